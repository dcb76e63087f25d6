/**
 * The SQL side of shared/resources/schedule.ts: rows of `table` whose publish and unpublish
 * times let them be public at the database's clock (`database.now`, the app's clock).
 */
import type { ExpressionBuilder } from 'kysely'
import { wallClock } from '../../shared/event-status'
import { PUBLISH_AT, UNPUBLISH_AT } from '../../shared/resources/schedule'
import type { Database } from '../db/connect'

/** The clock value withinScheduleAt compares with (a list binds it: server/db/query-shapes.ts). */
export function nowAt(database: Pick<Database, 'now'>): string {
  return wallClock(database.now?.() ?? new Date())
}

export function withinScheduleAt(table: string, database: Pick<Database, 'now'>, now: string = nowAt(database)) {
  return (eb: ExpressionBuilder<any, any>) =>
    eb.and([
      eb.or([eb(`${table}.${PUBLISH_AT}`, 'is', null), eb(`${table}.${PUBLISH_AT}`, '<=', now)]),
      eb.or([eb(`${table}.${UNPUBLISH_AT}`, 'is', null), eb(`${table}.${UNPUBLISH_AT}`, '>', now)]),
    ])
}
