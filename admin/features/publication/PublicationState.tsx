/**
 * A record's publication state where an editor looks, on every type published one by one with
 * publish times (shared/publication-state.ts, the same answer the notice after a save gives):
 * - the list's column of the visibility field says "Načrtovano za ..." instead of a tick that
 *   would call a scheduled item published;
 * - the edit form says the saved state and, when the form would change it, the state once saved;
 * - setting a publish time turns publication on (an editor schedules without turning the switch
 *   on first), for staff who may publish, and says so.
 */
import Typography from '@mui/material/Typography'
import { useEffect, useRef, useState } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { FunctionField, useRecordContext, useTranslate } from 'react-admin'
import { type PublicationFacts, publicationFacts, publicationState } from '../../../shared/publication-state'
import type { Resource } from '../../../shared/resources'
import { isScheduled, PUBLISH_AT, UNPUBLISH_AT } from '../../../shared/resources/schedule'
import { useNow } from '../../app/now'
import { lockedPublishSwitch } from '../../auth/permissions'
import { publicationLabel } from './publication-label'

/** Whether the type's screens show publication states (else its visibility field is a plain switch). */
export const showsPublicationState = (declaration: Resource): boolean => publicationFacts(declaration, {}) !== null && isScheduled(declaration)

/** The list column in place of the visibility field's tick. */
export const PublicationStateColumn = ({ source, declaration }: { source: string; declaration: Resource; sortable?: boolean; label?: string }) => {
  const translate = useTranslate()
  const now = useNow()
  return (
    <FunctionField
      source={source}
      render={(record) => {
        const facts = publicationFacts(declaration, record ?? {})
        return facts ? publicationLabel(publicationState(facts, now), translate) : null
      }}
    />
  )
}

const sameFacts = (a: PublicationFacts | null, b: PublicationFacts | null) =>
  a?.visible === b?.visible && a?.publishAt === b?.publishAt && a?.unpublishAt === b?.unpublishAt

/** Below the publishing fields of the form: the state saved, and the state once saved when the form changes it. */
export const PublicationStateLine = ({ declaration }: { declaration: Resource }) => {
  const translate = useTranslate()
  const now = useNow()
  const record = useRecordContext()
  const visibility = declaration.visibility!
  const [visible, publishAt, unpublishAt] = useWatch({ name: [visibility, PUBLISH_AT, UNPUBLISH_AT] })
  const switchedOn = useScheduleTurnsPublishingOn(declaration, publishAt)
  const saved = record?.id !== undefined ? publicationFacts(declaration, record) : null
  const typed = publicationFacts(declaration, { [visibility]: visible, [PUBLISH_AT]: publishAt, [UNPUBLISH_AT]: unpublishAt })
  const label = (facts: PublicationFacts | null) => (facts ? publicationLabel(publicationState(facts, now), translate) : '')
  return (
    <div data-testid="publication-state" style={{ marginBottom: 16 }}>
      {saved && <Typography>{translate('app.publication.now', { state: label(saved) })}</Typography>}
      {!sameFacts(saved, typed) && <Typography>{translate('app.publication.once_saved', { state: label(typed) })}</Typography>}
      {switchedOn && <Typography variant="body2">{translate('app.publication.switched_on')}</Typography>}
    </div>
  )
}

/**
 * When the editor sets a publish time while publication is off, turn it on: a publish time means
 * "publish then", and a record left off would never go live. Only on the editor's own change (the
 * field is dirty), not when the form loads, and never for staff who may not publish.
 */
function useScheduleTurnsPublishingOn(declaration: Resource, publishAt: unknown): boolean {
  const { getFieldState, getValues, setValue } = useFormContext()
  const visibility = declaration.visibility!
  const previous = useRef(publishAt)
  const [switchedOn, setSwitchedOn] = useState(false)
  useEffect(() => {
    if (previous.current === publishAt) return
    previous.current = publishAt
    if (typeof publishAt !== 'string' || !publishAt || !getFieldState(PUBLISH_AT).isDirty) return
    if (getValues(visibility) === true || lockedPublishSwitch(declaration, visibility)) return
    setValue(visibility, true, { shouldDirty: true })
    setSwitchedOn(true)
  }, [publishAt, declaration, visibility, getFieldState, getValues, setValue])
  return switchedOn
}
