/**
 * Sign-ins that end. Each login starts a session (a "device" its owner can see and end) with:
 *   - an access token (40 hex, `Authorization: Token <key>`), short-lived (SESSION_ACCESS_MINUTES);
 *   - a refresh token (64 hex, stored by clients under the spec's `_refresh_token.` prefix), which
 *     is exchanged once for a new pair (rotation). A refresh token used a second time means two
 *     parties hold it (a copy was stolen): the whole session (the token "family") ends at once.
 * The session ends when it was not refreshed for SESSION_IDLE_DAYS (idle lifetime) or at
 * SESSION_MAX_DAYS after the login (absolute lifetime), whichever comes first; no access token
 * outlives it. Only SHA-256 digests of the keys are stored.
 *
 *   const pair = await sessions.start(account.id, { userAgent, ip })   // {token, refresh_token, expires_in, ...}
 *   const next = await sessions.refresh(pair.refresh_token, client)    // a new pair, or 'invalid' / 'reused'
 */
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/connect'
import type { Session } from '../../shared/wire/account'

export interface SessionLifetimes {
  accessMs: number
  idleMs: number
  maxMs: number
}

export interface IssuedTokens {
  token: string
  refresh_token: string
  /** Seconds the access token is valid. */
  expires_in: number
  /** Seconds the refresh token is valid, unless used before. */
  refresh_expires_in: number
}

export interface Client {
  userAgent?: string
  ip?: string
}

/** A live sign-in as GET accounts/sessions/ lists it, without `current` (which the asking request decides). */
export type SessionInfo = Omit<Session, 'current'>

export const ACCESS_TOKEN = /^[0-9a-f]{40}$/
export const REFRESH_TOKEN = /^[0-9a-f]{64}$/

export const digest = (key: string) => crypto.createHash('sha256').update(key).digest('hex')
const iso = (ms: number) => new Date(ms).toISOString()
const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000))

/**
 * How long after an exchange the same client may ask again with its retry key (a lost answer): the next page may make
 * its first call only when the visitor clicks on, minutes later. A copy replayed with the key needs both secrets from
 * the client's storage, caught while an answer was lost.
 */
export const RETRY_WINDOW_MS = 10 * 60_000
/** The retry key a client sends with a refresh token: 64 hex, random, its own. */
export const RETRY_KEY = /^[0-9a-f]{64}$/

export class Sessions {
  constructor(
    private readonly database: Database,
    private readonly lifetimes: SessionLifetimes,
  ) {}

  private get db() {
    return this.database.db
  }

  /** A new session for the account, with its first pair of tokens. */
  async start(userId: number, client: Client = {}): Promise<IssuedTokens> {
    const now = Date.now()
    await this.purgeEnded(now)
    const expires = now + this.lifetimes.maxMs
    const session = await this.db
      .insertInto('auth_sessions')
      .values({
        user_id: userId,
        created_at: iso(now),
        last_used_at: iso(now),
        idle_expires_at: iso(Math.min(now + this.lifetimes.idleMs, expires)),
        expires_at: iso(expires),
        user_agent: client.userAgent?.slice(0, 300) ?? null,
        ip: client.ip?.slice(0, 64) ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await this.db
      .updateTable('users')
      .set({ last_login: iso(now) })
      .where('id', '=', userId)
      .execute()
    return this.issue(this.db, Number(session.id), now, Math.min(now + this.lifetimes.idleMs, expires), expires)
  }

  /**
   * Exchanges a refresh token for a new pair. 'reused': it had been exchanged before, so the
   * session is ended; 'invalid': unknown, or its session ended or expired.
   *
   * `retryKey`: a random key the client keeps beside the refresh token while the exchange is under
   * way. A page that navigates away throws the answer away, and the next page can only send the
   * same, now used, token: with the same key, within RETRY_WINDOW_MS, while no newer token of the
   * sign-in was used, that is the same client asking again, and it gets a new pair (the unused one
   * it never received stops working). A copy replayed without the key is a reuse, as before.
   */
  async refresh(key: string, client: Client = {}, retryKey?: string): Promise<IssuedTokens | 'invalid' | 'reused'> {
    if (!REFRESH_TOKEN.test(key)) return 'invalid'
    const now = Date.now()
    const retryHash = retryKey ? digest(retryKey) : null
    const row = await this.db
      .selectFrom('refresh_tokens')
      .innerJoin('auth_sessions', 'auth_sessions.id', 'refresh_tokens.session_id')
      .innerJoin('users', 'users.id', 'auth_sessions.user_id')
      .select([
        'refresh_tokens.id as token_id',
        'refresh_tokens.used_at',
        'refresh_tokens.retry_hash',
        'auth_sessions.id as session_id',
        'auth_sessions.idle_expires_at',
        'auth_sessions.expires_at',
        'users.is_active',
      ])
      .where('refresh_tokens.token_hash', '=', digest(key))
      .executeTakeFirst()
    if (!row) return 'invalid'
    const sessionId = Number(row.session_id)
    const live = row.idle_expires_at > iso(now) && row.expires_at > iso(now) && Boolean(Number(row.is_active))
    if (row.used_at) {
      if (live && retryHash && row.retry_hash === retryHash && (await this.unansweredExchange(row, now))) {
        return this.renew(sessionId, Date.parse(row.expires_at), now, client, 'drop the unused successor')
      }
      await this.end(sessionId)
      return 'reused'
    }
    if (!live) {
      await this.end(sessionId)
      return 'invalid'
    }
    // Claimed in one statement: of two requests racing with the same token, one wins and the other is a reuse.
    const claimed = await this.db
      .updateTable('refresh_tokens')
      .set({ used_at: iso(now), retry_hash: retryHash })
      .where('id', '=', row.token_id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) {
      // the same client's retry (same key) claimed it first: this request's answer goes nowhere, the sign-in lives
      if (retryHash && (await this.claimedWith(row.token_id, retryHash))) return 'invalid'
      await this.end(sessionId)
      return 'reused'
    }
    return this.renew(sessionId, Date.parse(row.expires_at), now, client)
  }

  /** A used token's exchange whose answer may have been lost: recent, and no token it led to was used since. */
  private async unansweredExchange(row: { token_id: unknown; used_at: string; session_id: unknown }, now: number): Promise<boolean> {
    if (now - Date.parse(row.used_at) > RETRY_WINDOW_MS) return false
    const usedSince = await this.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('session_id', '=', row.session_id as number)
      .where('id', '!=', row.token_id as number)
      .where('created_at', '>=', row.used_at)
      .where('used_at', 'is not', null)
      .executeTakeFirst()
    return !usedSince
  }

  private async claimedWith(tokenId: unknown, retryHash: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('retry_hash')
      .where('id', '=', tokenId as number)
      .executeTakeFirst()
    return row?.retry_hash === retryHash
  }

  /** The session's next pair; the pair it replaces (and, on a retry, the refresh token never received) stops working. */
  private renew(sessionId: number, expires: number, now: number, client: Client, unused?: 'drop the unused successor') {
    const idle = Math.min(now + this.lifetimes.idleMs, expires)
    return this.database.db.transaction().execute(async (trx) => {
      const kept = await trx
        .updateTable('auth_sessions')
        .set({ last_used_at: iso(now), idle_expires_at: iso(idle), user_agent: client.userAgent?.slice(0, 300) ?? null, ip: client.ip?.slice(0, 64) ?? null })
        .where('id', '=', sessionId)
        .executeTakeFirst()
      // A racing reuse of the same token ended the sign-in first: there is nothing to renew.
      if (Number(kept.numUpdatedRows) !== 1) return 'reused' as const
      // The pair it replaces stops working: one live access token per session.
      await trx.deleteFrom('auth_tokens').where('session_id', '=', sessionId).execute()
      if (unused) await trx.deleteFrom('refresh_tokens').where('session_id', '=', sessionId).where('used_at', 'is', null).execute()
      return this.issue(trx, sessionId, now, idle, expires)
    })
  }

  private async issue(db: Kysely<any>, sessionId: number, now: number, idleExpires: number, expires: number): Promise<IssuedTokens> {
    const token = crypto.randomBytes(20).toString('hex')
    const refresh = crypto.randomBytes(32).toString('hex')
    const session = await db.selectFrom('auth_sessions').select('user_id').where('id', '=', sessionId).executeTakeFirstOrThrow()
    const accessExpires = Math.min(now + this.lifetimes.accessMs, expires)
    await db
      .insertInto('auth_tokens')
      .values({ key_hash: digest(token), user_id: session.user_id, created_at: iso(now), session_id: sessionId, expires_at: iso(accessExpires) })
      .execute()
    await db
      .insertInto('refresh_tokens')
      .values({ token_hash: digest(refresh), session_id: sessionId, created_at: iso(now) })
      .execute()
    return { token, refresh_token: refresh, expires_in: seconds(accessExpires - now), refresh_expires_in: seconds(idleExpires - now) }
  }

  /** The account row and session of a live access token. Tokens from before sessions (no expiry) no longer work. */
  async forAccessToken(key: string): Promise<{ user: Record<string, any>; sessionId: number } | undefined> {
    const row = await this.db
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.id', 'auth_tokens.user_id')
      .selectAll('users')
      .select(['auth_tokens.session_id as token_session_id', 'auth_tokens.expires_at as token_expires_at'])
      .where('auth_tokens.key_hash', '=', digest(key))
      .where('auth_tokens.expires_at', '>', iso(Date.now()))
      .executeTakeFirst()
    if (!row || row.token_session_id === null) return undefined
    return { user: row, sessionId: Number(row.token_session_id) }
  }

  /** The session a refresh token belongs to (used or not), to end it at logout. */
  async sessionOfRefreshToken(key: string): Promise<number | undefined> {
    if (!REFRESH_TOKEN.test(key)) return undefined
    const row = await this.db.selectFrom('refresh_tokens').select('session_id').where('token_hash', '=', digest(key)).executeTakeFirst()
    return row ? Number(row.session_id) : undefined
  }

  /** Ends one session: its access and refresh tokens stop working. */
  async end(sessionId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      // The session's row first, as a refresh takes it: two such writers wait for each other instead of
      // each holding what the other needs (a deadlock on PostgreSQL, seen as a 500 under a racing reuse).
      await trx
        .updateTable('auth_sessions')
        .set({ idle_expires_at: iso(0) })
        .where('id', '=', sessionId)
        .execute()
      await trx.deleteFrom('auth_tokens').where('session_id', '=', sessionId).execute()
      await trx.deleteFrom('refresh_tokens').where('session_id', '=', sessionId).execute()
      await trx.deleteFrom('auth_sessions').where('id', '=', sessionId).execute()
    })
  }

  /** Ends every session of an account, except `keep` (the one that asked, when it changed the password). */
  async endAll(userId: number, keep?: number | null): Promise<void> {
    let query = this.db.selectFrom('auth_sessions').select('id').where('user_id', '=', userId)
    if (keep) query = query.where('id', '!=', keep)
    for (const row of await query.execute()) await this.end(Number(row.id))
    // Tokens issued before sessions existed have none: they go too.
    await this.db.deleteFrom('auth_tokens').where('user_id', '=', userId).where('session_id', 'is', null).execute()
  }

  /** The account's live sessions, most recently used first. */
  async list(userId: number): Promise<SessionInfo[]> {
    const now = iso(Date.now())
    const rows = await this.db
      .selectFrom('auth_sessions')
      .select(['id', 'created_at', 'last_used_at', 'idle_expires_at', 'expires_at', 'user_agent', 'ip'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .where('idle_expires_at', '>', now)
      .orderBy('last_used_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    return rows.map((row) => ({
      id: Number(row.id),
      created_at: row.created_at,
      last_used_at: row.last_used_at,
      // biome-ignore lint/complexity/useMathMinMax: ISO timestamps, compared as text
      expires_at: row.idle_expires_at < row.expires_at ? row.idle_expires_at : row.expires_at,
      user_agent: row.user_agent ?? null,
      ip: row.ip ?? null,
    }))
  }

  /** Sessions past either lifetime, and their tokens, are removed (on each login: no timer needed). */
  private async purgeEnded(now: number): Promise<void> {
    const ended = await this.db
      .selectFrom('auth_sessions')
      .select('id')
      .where((eb) => eb.or([eb('expires_at', '<=', iso(now)), eb('idle_expires_at', '<=', iso(now))]))
      .limit(200)
      .execute()
    for (const row of ended) await this.end(Number(row.id))
    await this.db
      .deleteFrom('auth_tokens')
      .where((eb) => eb.or([eb('expires_at', '<=', iso(now)), eb('expires_at', 'is', null)]))
      .execute()
  }
}
