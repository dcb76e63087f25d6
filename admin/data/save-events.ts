/**
 * What the edit screens learn from the data provider about saves (issue 13.6):
 * - a save answered 409 (the record changed meanwhile): the conflict dialog opens with the
 *   server's current record (features/concurrency/ConflictDialog.tsx);
 * - a save stored: the unsaved edits kept for that form are dropped (app/drafts.ts).
 *
 *   const stop = onSaveEvent((event) => ...)
 */
export interface Conflict {
  resource: string
  id: string
  /** The record as the server has it now (the 409's `current`). */
  current: Record<string, unknown>
  /** Its version: the If-Match of a knowing overwrite. */
  version: string
  changedBy: string | null
  changedAt: string
}

export type SaveEvent = { kind: 'conflict'; conflict: Conflict } | { kind: 'saved'; resource: string; id: string | null }

const listeners = new Set<(event: SaveEvent) => void>()

export function onSaveEvent(listener: (event: SaveEvent) => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function announceSave(event: SaveEvent): void {
  for (const listener of listeners) listener(event)
}

/** The conflict a 409 answer describes, or null for any other failure. */
export function conflictOf(resource: string, id: unknown, error: unknown): Conflict | null {
  const { status, body } = (error ?? {}) as { status?: number; body?: Record<string, any> }
  if (status !== 409 || !body || typeof body.current !== 'object' || body.current === null) return null
  return {
    resource,
    id: String(id),
    current: body.current,
    version: String(body.current_version ?? ''),
    changedBy: typeof body.changed_by?.name === 'string' ? body.changed_by.name : null,
    changedAt: String(body.changed_at ?? body.current_version ?? ''),
  }
}

/** The If-Match of an update: an explicit version (a knowing overwrite), else the version the form was loaded with. */
export function versionHeaders(params: { previousData?: Record<string, unknown>; meta?: { ifMatch?: string } }): Record<string, string> {
  const version = params.meta?.ifMatch ?? params.previousData?.updated_at
  return typeof version === 'string' && version ? { 'If-Match': `"${version}"` } : {}
}
