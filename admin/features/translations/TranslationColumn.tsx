/**
 * The "Prevod" column of a translatable type's list (GenericList): per row, "Zastarel" when the
 * Slovenian original changed after the translation, else the languages the record lacks, else
 * "Posodobljen". One request per list page (GET translations/{type}/?ids=), shared by the rows.
 */
import { Chip } from '@mui/material'
import { useEffect, useState } from 'react'
import { useListContext, useLocale, useRecordContext } from 'react-admin'
import type { Resource } from '../../../shared/resources'
import { statusesOf, type TranslationStatus } from './translations-api'
import { languageNames, translationWords } from './words'

/** The page's statuses, by ids asked: rows of one page share one request. */
const pending = new Map<string, Promise<Map<number, TranslationStatus>>>()

function usePageStatuses(type: string): Map<number, TranslationStatus> | null {
  const { data } = useListContext()
  const key = `${type}:${(data ?? []).map((row) => row.id).join(',')}`
  const [statuses, setStatuses] = useState<{ key: string; value: Map<number, TranslationStatus> } | null>(null)
  useEffect(() => {
    let live = true
    let request = pending.get(key)
    if (!request) {
      const ids = (data ?? []).map((row) => row.id).slice(0, 100)
      request = statusesOf(type, ids).then((list) => new Map(list.map((status) => [status.id, status])))
      pending.set(key, request)
      // Fresh on the next visit: a status changes with every save.
      void request.finally(() => setTimeout(() => pending.delete(key), 1000))
    }
    request.then((value) => live && setStatuses({ key, value })).catch(() => undefined)
    return () => {
      live = false
    }
  }, [key, type, data])
  return statuses?.key === key ? statuses.value : null
}

export const TranslationColumn = ({ declaration }: { declaration: Resource; label?: string }) => {
  const record = useRecordContext()
  const words = translationWords(useLocale())
  const statuses = usePageStatuses(declaration.name)
  const status = record ? statuses?.get(Number(record.id)) : undefined
  if (!status) return null
  if (status.out_of_date) return <Chip size="small" label={words.outOfDate} sx={{ bgcolor: '#fff4e5', color: '#663c00', fontWeight: 600 }} />
  if (status.missing.length) return <Chip size="small" variant="outlined" label={words.missing(languageNames(status.missing))} />
  return <Chip size="small" color="success" variant="outlined" label={words.upToDate} />
}
