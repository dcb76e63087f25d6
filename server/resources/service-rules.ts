/**
 * Rules a type's writes follow wherever they come from (a route, a named action, a seeder):
 * each ResourceService applies its type's entry when it is made. Today: orders and their lines
 * (prices and totals computed by the server, rules/order-totals.ts). A type with such rules adds
 * one line here.
 */
import { redirectServiceRules } from '../redirects/redirect-rules'
import { orderServiceRules } from './rules/order-totals'
import type { ServiceRules } from './service-hooks'

export const SERVICE_RULES: ServiceRules = { ...orderServiceRules, ...redirectServiceRules }
