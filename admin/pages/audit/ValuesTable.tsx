/** A record's fields and values (a deleted or created record, an entry's other data) as a table. */
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslate } from 'react-admin'

export const showValue = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value, null, 1)

const cell = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', verticalAlign: 'top' } as const

export const ValuesTable = ({ caption, values }: { caption: string; values: Record<string, unknown> }) => {
  const translate = useTranslate()
  return (
    <Table size="small" sx={{ mb: 3 }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {translate('app.audit.field')}
          </TableCell>
          <TableCell component="th" scope="col">
            {translate('app.audit.data')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {Object.entries(values).map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={cell}>
              {name}
            </TableCell>
            <TableCell sx={cell}>{showValue(value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** Each changed field with its value before and after. */
export const ChangesTable = ({
  caption,
  fields,
  from,
  to,
}: {
  caption: string
  fields: string[]
  from: Record<string, unknown>
  to: Record<string, unknown>
}) => {
  const translate = useTranslate()
  return (
    <Table size="small" sx={{ mb: 3 }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600 }}>{caption}</caption>
      <TableHead>
        <TableRow>
          {['field', 'before', 'after'].map((key) => (
            <TableCell key={key} component="th" scope="col">
              {translate(`app.audit.${key}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((name) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={cell}>
              {name}
            </TableCell>
            <TableCell sx={cell}>{name === 'password' ? '••••' : showValue(from[name])}</TableCell>
            <TableCell sx={cell}>{name === 'password' ? '••••' : showValue(to[name])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
