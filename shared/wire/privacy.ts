/**
 * The privacy calls' wire shapes (server/privacy/routes.ts; the back office's privacy screen):
 *
 *   POST privacy/export/  PrivacyRequest -> PersonalExport (as a download)
 *   POST privacy/erase/   PrivacyRequest -> ErasedAnswer
 */
import { ADDRESS_MAX } from '../constants'
import { AnyObject, Dictionary, Type, type Static } from './schema'

/** What the body is read for (server/privacy/address.ts checks it, with DRF messages). */
export const PrivacyRequest = Type.Object({
  email: Type.String({ maxLength: ADDRESS_MAX, description: 'matched whatever its case; % and _ are plain characters' }),
})

/** Rows found (or removed) per store: accounts, sessions, orders, audit_log, ... */
export const StoreCounts = Dictionary(Type.Integer())
export type StoreCounts = Static<typeof StoreCounts>

export const PersonalExport = Type.Object({
  email: Type.String(),
  exported_at: Type.String({ format: 'date-time' }),
  stores: Dictionary(Type.Array(AnyObject())),
  truncated: Type.Array(Type.String(), { description: 'the stores cut short at their row limit' }),
})
export type PersonalExport = Static<typeof PersonalExport>

export const ErasedAnswer = Type.Object({ email: Type.String(), erased: StoreCounts })
export type ErasedAnswer = Static<typeof ErasedAnswer>
