/** Newsletter subscriptions with their proof of consent (subscriptions.ts); the calls are named actions of the declared type. */
import type { ServerFeature } from '../feature'
import { newsletterTables } from './table'

export const newsletter: ServerFeature = { name: 'newsletter', tables: newsletterTables }
