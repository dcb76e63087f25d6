/**
 * The names an account signs in with: its user name and its e-mail address (accounts.ts
 * authenticate() takes either). Each names one account only, whatever the case (issue 24 point 5):
 * a visitor who renamed themselves to another account's address (or to `Admin` beside `admin`)
 * would have that account's e-mail sign-in check the visitor's password.
 *
 * The database holds it: `account_names` has one row per name an account holds (its user name and
 * its e-mail, folded to lower case in JavaScript, so č and Č fold alike on SQLite and PostgreSQL),
 * and the name is its primary key. Two saves racing for one name cannot both commit: the loser's
 * transaction fails on the key and is answered 400 on the field, never 500.
 *
 *   await checkSignInNames(db, { userId, username, email }, errors)   // the friendly 400 first
 *   await claimSignInNames(trx, userId, username, email)              // in the transaction that writes them
 *
 * Besides, a user name that is an e-mail address must be the account's own: else a visitor could
 * take an address nobody registered yet, and its owner could never sign up with it.
 *
 * Accounts stored before this table existed are entered at start-up (fillSignInNames); where two
 * of them already share a name, the older account keeps it and start-up names both in a warning
 * (it does not fail: staff rename one of them on the team screen, which then checks as above).
 */
import type { Kysely } from 'kysely'
import type { ErrorCollector } from '../http/errors'
import { ApiError } from '../http/errors'
import type { TableSpec } from '../db/table-spec'

export const signInNameTables: TableSpec[] = [
  {
    name: 'account_names',
    withId: false,
    columns: [
      { name: 'name', type: 'text', notNull: true, unique: true },
      { name: 'user_id', type: 'integer', notNull: true, references: { table: 'users', onDelete: 'cascade' } },
    ],
    indexes: [['user_id']],
  },
]

/** The form two names are the same in: Unicode-normalised, lower case. */
export const nameKey = (name: string) => name.normalize('NFKC').toLowerCase()

/** The distinct names an account with this user name and e-mail signs in with. */
export function namesOf(username: string, email: string | null | undefined): string[] {
  return [...new Set([username, email].filter((name): name is string => Boolean(name)).map(nameKey))]
}

interface Wanted {
  /** The account the names are for; null for one not made yet. */
  userId: number | null
  username: string
  email: string | null
}

/**
 * Adds to `errors` what keeps these names from this account: a name another account holds (on the
 * field that asks for it), a user name that is an e-mail address but not the account's own.
 */
export async function checkSignInNames(db: Kysely<any>, wanted: Wanted, errors: ErrorCollector): Promise<void> {
  const usernameKey = nameKey(wanted.username)
  if (usernameKey.includes('@') && usernameKey !== nameKey(wanted.email ?? '')) errors.add('username', 'usernameIsAnotherAddress')
  const holders = await heldByOthers(db, wanted)
  if (holders.has(usernameKey)) errors.add('username', 'usernameTaken')
  if (wanted.email && holders.has(nameKey(wanted.email)) && nameKey(wanted.email) !== usernameKey) errors.add('email', 'emailTaken')
}

/** The names of `wanted` that another account holds (in the table, or in `users` for rows not entered yet). */
async function heldByOthers(db: Kysely<any>, wanted: Wanted): Promise<Set<string>> {
  const names = namesOf(wanted.username, wanted.email)
  const rows = await db.selectFrom('account_names').select(['name', 'user_id']).where('name', 'in', names).execute()
  return new Set(rows.filter((row) => Number(row.user_id) !== wanted.userId).map((row) => String(row.name)))
}

/**
 * Makes the account's names `username` and `email` (run in the transaction that stores them).
 * Throws the 400 of checkSignInNames when another account holds one, also when it took it a moment
 * ago (the key refuses the second of two racing saves).
 */
export async function claimSignInNames(db: Kysely<any>, userId: number, username: string, email: string | null): Promise<void> {
  await db.deleteFrom('account_names').where('user_id', '=', userId).execute()
  for (const name of namesOf(username, email)) {
    try {
      await db.insertInto('account_names').values({ name, user_id: userId }).execute()
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      throw nameTaken(name === nameKey(username) ? 'username' : 'email')
    }
  }
}

/** The 400 of a name another account holds. */
export const nameTaken = (field: 'username' | 'email') =>
  new ApiError(400, undefined, { [field]: [{ key: field === 'username' ? 'usernameTaken' : 'emailTaken' }] })

/** A unique key refused the write (SQLite or PostgreSQL). */
export const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/**
 * Enters the names of accounts that have none yet (at start-up: accounts from before this table,
 * or made by tools that wrote `users` directly). Answers the accounts whose name another account
 * already held: left as they are, to be renamed by staff.
 */
export async function fillSignInNames(db: Kysely<any>): Promise<{ id: number; username: string; name: string; heldBy: number }[]> {
  const held = new Map<string, number>()
  for (const row of await db.selectFrom('account_names').select(['name', 'user_id']).execute()) held.set(String(row.name), Number(row.user_id))
  const collisions: { id: number; username: string; name: string; heldBy: number }[] = []
  const users = await db.selectFrom('users').select(['id', 'username', 'email']).orderBy('id').execute()
  for (const user of users) {
    const id = Number(user.id)
    for (const name of namesOf(String(user.username), user.email === null ? null : String(user.email))) {
      const holder = held.get(name)
      if (holder === id) continue
      if (holder !== undefined) {
        collisions.push({ id, username: String(user.username), name, heldBy: holder })
        continue
      }
      // (another instance starting at the same moment may enter it first: the same row, or its collision next time)
      await db
        .insertInto('account_names')
        .values({ name, user_id: id })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute()
      held.set(name, id)
    }
  }
  return collisions
}
