/**
 * Editing presence's wire shapes (server/concurrency/presence-routes.ts; the back office's
 * EditingPresence): PUT editing/{resource}/{id}/ (a heartbeat) and POST .../take-over/ answer Presence.
 */
import { PathId, Type, type Static } from './schema'

export const Editor = Type.Object({
  account_id: Type.Integer(),
  name: Type.String(),
  since: Type.String({ format: 'date-time' }),
  seen_at: Type.String({ format: 'date-time' }),
})
export type Editor = Static<typeof Editor>

export const Presence = Type.Object({
  editors: Type.Array(Editor, { description: 'the other staff with the record open (seen in the last expires_after_seconds)' }),
  taken_over: Type.Unsafe<{ by: string; at: string } | null>({
    ...Type.Object({ by: Type.String(), at: Type.String({ format: 'date-time' }) }),
    nullable: true,
    description: 'set when another editor took the record over from the caller',
  }),
  heartbeat_seconds: Type.Integer(),
  expires_after_seconds: Type.Integer(),
})
export type Presence = Static<typeof Presence>

/** Any text as the type (an unknown one is a 404 after the lookup); the id as DRF's <int:pk>. */
export const PresenceParams = Type.Object({ resource: Type.String(), id: PathId })
