/**
 * The rules of every write of a redirect, wherever it comes from (service-rules.ts attaches them):
 * both paths site-local (redirect-paths.ts), not to itself, no loop (following the table from the
 * new target never comes back to its own address) and no chain past MAX_HOPS, and at most
 * REDIRECTS_MAX redirects in all.
 */
import { REDIRECTS_MAX, redirects } from '../../shared/resources/redirects'
import type { ServiceHooks, ServiceRules } from '../resources/service-hooks'
import { redirectPathProblem } from './redirect-paths'

/** Redirects one address may pass through before it arrives. */
export const MAX_HOPS = 10

function redirectRules(service: ServiceHooks) {
  service.beforeWrite(async (write, current, errors, { db }) => {
    const from = String(write.columns.from_path ?? current?.from_path ?? '').trim()
    const to = String(write.columns.to_path ?? current?.to_path ?? '').trim()
    if (write.columns.from_path !== undefined) write.columns.from_path = from
    if (write.columns.to_path !== undefined) write.columns.to_path = to
    let valid = true
    for (const [field, value] of [
      ['from_path', from],
      ['to_path', to],
    ] as const) {
      const problem = redirectPathProblem(value)
      if (problem) {
        errors.add(field, problem)
        valid = false
      }
    }
    if (!valid) return
    if (from === to) return errors.add('to_path', 'redirectSelf')
    if (!current) {
      const { count } = await db
        .selectFrom(redirects.name)
        .select((eb) => eb.fn.countAll().as('count'))
        .executeTakeFirstOrThrow()
      if (Number(count) >= REDIRECTS_MAX) return errors.add('from_path', 'redirectsFull', { max: REDIRECTS_MAX })
    }
    // Follow the table from the new target: reaching this redirect's own address again is a loop.
    let at = to
    for (let hop = 0; ; hop++) {
      const next = await db.selectFrom(redirects.name).select('to_path').where('from_path', '=', at).executeTakeFirst()
      if (!next) return
      if (next.to_path === from) return errors.add('to_path', 'redirectLoop', { path: to })
      if (hop >= MAX_HOPS) return errors.add('to_path', 'redirectChainTooLong', { max: MAX_HOPS })
      at = String(next.to_path)
    }
  })
}

export const redirectServiceRules: ServiceRules = { [redirects.name]: redirectRules }
