/** Mail: the outbox every message goes through (mailer.ts), kept in a table so a failed send is tried again. */
import type { ServerFeature } from '../feature'
import { mailTables } from './table'

export const mail: ServerFeature = { name: 'mail', tables: mailTables }
