/**
 * The back office's one CSV exporter, used by every list (react-admin's default writes a visitor's "=HYPERLINK(...)"
 * as a live formula): the rows through the shared CSV writer, which neutralises formula cells, handed to the browser
 * as a download named after the list.
 */
import { downloadCSV, type RaRecord } from 'react-admin'
import { csvDocument } from '../../shared/csv'

export function exportRowsAsCsv(rows: readonly RaRecord[], resource: string, download: (csv: string, name: string) => void = downloadCSV) {
  download(csvDocument(rows), resource)
}

/** The same, in the shape of react-admin's `exporter` prop (for lists that keep react-admin's own export button). */
export const csvExporter = (rows: RaRecord[], _fetchRelated: unknown, _dataProvider: unknown, resource?: string) => exportRowsAsCsv(rows, resource ?? 'export')
