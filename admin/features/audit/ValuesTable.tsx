/** A record's fields and values (a deleted or created record, an entry's other data) as a table. */
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useLocale, useTranslate } from 'react-admin'
import { auditFieldLabel, auditFieldValue } from './audit-fields'

const cell = { whiteSpace: 'pre-wrap', wordBreak: 'break-word', verticalAlign: 'top' } as const

/** `resource`: the entry's type, whose screens name its fields. */
export const ValuesTable = ({ resource, caption, values }: { resource: unknown; caption: string; values: Record<string, unknown> }) => {
  const translate = useTranslate()
  const locale = useLocale()
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
              {auditFieldLabel(resource, name, translate, locale)}
            </TableCell>
            <TableCell sx={cell}>{auditFieldValue(resource, name, value, translate, locale)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** Each changed field with its value before and after. */
export const ChangesTable = ({
  resource,
  caption,
  fields,
  from,
  to,
}: {
  resource: unknown
  caption: string
  fields: string[]
  from: Record<string, unknown>
  to: Record<string, unknown>
}) => {
  const translate = useTranslate()
  const locale = useLocale()
  const shown = (name: string, value: unknown) => (name === 'password' ? '••••' : auditFieldValue(resource, name, value, translate, locale))
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
              {auditFieldLabel(resource, name, translate, locale)}
            </TableCell>
            <TableCell sx={cell}>{shown(name, from[name])}</TableCell>
            <TableCell sx={cell}>{shown(name, to[name])}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
