/**
 * "Izvozi": a CSV of every row the list's filters select, not only the first page the server
 * allows (data/export-all.ts), through the list's exporter (react-admin's CSV by default).
 */
import { useState } from 'react'
import DownloadIcon from '@mui/icons-material/GetApp'
import { Button, defaultExporter, fetchRelatedRecords, useDataProvider, useListContext, useNotify } from 'react-admin'
import { fetchAllRows } from '../data/export-all'

export const ExportAllButton = () => {
  const { filter, filterValues, resource, sort, exporter, total } = useListContext()
  const dataProvider = useDataProvider()
  const notify = useNotify()
  const [busy, setBusy] = useState(false)
  const exportAll = async () => {
    setBusy(true)
    try {
      const rows = await fetchAllRows(dataProvider, resource, { filter: { ...filterValues, ...filter }, sort })
      // not awaited: react-admin's CSV exporter hands the file over in a callback, its promise never settles
      void (exporter || defaultExporter)(rows, fetchRelatedRecords(dataProvider), dataProvider, resource)
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
