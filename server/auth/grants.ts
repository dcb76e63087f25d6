/**
 * The rules of the staff team (issue 12, point 2), in one place for the API and the command line:
 *   - nobody grants a scope they do not hold ('*' only from '*');
 *   - nobody changes an account that holds scopes they do not hold (a manager of users cannot
 *     deactivate the administrator above them);
 *   - the last active administrator (an active staff account holding '*') cannot be deactivated,
 *     demoted or deleted: every change that could do it runs in a transaction that checks, after
 *     the change, that one is left, and takes a lock first so two such changes cannot pass each
 *     other (PostgreSQL: an advisory lock; SQLite: one writer at a time anyway).
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import { ALL, mayGrant, unknownScopes } from '../../shared/roles'
import type { Database } from '../db/connect'
import { ApiError } from '../http/errors'
import type { Account } from './accounts'

/** Any number: the advisory lock of changes to administrators. */
const ADMINISTRATORS_LOCK = 7_310_412

/** A scope list from a request: a list, JSON text or comma-separated text; null when it is none. */
export function readScopeList(raw: unknown): string[] | null {
  let list: unknown = raw
  if (typeof raw === 'string') {
    const text = raw.trim()
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text)
      } catch {
        return null
      }
    } else list = text.split(',')
  }
  if (!Array.isArray(list) || list.length > 100 || !list.every((s) => typeof s === 'string')) return null
  return [...new Set(list.map((s: string) => s.trim()).filter(Boolean))]
}

export function scopeProblems(list: readonly string[]): string[] {
  return unknownScopes(list)
}

/** 403 unless `actor` holds every scope in `wanted`. */
export function assertMayGrant(actor: Account, wanted: readonly string[]): void {
  if (!mayGrant(actor.scope, wanted)) {
    const missing = wanted.filter((scope) => !mayGrant(actor.scope, [scope]))
    throw new ApiError(403, { key: 'scopeNotHeld', params: { value: missing.join(', ') } })
  }
}

/** 403 unless `actor` holds every scope the target holds. */
export function assertOutranks(actor: Account, target: { scope: readonly string[] }): void {
  if (!mayGrant(actor.scope, target.scope)) throw new ApiError(403, { key: 'outranked' })
}

async function countAdministrators(db: Kysely<any>): Promise<number> {
  const [{ count }] = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('is_staff', '=', 1)
    .where('is_active', '=', 1)
    .where('scope', 'like', `%"${ALL}"%`)
    .execute()
  return Number(count)
}

/**
 * Runs `change` in a transaction and keeps it only if an active administrator is left; else
 * throws the `lastAdministrator` answer (409) and nothing changed.
 */
export async function keepingAnAdministrator<T>(database: Database, change: (trx: Transaction<any>) => Promise<T>): Promise<T> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${ADMINISTRATORS_LOCK})`.execute(trx)
    const hadOne = (await countAdministrators(trx)) > 0
    const result = await change(trx)
    // A database without any administrator (made before roles) is not held to it.
    if (hadOne && (await countAdministrators(trx)) === 0) throw new ApiError(409, { key: 'lastAdministrator' })
    return result
  })
}
