/**
 * "Ustvari prevod (EN)": makes the record's translation on the server (its content copied, hidden,
 * linked at once: server/translations/translate.ts) and opens the new record's edit screen, where
 * the editor translates and publishes it. On the edit screen's translations panel and on the
 * "Prevodi" screen's list of missing translations.
 */
import { Button } from '@mui/material'
import { useState } from 'react'
import { useLocale, useNotify, useRedirect } from 'react-admin'
import type { Language } from '../../../shared/languages'
import { failureMessage } from '../../data/failure-message'
import { raNameOf } from '../../registry'
import { createTranslation } from './translations-api'
import { translationWords } from './words'

export function CreateTranslationButton({ type, id, lang }: { type: string; id: string | number; lang: Language }) {
  const words = translationWords(useLocale())
  const notify = useNotify()
  const redirect = useRedirect()
  const [busy, setBusy] = useState(false)
  const create = async () => {
    setBusy(true)
    try {
      const made = await createTranslation(type, id, lang)
      notify(words.created, { type: 'info' })
      redirect(`/${raNameOf(type)}/${made.id}`)
    } catch (error) {
      notify(failureMessage(error) ?? String(error), { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outlined" size="small" disabled={busy} onClick={create}>
      {words.create(lang.toUpperCase())}
    </Button>
  )
}
