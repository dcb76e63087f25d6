/**
 * Where a record stands on the public site, read from its declaration's visibility field and its publishing times
 * (shared/resources/schedule.ts), on the zone's clock: what the back office says of it (list, edit screen, the notice
 * after a save) must be what the site serves.
 *
 *   publicationState(news, { is_published: false }, now)                                  -> { kind: 'draft' }
 *   publicationState(news, { is_published: true, publish_at: '2026-12-01T08:00:00' }, now) -> { kind: 'scheduled', at: '2026-12-01T08:00:00' }
 *   publicationState(news, { is_published: true }, now)                                   -> { kind: 'published' }
 *   publicationState(news, { is_published: true, unpublish_at: '2026-01-01T00:00:00' }, now) -> { kind: 'withdrawn', at: '2026-01-01T00:00:00' }
 *   publicationState(inquiries, ...)                                                       -> null (not shown on the site by a field)
 */
import { wallClock } from './event-status'
import type { Resource } from './resources/declaration'
import { isScheduled, PUBLISH_AT, UNPUBLISH_AT } from './resources/schedule'

export type PublicationState = { kind: 'draft' } | { kind: 'scheduled'; at: string } | { kind: 'published' } | { kind: 'withdrawn'; at: string }

const shown = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true'
const time = (value: unknown) => (typeof value === 'string' && value ? value : null)

export function publicationState(resource: Resource, record: Record<string, unknown>, now: Date): PublicationState | null {
  const field = resource.visibility
  if (!field || resource.visibleWith) return null
  if (!shown(record[field])) return { kind: 'draft' }
  if (!isScheduled(resource)) return { kind: 'published' }
  const clock = wallClock(now)
  const until = time(record[UNPUBLISH_AT])
  if (until && until <= clock) return { kind: 'withdrawn', at: until }
  const from = time(record[PUBLISH_AT])
  if (from && from > clock) return { kind: 'scheduled', at: from }
  return { kind: 'published' }
}

/** Whether visitors see the record now (a type without a visibility field of its own: always). */
export const isPublicNow = (resource: Resource, record: Record<string, unknown>, now: Date) => {
  const state = publicationState(resource, record, now)
  return state === null || state.kind === 'published'
}
