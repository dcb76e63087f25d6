/**
 * "Izvozi": a CSV of every row the list's filters select, not only the first page the server
 * allows (data/export-all.ts), through the one CSV exporter (data/csv-export.ts: formula cells neutralised).
 */
import { useState } from 'react'
import DownloadIcon from '@mui/icons-material/GetApp'
import { Button, useDataProvider, useListContext, useNotify } from 'react-admin'
import { exportRowsAsCsv } from '../data/csv-export'
import { fetchAllRows } from '../data/export-all'

export const ExportAllButton = () => {
  const { filter, filterValues, resource, sort, total } = useListContext()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const exportAll = async () => {
    setBusy(true)
    try {
      const rows = await fetchAllRows(dataProvider, resource, { filter: { ...filterValues, ...filter }, sort })
      exportRowsAsCsv(rows, resource)
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button label="ra.action.export" onClick={exportAll} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  )
}
