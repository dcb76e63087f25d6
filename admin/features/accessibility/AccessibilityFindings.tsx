/**
 * The content's accessibility findings (shared/accessibility/check.ts), live under the form as staff
 * type: where each problem is (field, a heading by its level, the n-th link/image) and how to fix it.
 *
 * It warns and never blocks the save: some findings are judgement calls (a link reading "Več" may be
 * clear beside an image that names it, a scanned table may have no header on purpose), a blocked save
 * would lose an urgent correction over a heading level, and the post-build axe report (admin
 * /accessibility) catches what stays. The checks run on the deferred form values, so a long text keeps
 * typing smooth.
 */
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import { useDeferredValue, useMemo } from 'react'
import { useLocale, useResourceContext } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { checkRecord } from '../../../shared/accessibility/check'
import { describeFinding } from '../../../shared/accessibility/messages'
import { declarationOf, localized } from '../../registry'

/** Without a count in words: the title reads right in every Slovenian plural form. */
const TITLE = { sl: 'Opozorila o dostopnosti', en: 'Accessibility warnings' }

export const AccessibilityFindings = () => {
  const resource = useResourceContext()!
  const fields = declarationOf(resource).fields
  const language = useLocale() === 'en' ? 'en' : 'sl'
  const values = useDeferredValue(useWatch() as Record<string, unknown>)
  const findings = useMemo(() => checkRecord(fields, values ?? {}), [fields, values])
  if (!findings.length) return null
  return (
    <Alert severity="warning" role="status" data-testid="accessibility-findings" sx={{ width: '100%', mb: 2 }}>
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        {TITLE[language]} ({findings.length})
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {findings.map((finding) => {
          const { problem, fix } = describeFinding(finding, language)
          return (
            <li key={`${finding.field}-${finding.rule}-${finding.n}`}>
              <strong>{localized(fields[finding.field].label, language)}:</strong> {problem} {fix}
            </li>
          )
        })}
      </ul>
    </Alert>
  )
}
