/**
 * Accounts, their passwords and reset keys. Sign-ins and their tokens are sessions.ts; a token
 * is 40 random hex characters (like DRF's authtoken), and only its SHA-256 is stored, so the
 * database alone cannot be used to log in.
 */
import crypto from 'node:crypto'
import { roleOf } from '../../shared/roles'
import { claimSignInNames, isUniqueViolation, nameTaken } from './sign-in-names'
import type { Database } from '../db/connect'
import { dummyHash, hashPassword, verifyPassword } from './passwords'
import { digest, Sessions, type Client, type SessionLifetimes } from './sessions'

/** The account as the guard and the routes see it: defined by the core's access guard (from shared/wire/account.ts). */
export type { Account } from '../http/access'
import type { Account } from '../http/access'

export interface NewAccount {
  username: string
  password: string
  is_staff: boolean
  scope?: string[]
  email?: string | null
  first_name?: string | null
  last_name?: string | null
  language?: string
  client_id?: number | null
  /** The password is an initial one someone else chose (team screen, CLI): its owner must change it first. */
  initialPassword?: boolean
}

const hashToken = digest

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
    role: Number(row.is_staff) ? roleOf(scope) : null,
    must_change_password: Boolean(Number(row.must_change_password ?? 0)),
  }
}

export class Accounts {
  readonly sessions: Sessions

  constructor(
    private readonly database: Database,
    lifetimes: SessionLifetimes,
  ) {
    this.sessions = new Sessions(database, lifetimes)
  }

  /** `password_hash` instead of `password`: already hashed (a confirmed sign-up), or '!' for no usable password (an invitation). */
  async create(user: NewAccount | (Omit<NewAccount, 'password'> & { password_hash: string })): Promise<Account> {
    const passwordHash = 'password_hash' in user ? user.password_hash : await hashPassword(user.password)
    // With its sign-in names, in one transaction: a name another account holds refuses both (sign-in-names.ts).
    const row = await this.database.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('users')
        .values({
          username: user.username,
          password_hash: passwordHash,
          email: user.email ?? null,
          first_name: user.first_name ?? null,
          last_name: user.last_name ?? null,
          is_staff: user.is_staff ? 1 : 0,
          is_active: 1,
          scope: JSON.stringify(user.is_staff ? (user.scope ?? ['*']) : []),
          date_joined: new Date().toISOString(),
          language: user.language ?? null,
          client_id: user.client_id ?? null,
          must_change_password: user.initialPassword ? 1 : 0,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch((error) => {
          // Two creations of one user name racing: the second is refused by the users table's own key.
          throw isUniqueViolation(error) ? nameTaken('username') : error
        })
      await claimSignInNames(trx, Number(row.id), row.username, row.email ?? null)
      return row
    })
    return toAccount(row)
  }

  async findByUsername(username: string): Promise<Account | undefined> {
    const row = await this.database.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst()
    return row ? toAccount(row) : undefined
  }

  async count(): Promise<number> {
    const [{ count }] = await this.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('count'))
      .execute()
    return Number(count)
  }

  /**
   * The account a sign-in name stands for: a user name, or an e-mail address that belongs to one
   * account only (visitors sign in with theirs). The login throttle counts per account with it.
   */
  async findLogin(login: string): Promise<Record<string, any> | undefined> {
    const rows = await this.database.db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb('username', '=', login), eb(eb.fn('lower', ['email']), '=', login.toLowerCase())]))
      .limit(10)
      .execute()
    const byEmail = rows.filter((r) => r.username !== login)
    return rows.find((r) => r.username === login) ?? (byEmail.length === 1 ? byEmail[0] : undefined)
  }

  /** The account for these credentials, or undefined. Takes as long for an unknown name as for a wrong password. */
  async authenticate(login: string, password: string): Promise<Account | undefined> {
    const row = await this.findLogin(login)
    const matches = await verifyPassword(password, row?.password_hash ?? dummyHash())
    return row && matches ? toAccount(row) : undefined
  }

  /** A new session for the account; its access token (tests and tools: a login answers the whole pair). */
  async issueToken(account: Pick<Account, 'id'>, client?: Client): Promise<string> {
    return (await this.sessions.start(account.id, client)).token
  }

  async accountForToken(key: string): Promise<{ account: Account; sessionId: number } | undefined> {
    const found = await this.sessions.forAccessToken(key)
    return found ? { account: toAccount(found.user), sessionId: found.sessionId } : undefined
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

  /** A password of the account's own choosing (own change, reset link): no longer an initial one. */
  async setPassword(id: number, password: string): Promise<void> {
    await this.database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password), must_change_password: 0 })
      .where('id', '=', id)
      .execute()
  }

  /** Ends every session of the account, except the session `keep`. */
  async revokeAllTokens(id: number, keep?: number | null): Promise<void> {
    await this.sessions.endAll(id, keep)
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
