/**
 * Preview tokens: each a row of `preview_links`, found by the SHA-256 of its token (the token itself
 * is shown once, to the editor who made it, and never stored). A row names one record of one type
 * (`record_id`, null for a record not saved yet) and may carry the form's unsaved values (`values`,
 * validated like a save). Shared links (`shared`) are listed per record and revoked by staff; the
 * back office's own previews are short-lived and never listed.
 *
 *   const { token } = await store.create({ resource: 'news', recordId: 5, values: null, shared: true, expiresAt })
 *   await store.byToken(token)   // the row, or undefined (unknown); the caller checks expiry and revocation
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '../db/connect'

const TABLE = 'preview_links'

/** 32 random bytes (256 bits) as 64 hex characters: the request log hides such runs (http/log-redaction.ts). */
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/

export interface PreviewLink {
  id: number
  resource: string
  record_id: number | null
  /** JSON of the validated unsaved values ({columns, links}), or null: the record as saved. */
  values: string | null
  shared: boolean
  expires_at: string
  revoked_at: string | null
  created_by: number | null
  created_at: string
}

export interface NewPreview {
  resource: string
  recordId: number | null
  values: string | null
  shared: boolean
  expiresAt: Date
  createdBy: number | null
}

export const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

export class PreviewStore {
  constructor(private readonly database: Database) {}

  /** The table, made on first start (no content declaration describes it). */
  async ensureTable(): Promise<void> {
    const { db, dialect } = this.database
    let table = db.schema.createTable(TABLE).ifNotExists()
    table =
      dialect === 'postgres' ? table.addColumn('id', 'serial', (c) => c.primaryKey()) : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    await table
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer')
      .addColumn('values', 'text')
      .addColumn('shared', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('created_by', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex(`${TABLE}_record`).ifNotExists().on(TABLE).columns(['resource', 'record_id']).execute()
  }

  async create(preview: NewPreview): Promise<{ token: string; link: PreviewLink }> {
    const token = randomBytes(32).toString('hex')
    const row = {
      token_hash: hashOf(token),
      resource: preview.resource,
      record_id: preview.recordId,
      values: preview.values,
      shared: preview.shared ? 1 : 0,
      expires_at: preview.expiresAt.toISOString(),
      revoked_at: null,
      created_by: preview.createdBy,
      created_at: new Date().toISOString(),
    }
    const inserted = await this.database.db.insertInto(TABLE).values(row).returning('id').executeTakeFirstOrThrow()
    return { token, link: decode({ ...row, id: inserted.id }) }
  }

  async byToken(token: string): Promise<PreviewLink | undefined> {
    const row = await this.database.db.selectFrom(TABLE).selectAll().where('token_hash', '=', hashOf(token)).executeTakeFirst()
    return row ? decode(row) : undefined
  }

  async byId(id: number): Promise<PreviewLink | undefined> {
    const row = await this.database.db.selectFrom(TABLE).selectAll().where('id', '=', id).executeTakeFirst()
    return row ? decode(row) : undefined
  }

  /** A record's shared links that still open (not revoked, not expired), newest first. */
  async liveLinks(resource: string, recordId: number, now = new Date()): Promise<PreviewLink[]> {
    const rows = await this.database.db
      .selectFrom(TABLE)
      .selectAll()
      .where('resource', '=', resource)
      .where('record_id', '=', recordId)
      .where('shared', '=', 1)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .orderBy('id', 'desc')
      .execute()
    return rows.map(decode)
  }

  async revoke(id: number, now = new Date()): Promise<void> {
    await this.database.db.updateTable(TABLE).set({ revoked_at: now.toISOString() }).where('id', '=', id).where('revoked_at', 'is', null).execute()
  }

  /** Unshared previews are worth nothing once expired: dropped when new ones are made. */
  async dropExpiredDrafts(now = new Date()): Promise<void> {
    await this.database.db.deleteFrom(TABLE).where('shared', '=', 0).where('expires_at', '<=', now.toISOString()).execute()
  }
}

function decode(row: Record<string, unknown>): PreviewLink {
  return {
    ...(row as unknown as PreviewLink),
    id: Number(row.id),
    record_id: row.record_id === null ? null : Number(row.record_id),
    shared: Number(row.shared) === 1,
  }
}
