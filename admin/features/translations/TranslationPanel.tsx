/**
 * Above the form of a translatable record (GenericEdit): the "Prevod je zastarel" banner with the
 * fields the Slovenian original changed since, and "Označi kot posodobljeno"; below it the record's
 * translations by language (each a link to its edit screen); where a language is missing, "Ustvari
 * prevod" (CreateTranslationButton) and a choice of the records of that language not linked yet;
 * and unlinking.
 */
import { Alert, AlertTitle, Box, Button, MenuItem, Paper, TextField, Typography } from '@mui/material'
import { useCallback, useEffect, useId, useState } from 'react'
import { Link, useLocale, useNotify, useRecordContext, useResourceContext } from 'react-admin'
import { LANGUAGES, type Language } from '../../../shared/languages'
import { failureMessage } from '../../data/failure-message'
import { declarationOf, raName } from '../../registry'
import { fieldLabel } from '../history/field-values'
import { CreateTranslationButton } from './CreateTranslationButton'
import { linkCandidates, linkTranslation, markUpToDate, statusOf, unlinkTranslation, type TranslationStatus } from './translations-api'
import { translationWords } from './words'

export const TranslationPanel = () => {
  const resource = useResourceContext()
  const declaration = resource ? declarationOf(resource) : undefined
  if (!declaration?.translatable) return null
  return <Panel resource={resource!} />
}

function Panel({ resource }: { resource: string }) {
  const declaration = declarationOf(resource)
  const record = useRecordContext()
  const locale = useLocale()
  const words = translationWords(locale)
  const notify = useNotify()
  const [status, setStatus] = useState<TranslationStatus | null>(null)
  const recordId = record?.id
  const updatedAt = record?.updated_at
  const load = useCallback(async () => {
    if (recordId === undefined) return
    try {
      setStatus(await statusOf(declaration.name, recordId))
    } catch {
      setStatus(null)
    }
  }, [declaration.name, recordId])
  // Every save brings a new updated_at: the status is read again after it.
  useEffect(() => {
    if (updatedAt !== undefined) void load()
  }, [load, updatedAt])
  const act = async (work: () => Promise<TranslationStatus>, done: string) => {
    try {
      setStatus(await work())
      notify(done, { type: 'info' })
    } catch (error) {
      notify(failureMessage(error) ?? String(error), { type: 'error' })
    }
  }
  if (!status || recordId === undefined) return null
  const changed = (status.changed_fields ?? []).map((name) => fieldLabel(declaration, name, locale))
  return (
    <Box sx={{ mx: 2, mt: 2 }}>
      {status.out_of_date && (
        <Alert
          severity="warning"
          role="status"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={() => act(() => markUpToDate(declaration.name, recordId), words.marked)}>
              {words.markUpToDate}
            </Button>
          }
        >
          <AlertTitle>{words.bannerTitle}</AlertTitle>
          {words.bannerText}
          {changed.length > 0 && ` ${words.changedFields}: ${changed.join(', ')}.`}
        </Alert>
      )}
      <Paper variant="outlined" component="section" aria-labelledby={`${resource}-translations`} sx={{ p: 2 }}>
        <Typography id={`${resource}-translations`} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {words.panelTitle}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {LANGUAGES.filter((lang) => lang !== status.lang).map((lang) => {
            const other = status.translations[lang]
            return (
              <li key={lang}>
                {lang.toUpperCase()}: {other ? <Link to={`/${raName(declaration)}/${other.id}`}>{other.title || `#${other.id}`}</Link> : words.none}
                {!other && (
                  <>
                    <Box sx={{ mt: 1 }}>
                      <CreateTranslationButton type={declaration.name} id={recordId} lang={lang} />
                    </Box>
                    <LinkChooser
                      type={declaration.name}
                      recordId={recordId}
                      lang={lang}
                      onLink={(id) => act(() => linkTranslation(declaration.name, recordId, id), words.linked)}
                    />
                  </>
                )}
              </li>
            )
          })}
        </Box>
        {status.missing.length < LANGUAGES.length - 1 && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => act(() => unlinkTranslation(declaration.name, recordId), words.unlinked)}>
            {words.unlink}
          </Button>
        )}
      </Paper>
    </Box>
  )
}

/** The records of the missing language this one may be linked to: none already linked to a record of its languages. */
function LinkChooser({ type, recordId, lang, onLink }: { type: string; recordId: string | number; lang: Language; onLink: (id: number) => void }) {
  const words = translationWords(useLocale())
  const id = useId()
  const [choices, setChoices] = useState<{ id: number; title: string }[] | null>(null)
  const [chosen, setChosen] = useState('')
  useEffect(() => {
    let live = true
    linkCandidates(type, recordId, lang)
      .then((found) => live && setChoices(found.map((row) => ({ id: row.id, title: row.title || `#${row.id}` }))))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [type, recordId, lang])
  if (choices && choices.length === 0) return <Typography sx={{ mt: 1 }}>{words.noCandidates}</Typography>
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
      <TextField
        select
        size="small"
        id={id}
        label={words.linkLabel(lang.toUpperCase())}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        sx={{ minWidth: 280 }}
      >
        {(choices ?? []).map((choice) => (
          <MenuItem key={choice.id} value={String(choice.id)}>
            {choice.title}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" size="small" disabled={!chosen} onClick={() => onLink(Number(chosen))}>
        {words.link}
      </Button>
    </Box>
  )
}
