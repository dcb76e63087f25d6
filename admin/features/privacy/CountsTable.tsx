/** Rows per store that an export found or an erase removed, as a table with a caption. */
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslate } from 'react-admin'
import type { StoreCounts } from '../../../shared/wire/privacy'

export const CountsTable = ({ caption, counts }: { caption: string; counts: StoreCounts }) => {
  const translate = useTranslate()
  return (
    <Table size="small" sx={{ maxWidth: 480, mt: 2, captionSide: 'top' }} data-testid="privacy-counts">
      <caption style={{ fontWeight: 600, padding: '8px 0' }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('app.privacy.store')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {translate('app.privacy.rows')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {Object.entries(counts).map(([store, rows]) => (
          <TableRow key={store}>
            <TableCell component="th" scope="row">
              {translate(`app.privacy.stores.${store}`, { _: store })}
            </TableCell>
            <TableCell align="right">{rows}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
