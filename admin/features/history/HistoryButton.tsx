/**
 * "Zgodovina" in every generic edit screen: a dialog with the record's revisions (who, when, the
 * changed fields), a field-by-field comparison of two selected ones, and "Obnovi" with a
 * confirmation. A restore is a save like any other (server/history/restore.ts): the form shows
 * the restored values once react-admin refreshes the record.
 */
import HistoryIcon from '@mui/icons-material/History'
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material'
import { useCallback, useEffect, useId, useState } from 'react'
import { Button, Confirm, useLocaleState, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin'
import { formatDisplayDateTime } from '../../app/display-dates'
import { failureMessage } from '../../data/failure-message'
import { declarationOf } from '../../registry'
import { fieldLabel } from './field-values'
import { listRevisions, restoreRevision, type RevisionSummary } from './history-api'
import { RevisionCompare } from './RevisionCompare'
import { RevisionTable } from './RevisionTable'

export const HistoryButton = () => {
  const record = useRecordContext()
  const resource = useResourceContext()
  const [open, setOpen] = useState(false)
  if (!record || !resource) return null
  return (
    <>
      <Button label="app.history.button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <HistoryIcon />
      </Button>
      {open ? <HistoryDialog resource={resource} recordId={record.id} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

function HistoryDialog({ resource, recordId, onClose }: { resource: string; recordId: string | number; onClose: () => void }) {
  const declaration = declarationOf(resource)
  const translate = useTranslate()
  const [language] = useLocaleState()
  const notify = useNotify()
  const refresh = useRefresh()
  const titleId = useId()
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null)
  const [selected, setSelected] = useState<number[]>([])
  const [comparing, setComparing] = useState(false)
  const [restoring, setRestoring] = useState<RevisionSummary | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    try {
      setRevisions(await listRevisions(declaration.name, recordId))
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify(message, { type: 'error' })
      setRevisions([])
    }
  }, [declaration.name, recordId, notify])
  useEffect(() => {
    void load()
  }, [load])

  const toggle = (id: number) => setSelected((now) => (now.includes(id) ? now.filter((each) => each !== id) : [...now, id].slice(-2)))

  const restore = async () => {
    if (!restoring) return
    setBusy(true)
    try {
      const result = await restoreRevision(declaration.name, recordId, restoring.id)
      const kept = result.kept_files.map((name) => fieldLabel(declaration, name, language))
      if (!result.revision) notify('app.history.nothing_to_restore', { type: 'info' })
      else if (kept.length) notify('app.history.restored_kept_files', { type: 'warning', messageArgs: { fields: kept.join(', ') } })
      else notify('app.history.restored', { type: 'success' })
      setRestoring(null)
      setSelected([])
      refresh()
      await load()
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify(message, { type: 'error' })
      setRestoring(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId} component="h2">
        {translate(comparing ? 'app.history.compare_title' : 'app.history.title')}
      </DialogTitle>
      <DialogContent>
        {revisions === null ? (
          <Typography role="status">{translate('app.history.loading')}</Typography>
        ) : revisions.length === 0 ? (
          <Typography>{translate('app.history.empty')}</Typography>
        ) : comparing && selected.length === 2 ? (
          <RevisionCompare declaration={declaration} recordId={recordId} ids={[selected[0], selected[1]]} />
        ) : (
          <RevisionTable declaration={declaration} revisions={revisions} selected={selected} onToggle={toggle} onRestore={setRestoring} />
        )}
      </DialogContent>
      <DialogActions>
        {comparing ? (
          <Button label="app.history.back" onClick={() => setComparing(false)} />
        ) : (
          <Button label="app.history.compare" onClick={() => setComparing(true)} disabled={selected.length !== 2} />
        )}
        <Button label="app.history.close" onClick={onClose} />
      </DialogActions>
      <Confirm
        isOpen={restoring !== null}
        loading={busy}
        title="app.history.restore_title"
        content="app.history.restore_content"
        translateOptions={{ date: restoring ? formatDisplayDateTime(restoring.created_at) : '' }}
        confirm="app.history.restore"
        onConfirm={restore}
        onClose={() => setRestoring(null)}
      />
    </Dialog>
  )
}
