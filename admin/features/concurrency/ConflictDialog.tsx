/**
 * The answer to a 409 (issue 13.6): "Ta zapis je medtem spremenil <name> ob <time>" with
 * Compare (field by field, yours and theirs), Overwrite (save yours over the newer version,
 * knowingly: If-Match of the version the 409 answered) and Reload (take theirs; yours are kept
 * as an unsaved draft, offered back by UnsavedEdits). Neither side is ever dropped silently.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import { useEffect, useId, useState } from 'react'
import { useDataProvider, useLocale, useNotify, useRedirect, useRefresh, useTranslate } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { keepUnsaved } from '../../app/drafts'
import { type Conflict, onSaveEvent } from '../../data/save-events'
import { changesFrom, sameValue, shortTime, shownValue } from './clock'

interface Props {
  resource: string
  record: Record<string, unknown>
  account: string | number | null
  draftKey: string
  /** The unsaved draft was just written: the form offers it back. */
  onKept: () => void
}

export const ConflictDialog = ({ resource, record, account, draftKey, onKept }: Props) => {
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const [comparing, setComparing] = useState(false)
  const [busy, setBusy] = useState(false)
  const { getValues } = useFormContext()
  const translate = useTranslate()
  const locale = useLocale()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const redirect = useRedirect()
  const titleId = useId()
  const id = String(record.id)

  useEffect(
    () =>
      onSaveEvent((event) => {
        if (event.kind === 'conflict' && event.conflict.resource === resource && event.conflict.id === id) {
          setConflict(event.conflict)
          setComparing(false)
        }
      }),
    [resource, id],
  )
  if (!conflict) return null

  const mine = changesFrom(getValues(), record)
  const names = [...new Set([...Object.keys(mine), ...Object.keys(conflict.current).filter((name) => Object.hasOwn(getValues(), name))])]
  const rows = names
    .filter((name) => name !== 'id' && name !== 'created_at' && name !== 'updated_at')
    .filter((name) => !sameValue(getValues()[name], conflict.current[name]))
  const label = (name: string) => translate(`resources.${resource}.fields.${name}`, { _: name })
  const empty = translate('app.concurrency.empty')

  const overwrite = async () => {
    setBusy(true)
    try {
      await dataProvider.update(resource, { id: record.id as never, data: mine, previousData: conflict.current as never, meta: { ifMatch: conflict.version } })
      setConflict(null)
      notify('app.concurrency.overwritten', { type: 'success' })
      refresh()
      redirect('list', resource)
    } catch {
      // a newer conflict opens the dialog again; other failures are notified by the provider
    } finally {
      setBusy(false)
    }
  }
  const reload = () => {
    if (account !== null) keepUnsaved(account, draftKey, mine)
    setConflict(null)
    refresh()
    onKept()
    notify('app.concurrency.reloaded', { type: 'info' })
  }

  return (
    <Dialog open onClose={() => setConflict(null)} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{translate('app.concurrency.conflict_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate('app.concurrency.conflict_by', {
            name: conflict.changedBy ?? translate('app.concurrency.someone'),
            time: shortTime(conflict.changedAt, locale),
          })}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>{translate('app.concurrency.conflict_help')}</DialogContentText>
        {comparing &&
          (rows.length ? (
            <Table size="small" sx={{ mt: 2 }} aria-label={translate('app.concurrency.compare')}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    {translate('app.concurrency.field')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {translate('app.concurrency.yours')}
                  </TableCell>
                  <TableCell component="th" scope="col">
                    {translate('app.concurrency.theirs')}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((name) => (
                  <TableRow key={name} data-field={name}>
                    <TableCell component="th" scope="row">
                      {label(name)}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{shownValue(getValues()[name], empty)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{shownValue(conflict.current[name], empty)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <DialogContentText sx={{ mt: 2 }}>{translate('app.concurrency.no_differences')}</DialogContentText>
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setComparing((shown) => !shown)} aria-expanded={comparing}>
          {translate(comparing ? 'app.concurrency.hide_compare' : 'app.concurrency.compare')}
        </Button>
        <Button onClick={reload} disabled={busy}>
          {translate('app.concurrency.reload')}
        </Button>
        <Button onClick={overwrite} disabled={busy} variant="contained">
          {translate('app.concurrency.overwrite')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
