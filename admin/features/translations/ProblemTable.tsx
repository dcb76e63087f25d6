/**
 * One table of the "Prevodi" screen: missing or out-of-date translations of one type, each linking to
 * its record; a missing one offers "Ustvari prevod" for each language it lacks.
 */
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { Link, useLocale } from 'react-admin'
import type { Resource } from '../../../shared/resources'
import { fieldLabel } from '../history/field-values'
import { CreateTranslationButton } from './CreateTranslationButton'
import type { Problem } from './translations-api'
import { languageNames, translationWords } from './words'
import { raName } from '../../registry'

interface Props {
  type: Resource
  heading: string
  rows: Problem[]
  count: number
  /** Out-of-date rows: show what changed; missing rows: which languages are missing. */
  changed?: boolean
}

export function ProblemTable({ type, heading, rows, count, changed }: Props) {
  const locale = useLocale()
  const words = translationWords(locale)
  return (
    <>
      <Typography component="h4" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        {heading} ({count})
      </Typography>
      {rows.length === 0 ? (
        <Typography>{words.nothing}</Typography>
      ) : (
        <Table size="small" aria-label={`${type.label[locale === 'en' ? 'en' : 'sl']}: ${heading}`}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {words.record}
              </TableCell>
              <TableCell component="th" scope="col">
                {words.language}
              </TableCell>
              <TableCell component="th" scope="col">
                {changed ? words.whatChanged : words.column}
              </TableCell>
              {!changed && (
                <TableCell component="th" scope="col">
                  {words.actions}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>
                  <Link to={`/${raName(type)}/${row.id}`}>{row.title || `#${row.id}`}</Link>
                </TableCell>
                <TableCell>{row.lang.toUpperCase()}</TableCell>
                <TableCell>
                  {changed ? (row.changed_fields ?? []).map((name) => fieldLabel(type, name, locale)).join(', ') : words.missing(languageNames(row.missing))}
                </TableCell>
                {!changed && (
                  <TableCell>
                    {row.missing.map((lang) => (
                      <CreateTranslationButton key={lang} type={type.name} id={row.id} lang={lang} />
                    ))}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {count > rows.length && <Typography variant="body2">{words.shown(rows.length, count)}</Typography>}
    </>
  )
}
