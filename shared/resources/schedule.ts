/**
 * Scheduled publishing: a type with a visibility field and the fields `publishingTimes()` adds
 * (common-fields.ts) shows a record to visitors only while
 *   visible and (no publish_at or publish_at <= now) and (no unpublish_at or now < unpublish_at).
 * Times are wall-clock times in the zone's time zone, like every datetime the API keeps
 * (shared/event-status.ts; a time sent with a zone is converted to it, shared/dates.ts), so "now"
 * is read on that clock.
 */
import { wallClock } from '../event-status'
import type { Resource } from './declaration'

export const PUBLISH_AT = 'publish_at'
export const UNPUBLISH_AT = 'unpublish_at'

/** Whether the type takes publish and unpublish times. */
export function isScheduled(resource: Resource): boolean {
  return Boolean(resource.visibility) && resource.fields[PUBLISH_AT]?.kind === 'datetime' && resource.fields[UNPUBLISH_AT]?.kind === 'datetime'
}

/** Whether the record's times let it be public at `now` (its visibility field aside). */
export function withinSchedule(record: Record<string, unknown>, now: Date): boolean {
  const clock = wallClock(now)
  const from = record[PUBLISH_AT]
  const until = record[UNPUBLISH_AT]
  return !(typeof from === 'string' && from && from > clock) && !(typeof until === 'string' && until && until <= clock)
}

/** The list filter "scheduled": records whose publish time is still ahead (the back office sends now as the bound). */
export const SCHEDULED_FILTER = `${PUBLISH_AT}__gt`

/**
 * Every scheduled type filters on its publish time and shows it in its back-office list, added
 * here once for all of them (shared/resources/index.ts calls it on the registry).
 */
export function listScheduleOf(resource: Resource): void {
  if (!isScheduled(resource)) return
  resource.filters[SCHEDULED_FILTER] ??= SCHEDULED_FILTER
  if (!resource.listColumns.includes(PUBLISH_AT)) resource.listColumns = [...resource.listColumns, PUBLISH_AT]
}
