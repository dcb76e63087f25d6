/**
 * server/db/list-plans.ts: a stream of one-off searches (a crawler's) does not push the plain
 * lists' plans, with their counts and anchors, out of the cache.
 */
import { describe, expect, it } from 'vitest'
import { ListPlans } from '../../server/db/list-plans'

describe('list plans', () => {
  it('keeps a plain list plan through 5,000 distinct searches', async () => {
    const plans = new ListPlans()
    const list = plans.get('news sl -date_made')
    list.count = Promise.resolve(100_000)
    for (let i = 0; i < 5000; i++) plans.get(`news sl search=word${i}`, true)
    expect(plans.get('news sl -date_made')).toBe(list)
    expect(await plans.get('news sl -date_made').count).toBe(100_000)
  })

  it('still bounds the plain lists and the searches, each on its own', () => {
    const plans = new ListPlans()
    const first = plans.get('list 0')
    for (let i = 1; i <= 1000; i++) plans.get(`list ${i}`)
    expect(plans.get('list 0')).not.toBe(first)
    const search = plans.get('search 0', true)
    for (let i = 1; i <= 1000; i++) plans.get(`search ${i}`, true)
    expect(plans.get('search 0', true)).not.toBe(search)
  })
})
