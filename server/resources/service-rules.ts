/**
 * Rules a type's writes follow wherever they come from (a route, a named action, a seeder):
 * each ResourceService applies its type's entry when it is made. The core's: orders and their lines
 * (prices and totals computed by the server, rules/order-totals.ts); a feature brings its own as its
 * `serviceRules` (server/feature.ts: the redirects' checks), added by app.ts before any service is made.
 */
import { addOnce } from '../lib/add-once'
import { orderServiceRules } from './rules/order-totals'
import type { ServiceRules } from './service-hooks'

/** Null-prototype: a type named `constructor` finds no rule. */
export const SERVICE_RULES: ServiceRules = Object.assign(Object.create(null), orderServiceRules)

/** Adds a feature's rules; the same rules again change nothing, another type's rules twice is a mistake. */
export function addServiceRules(rules: ServiceRules) {
  addOnce(SERVICE_RULES, rules, (name) => `Service rules of '${name}'`)
}
