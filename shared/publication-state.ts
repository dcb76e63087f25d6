/**
 * Where a record stands with visitors at a moment (pure): the one answer the back office gives in
 * its lists, on the edit screen and in the notice after a save, so what it says is what the site
 * serves. It reads the same facts and compares them the same way as the server's visibility rule
 * (shared/resources/schedule.ts withinSchedule, server/resources/visible-now.ts): wall-clock times
 * of Europe/Ljubljana as stored, "now" read on that clock.
 *
 *   draft      the visibility field is off: the site never shows it
 *   scheduled  on, its publish time still ahead (`at`: when it goes live)
 *   published  on and within its times (`at`: when it comes off, null when it stays)
 *   withdrawn  on, its unpublish time passed (`at`: when it came off)
 *
 *   publicationState({ visible: true, publishAt: '2026-12-01T10:00:00', unpublishAt: null }, now)
 *     -> { name: 'scheduled', at: '2026-12-01T10:00:00' }   while Ljubljana's clock is before it
 */
import { wallClock } from './event-status'
import type { Resource } from './resources/declaration'
import { isScheduled, PUBLISH_AT, UNPUBLISH_AT } from './resources/schedule'

export const PUBLICATION_STATES = ['draft', 'scheduled', 'published', 'withdrawn'] as const
export type PublicationStateName = (typeof PUBLICATION_STATES)[number]

export interface PublicationState {
  name: PublicationStateName
  /** A wall-clock time as stored (see above), or null. */
  at: string | null
}

/** What decides a record's state: its visibility field and, on a scheduled type, its two times. */
export interface PublicationFacts {
  visible: boolean
  publishAt: string | null
  unpublishAt: string | null
}

/**
 * Whether the type's records are published one by one: a visibility field of its own. Pictures that
 * follow their parent (`visibleWith`) are shown while the parent is, so their own switch says nothing alone.
 */
export const publishedOneByOne = (resource: Pick<Resource, 'visibility' | 'visibleWith'>): boolean => Boolean(resource.visibility) && !resource.visibleWith

const timeOf = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

/** The record's facts (form values or a saved record alike); null for a type not published one by one. */
export function publicationFacts(resource: Resource, record: Record<string, unknown>): PublicationFacts | null {
  if (!publishedOneByOne(resource)) return null
  const scheduled = isScheduled(resource)
  return {
    visible: record[resource.visibility!] === true,
    publishAt: scheduled ? timeOf(record[PUBLISH_AT]) : null,
    unpublishAt: scheduled ? timeOf(record[UNPUBLISH_AT]) : null,
  }
}

/** The state at `now` (an instant), read on Ljubljana's clock. */
export function publicationState(facts: PublicationFacts, now: Date): PublicationState {
  if (!facts.visible) return { name: 'draft', at: null }
  const clock = wallClock(now)
  // the server's rule: public from publish_at (inclusive) until unpublish_at (exclusive)
  if (facts.publishAt && facts.publishAt > clock) return { name: 'scheduled', at: facts.publishAt }
  if (facts.unpublishAt && facts.unpublishAt <= clock) return { name: 'withdrawn', at: facts.unpublishAt }
  return { name: 'published', at: facts.unpublishAt }
}
