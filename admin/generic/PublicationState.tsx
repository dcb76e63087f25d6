/**
 * Where a record stands on the public site, where an editor looks: a list column instead of the visibility field's
 * tick (a scheduled record is not "published" yet), and a line at the top of the edit form that follows what is
 * typed. Read by shared/publication-state.ts, the rule the notice after a save uses too.
 */
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { FunctionField, useTranslate } from 'react-admin'
import { publicationState, type PublicationState } from '../../shared/publication-state'
import type { Resource } from '../../shared/resources'
import { isScheduled, PUBLISH_AT } from '../../shared/resources/schedule'
import { formatDisplayDateTime } from '../app/display-dates'
import { holds } from '../auth/permissions'

/** "Osnutek", "Načrtovano za 01.12.2026 08:00", "Objavljeno", "Umaknjeno ob ...". */
export function usePublicationWords() {
  const translate = useTranslate()
  return (state: PublicationState) => translate(`app.publication.${state.kind}`, { at: 'at' in state ? formatDisplayDateTime(state.at) : '' })
}

/** The list column: the visibility field's place, its state in words. */
export const PublicationStateColumn = ({ declaration }: { declaration: Resource; source?: string; label?: string; sortable?: boolean }) => {
  const words = usePublicationWords()
  return (
    <FunctionField
      source={declaration.visibility}
      render={(record) => {
        const state = record ? publicationState(declaration, record, new Date()) : null
        return state ? <Chip size="small" variant={state.kind === 'published' ? 'filled' : 'outlined'} label={words(state)} data-state={state.kind} /> : null
      }}
    />
  )
}

/**
 * The edit form's line: the state of what is typed. Setting a publish time on a hidden record schedules it (the
 * visibility field goes on with it), for staff who may publish: scheduling needs no second step.
 */
export const PublicationStateLine = ({ declaration }: { declaration: Resource }) => {
  const words = usePublicationWords()
  const translate = useTranslate()
  const values = useWatch()
  const { setValue } = useFormContext()
  const field = declaration.visibility
  const publishAt = values?.[PUBLISH_AT]
  const lastPublishAt = useRef(publishAt)
  useEffect(() => {
    const changed = publishAt !== lastPublishAt.current
    lastPublishAt.current = publishAt
    if (!field || !changed || !publishAt || !isScheduled(declaration) || !holds('publish') || values?.[field]) return
    setValue(field, true, { shouldDirty: true })
  }, [publishAt, field, declaration, values, setValue])
  const state = values ? publicationState(declaration, values, new Date()) : null
  if (!state) return null
  return (
    <Typography role="status" data-testid="publication-state" data-state={state.kind} sx={{ mb: 1 }}>
      {translate('app.publication.label')}: <strong>{words(state)}</strong>
    </Typography>
  )
}
