/**
 * The dashboard's reminder that the accessibility statement is due for its yearly review (ZDSMA:
 * reviewed at least once a year): shown to staff with the `accessibility` scope when the latest
 * review is a year old or more; nothing otherwise.
 */
import Alert from '@mui/material/Alert'
import { useEffect, useState } from 'react'
import { Link, useTranslate } from 'react-admin'
import { reviewDue, type StatementAnswer } from '../../../shared/accessibility/statement'
import { formatDisplayDateTime } from '../../app/display-dates'
import { apiUrl, httpClient } from '../../app/providers'

/** Today in the browser's zone, as YYYY-MM-DD. */
const today = () => new Date().toLocaleDateString('sv-SE')

export const StatementReviewReminder = () => {
  const translate = useTranslate()
  const [reviewedOn, setReviewedOn] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    httpClient(`${apiUrl}/accessibility/statement/`).then(
      ({ json }) => setReviewedOn((json as StatementAnswer).updated_at ? (json as StatementAnswer).reviewed_on : null),
      () => setReviewedOn(undefined),
    )
  }, [])
  if (reviewedOn === undefined || !reviewDue(reviewedOn, today())) return null
  return (
    <Alert
      severity="warning"
      data-testid="statement-review-due"
      action={<Link to="/accessibility-statement">{translate('app.accessibility.review_open')}</Link>}
    >
      {reviewedOn ? translate('app.accessibility.review_due', { date: formatDisplayDateTime(reviewedOn) }) : translate('app.accessibility.review_missing')}
    </Alert>
  )
}
