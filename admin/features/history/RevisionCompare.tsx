/** Two revisions side by side, field by field; a changed field is marked in words, not by colour alone. */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import type { Resource } from '../../../shared/resources'
import { formatDisplayDateTime } from '../../app/display-dates'
import { displayValue, fieldLabel, sameValue } from './field-values'
import { getRevision, type Revision } from './history-api'

interface Props {
  declaration: Resource
  recordId: string | number
  /** Two revision ids, in any order: the older is shown first. */
  ids: [number, number]
}

export const RevisionCompare = ({ declaration, recordId, ids }: Props) => {
  const translate = useTranslate()
  const [language] = useLocaleState()
  const [pair, setPair] = useState<[Revision, Revision] | null>(null)
  const [older, newer] = [Math.min(...ids), Math.max(...ids)]
  useEffect(() => {
    let current = true
    void Promise.all([getRevision(declaration.name, recordId, older), getRevision(declaration.name, recordId, newer)])
      .then((both) => current && setPair(both))
      .catch(() => {})
    return () => {
      current = false
    }
  }, [declaration.name, recordId, older, newer])
  if (!pair) return <Typography role="status">{translate('app.history.loading')}</Typography>
  const words = { language, translate }
  const [a, b] = pair
  const dateA = formatDisplayDateTime(a.created_at)
  const dateB = formatDisplayDateTime(b.created_at)
  return (
    <Table size="small">
      <caption>{translate('app.history.compare_caption', { older: dateA, newer: dateB })}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('app.history.field')}
          </TableCell>
          <TableCell component="th" scope="col">
            <time dateTime={a.created_at}>{dateA}</time>
          </TableCell>
          <TableCell component="th" scope="col">
            <time dateTime={b.created_at}>{dateB}</time>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {Object.keys(declaration.fields).map((name) => {
          const changed = !sameValue(a.snapshot[name], b.snapshot[name])
          return (
            <TableRow key={name} data-field={name} data-changed={changed || undefined}>
              <TableCell component="th" scope="row" sx={{ fontWeight: changed ? 700 : 400 }}>
                {fieldLabel(declaration, name, language)}
                {changed ? ` (${translate('app.history.changed')})` : ''}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{displayValue(declaration.fields[name], a.snapshot[name], words)}</TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{displayValue(declaration.fields[name], b.snapshot[name], words)}</TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
