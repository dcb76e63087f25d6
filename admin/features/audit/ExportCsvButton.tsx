/** "Izvozi CSV": the entries the list's filters show, as the server's CSV (audit-data.ts). */
import DownloadIcon from '@mui/icons-material/Download'
import { useState } from 'react'
import { Button, useListContext, useNotify } from 'react-admin'
import { downloadAuditCsv } from './audit-data'

export const ExportCsvButton = () => {
  const { filterValues } = useListContext()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const exportCsv = async () => {
    setBusy(true)
    try {
      const { truncated, limit } = await downloadAuditCsv(filterValues)
      if (truncated) notify('app.audit.export_truncated', { type: 'warning', messageArgs: { limit } })
    } catch {
      notify('app.audit.export_failed', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button label="app.audit.export" onClick={exportCsv} disabled={busy}>
      <DownloadIcon />
    </Button>
  )
}
