/**
 * /admin/translations, "Prevodi": per translatable type the account holds the scope of, the records
 * whose translation is missing and the translations out of date (with what changed), each a link to
 * the record's edit screen. Staff without any such scope get the 403 page.
 */
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material'
import { useEffect, useState } from 'react'
import { Title, useLocale } from 'react-admin'
import type { Resource } from '../../../shared/resources'
import { holds } from '../../auth/permissions'
import { translationWords } from './words'
import { problemsOf, type Problems } from './translations-api'
import { declarations } from '../../registry'
import { ErrorPage } from '../../app/ErrorPage'
import { ProblemTable } from './ProblemTable'

export default function TranslationsPage() {
  const locale = useLocale()
  const words = translationWords(locale)
  const types = declarations.filter((declaration) => declaration.translatable && holds(declaration.name))
  if (!types.length) return <ErrorPage status={403} />
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={words.pageTitle} />
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {words.pageTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{words.pageIntro}</Typography>
      {types.map((type) => (
        <TypeProblems key={type.name} type={type} />
      ))}
    </Box>
  )
}

function TypeProblems({ type }: { type: Resource }) {
  const locale = useLocale()
  const words = translationWords(locale)
  const [problems, setProblems] = useState<Problems | null>(null)
  useEffect(() => {
    let live = true
    problemsOf(type.name)
      .then((answer) => live && setProblems(answer))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [type.name])
  const label = type.label[locale === 'en' ? 'en' : 'sl']
  return (
    <Card component="section" aria-labelledby={`translations-${type.name}`} sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={`translations-${type.name}`} component="h3" variant="h6">
          {label}
        </Typography>
        {!problems ? (
          <CircularProgress size={24} aria-label={label} />
        ) : (
          <>
            <ProblemTable type={type} heading={words.outOfDateHeading} rows={problems.out_of_date} count={problems.out_of_date_count} changed />
            <ProblemTable type={type} heading={words.missingHeading} rows={problems.missing} count={problems.missing_count} />
          </>
        )}
      </CardContent>
    </Card>
  )
}
