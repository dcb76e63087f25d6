/**
 * Accounts and their tokens. A token is 40 random hex characters (like DRF's authtoken);
 * only its SHA-256 is stored, so the database alone cannot be used to log in.
 */
import crypto from 'node:crypto'
import type { Database } from '../db/connect'
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords'

export interface Account {
  id: number
  username: string
  email: string | null
  first_name: string | null
  last_name: string | null
  is_staff: boolean
  is_active: boolean
  scope: string[]
}

const hashToken = (key: string) => crypto.createHash('sha256').update(key).digest('hex')

export function toAccount(row: Record<string, any>): Account {
  let scope: string[] = []
  try {
    scope = JSON.parse(row.scope)
  } catch {
    scope = []
  }
  return {
    id: Number(row.id),
    username: row.username,
    email: row.email ?? null,
    first_name: row.first_name ?? null,
    last_name: row.last_name ?? null,
    is_staff: Boolean(Number(row.is_staff)),
    is_active: Boolean(Number(row.is_active)),
    scope,
  }
}

export class Accounts {
  constructor(private readonly database: Database) {}

  async create(user: { username: string; password: string; is_staff: boolean; scope?: string[]; email?: string }): Promise<Account> {
    const row = await this.database.db
      .insertInto('users')
      .values({
        username: user.username,
        password_hash: await hashPassword(user.password),
        email: user.email ?? null,
        is_staff: user.is_staff ? 1 : 0,
        is_active: 1,
        scope: JSON.stringify(user.scope ?? (user.is_staff ? ['*'] : [])),
        date_joined: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return toAccount(row)
  }

  async findByUsername(username: string): Promise<Account | undefined> {
    const row = await this.database.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst()
    return row ? toAccount(row) : undefined
  }

  async count(): Promise<number> {
    const [{ count }] = await this.database.db.selectFrom('users').select((eb) => eb.fn.countAll().as('count')).execute()
    return Number(count)
  }

  /** The account for these credentials, or undefined. Takes as long for an unknown name as for a wrong password. */
  async authenticate(username: string, password: string): Promise<Account | undefined> {
    const row = await this.database.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst()
    const matches = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH)
    return row && matches ? toAccount(row) : undefined
  }

  async issueToken(account: Account): Promise<string> {
    const key = crypto.randomBytes(20).toString('hex')
    const now = new Date().toISOString()
    await this.database.db.insertInto('auth_tokens').values({ key_hash: hashToken(key), user_id: account.id, created_at: now }).execute()
    await this.database.db.updateTable('users').set({ last_login: now }).where('id', '=', account.id).execute()
    return key
  }

  async accountForToken(key: string): Promise<Account | undefined> {
    const row = await this.database.db
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.id', 'auth_tokens.user_id')
      .selectAll('users')
      .where('auth_tokens.key_hash', '=', hashToken(key))
      .executeTakeFirst()
    return row ? toAccount(row) : undefined
  }

  async revokeToken(key: string): Promise<void> {
    await this.database.db.deleteFrom('auth_tokens').where('key_hash', '=', hashToken(key)).execute()
  }

  async findById(id: number): Promise<Account | undefined> {
    const row = await this.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? toAccount(row) : undefined
  }

  /** Whether `password` is this account's current password. */
  async checkPassword(id: number, password: string): Promise<boolean> {
    const row = await this.database.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst()
    return Boolean(row) && (await verifyPassword(password, row!.password_hash))
  }

  async setPassword(id: number, password: string): Promise<void> {
    await this.database.db.updateTable('users').set({ password_hash: await hashPassword(password) }).where('id', '=', id).execute()
  }

  /** Ends every session of the account, except the one whose key is `keep`. */
  async revokeAllTokens(id: number, keep?: string | null): Promise<void> {
    let query = this.database.db.deleteFrom('auth_tokens').where('user_id', '=', id)
    if (keep) query = query.where('key_hash', '!=', hashToken(keep))
    await query.execute()
  }

  /** A one-time password reset key for the account (only its SHA-256 is stored); earlier unused keys stop working. */
  async issueResetToken(id: number, ttlMs: number): Promise<string> {
    const key = crypto.randomBytes(32).toString('hex')
    const now = Date.now()
    await this.database.db.deleteFrom('password_resets').where('user_id', '=', id).where('used_at', 'is', null).execute()
    await this.database.db
      .insertInto('password_resets')
      .values({ token_hash: hashToken(key), user_id: id, expires_at: new Date(now + ttlMs).toISOString(), created_at: new Date(now).toISOString() })
      .execute()
    return key
  }

  /** Sets a new password with a reset key: true when the key was valid, unused and not expired. */
  async resetPassword(key: string, password: string): Promise<boolean> {
    const row = await this.database.db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', hashToken(key))
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (!row || row.expires_at <= new Date().toISOString()) return false
    const claimed = await this.database.db
      .updateTable('password_resets')
      .set({ used_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return false
    await this.setPassword(Number(row.user_id), password)
    await this.revokeAllTokens(Number(row.user_id))
    return true
  }
}
