/**
 * The translation groups visitors may know of: only records the type shows publicly (its visibility
 * field true, within its publishing times), so the site's language switch never names an unpublished record. The site matches the
 * ids against the records it built, so a record hidden by its publishing times links nowhere either.
 */
import type { Resource } from '../../shared/resources/declaration'
import { isScheduled } from '../../shared/resources/schedule'
import { toColumnValue } from '../db/columns'
import type { Database } from '../db/connect'
import { withinScheduleAt } from '../resources/visible-now'
import { TRANSLATION_TABLE } from './table'

export async function publicGroups(database: Database, resource: Resource): Promise<number[][]> {
  let query = database.db
    .selectFrom(TRANSLATION_TABLE)
    .innerJoin(resource.name, `${resource.name}.id`, `${TRANSLATION_TABLE}.record_id`)
    .select([`${TRANSLATION_TABLE}.record_id as id`, `${TRANSLATION_TABLE}.group_id as group_id`])
    .where(`${TRANSLATION_TABLE}.resource`, '=', resource.name)
    .where(`${TRANSLATION_TABLE}.group_id`, 'is not', null)
  if (resource.visibility)
    query = query.where(`${resource.name}.${resource.visibility}`, '=', toColumnValue(resource.fields[resource.visibility], true, database.dialect))
  // Nor one whose publishing time is still ahead: its id and its link would be told before it goes live.
  if (isScheduled(resource)) query = query.where(withinScheduleAt(resource.name, database))
  const groups = new Map<number, number[]>()
  for (const row of await query.orderBy(`${TRANSLATION_TABLE}.record_id`).execute()) {
    const group = Number(row.group_id)
    groups.set(group, [...(groups.get(group) ?? []), Number(row.id)])
  }
  return [...groups.values()].filter((ids) => ids.length > 1)
}
