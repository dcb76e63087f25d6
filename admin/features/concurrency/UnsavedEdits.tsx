/**
 * Keeps what the user types in this form in localStorage (per account and form, app/drafts.ts),
 * throttled, and offers it back when the form opens again: "Neshranjene spremembe od 10:05 —
 * Obnovi / Zavrzi". A save that the server stored drops it (data/save-events.ts). While an offer
 * is open nothing is written over it.
 */
import { Alert, Button } from '@mui/material'
import { useEffect, useRef, useState } from 'react'
import { useLocale, useTranslate } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { dropUnsaved, keepUnsaved, readUnsaved, throttle, type UnsavedEdit } from '../../app/drafts'
import { onSaveEvent } from '../../data/save-events'
import { changesFrom, shortTime } from './clock'

export const KEEP_EVERY_MS = 1000

interface Props {
  account: string | number
  draftKey: string
  resource: string
  /** The record's id (an edit form), or null (a create form). */
  recordId: string | null
  /** Raised when someone else wrote the draft (Reload in the conflict dialog): read the offer again. */
  offerVersion: number
}

export const UnsavedEdits = ({ account, draftKey, resource, recordId, offerVersion }: Props) => {
  const { watch, setValue, getValues, formState } = useFormContext()
  const translate = useTranslate()
  const locale = useLocale()
  const [offer, setOffer] = useState<UnsavedEdit | null>(() => readUnsaved(account, draftKey))
  const offerOpen = useRef(offer !== null)
  offerOpen.current = offer !== null
  const defaults = useRef(formState.defaultValues)
  // What the last save stored: until the form holds the record read again, a change is measured from it
  // (the form's reset to the saved record arrives before its new defaults, and must not look like an edit).
  const stored = useRef<Record<string, unknown> | null>(null)
  if (defaults.current !== formState.defaultValues) stored.current = null
  defaults.current = formState.defaultValues

  useEffect(() => {
    if (offerVersion > 0) setOffer(readUnsaved(account, draftKey))
  }, [offerVersion, account, draftKey])

  useEffect(() => {
    let saved = false
    const keep = throttle((values: Record<string, unknown>) => {
      const from = stored.current ?? (defaults.current as Record<string, unknown>)
      if (!offerOpen.current && !saved) keepUnsaved(account, draftKey, changesFrom(values, from))
    }, KEEP_EVERY_MS)
    const subscription = watch((values) => keep(values as Record<string, unknown>))
    const stopListening = onSaveEvent((event) => {
      if (event.kind !== 'saved' || event.resource !== resource || event.id !== recordId) return
      saved = true
      stored.current = { ...getValues() }
      keep.cancel()
      dropUnsaved(account, draftKey)
      // a form that stays open after its save keeps tracking what is typed next
      setTimeout(() => {
        saved = false
      }, 0)
    })
    // a closed tab: the last keystrokes go now, not in a second
    const flush = () => keep.flush()
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      stopListening()
      subscription.unsubscribe()
      keep.flush()
    }
  }, [watch, getValues, account, draftKey, resource, recordId])

  if (!offer) return null
  const restore = () => {
    for (const [field, value] of Object.entries(offer.values)) setValue(field, value, { shouldDirty: true })
    setOffer(null)
  }
  const discard = () => {
    dropUnsaved(account, draftKey)
    setOffer(null)
  }
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2, width: '100%' }}
      action={
        <>
          <Button color="inherit" size="small" onClick={restore}>
            {translate('app.concurrency.restore')}
          </Button>
          <Button color="inherit" size="small" onClick={discard}>
            {translate('app.concurrency.discard')}
          </Button>
        </>
      }
    >
      {translate('app.concurrency.unsaved_from', { time: shortTime(offer.savedAt, locale) })}
    </Alert>
  )
}
