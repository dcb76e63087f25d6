/**
 * The demo's records that are translations of each other, linked as such (server/translations), so
 * a fresh install's "Prevodi" screen lists no demo record as missing its translation and the site's
 * language switch leads from each to its counterpart. A seeder of a translatable type names each
 * item once per language and links them when done:
 *
 *   const pairs = new DemoTranslations(news)
 *   pairs.add(index, row.id)          // the Slovenian and the English record of item `index`
 *   await pairs.link(context)
 */
import type { Resource } from '../../shared/resources'
import type { AppContext } from '../context'
import { inTransaction } from '../resources/write-unit'
import { isTranslatable } from '../translations/declared'
import { linkRecords } from '../translations/link'

export class DemoTranslations {
  private readonly groups = new Map<string | number, number[]>()

  constructor(private readonly resource: Resource) {}

  /** Record `id` is item `key` in one language. */
  add(key: string | number, id: number) {
    this.groups.set(key, [...(this.groups.get(key) ?? []), id])
  }

  /** Links each item's records (the first one, the Slovenian, to each other). */
  async link(context: AppContext) {
    if (!isTranslatable(this.resource)) return
    await inTransaction(context, async (unit) => {
      for (const [first, ...others] of this.groups.values()) for (const other of others) await linkRecords(unit.db, this.resource, first, other)
    })
  }
}
