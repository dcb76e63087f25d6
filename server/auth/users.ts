/**
 * Reading and editing user accounts for accounts/users/: the list (search, ordering, pages)
 * and the checked update of one account. Passwords and tokens never leave this file.
 */
import type { Database } from '../db/connect'
import type { ErrorCollector } from '../http/errors'
import { parseBoolean } from '../resources/field-values'
import { USER_ORDERING, type User } from '../../shared/wire/account'
import { toAccount } from './accounts'

export type UserRecord = User

export { USER_ORDERING }
const SEARCHED = ['username', 'email', 'first_name', 'last_name'] as const
const COLUMNS = [
  'id',
  'username',
  'email',
  'first_name',
  'last_name',
  'is_staff',
  'is_active',
  'scope',
  'date_joined',
  'last_login',
  'must_change_password',
] as const

export function toUserRecord(row: Record<string, any>): UserRecord {
  return { ...toAccount(row), date_joined: row.date_joined, last_login: row.last_login ?? null }
}

export async function listUsers(
  database: Database,
  options: { search?: string; ordering?: string; isStaff?: string; isActive?: string; page: number; pageSize: number; errors: ErrorCollector },
): Promise<{ count: number; rows: UserRecord[] }> {
  let query = database.db.selectFrom('users')
  for (const [column, raw] of [
    ['is_staff', options.isStaff],
    ['is_active', options.isActive],
  ] as const) {
    if (raw === undefined || raw === '') continue
    const value = parseBoolean(raw)
    if (value === null) options.errors.add(column, 'invalidBoolean')
    else query = query.where(column, '=', value ? 1 : 0)
  }
  for (const word of (options.search ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = `%${word.toLowerCase()}%`
    query = query.where((eb) => eb.or(SEARCHED.map((column) => eb(eb.fn('lower', [column]), 'like', pattern))))
  }
  const ordering = (options.ordering || 'username')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  for (const part of ordering) {
    const column = part.replace(/^-/, '')
    if (!(USER_ORDERING as readonly string[]).includes(column)) {
      options.errors.add('ordering', 'invalidOrdering', { value: part, allowed: USER_ORDERING.join(', ') })
    }
  }
  options.errors.throwIfAny()
  const [{ count }] = await query.select((eb) => eb.fn.countAll().as('count')).execute()
  let ordered = query.select([...COLUMNS])
  for (const part of ordering) ordered = ordered.orderBy(part.replace(/^-/, ''), part.startsWith('-') ? 'desc' : 'asc')
  const rows = await ordered
    .orderBy('id')
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .execute()
  return { count: Number(count), rows: rows.map(toUserRecord) }
}

export async function findUser(database: Database, id: string | number): Promise<UserRecord | undefined> {
  if (!/^\d{1,9}$/.test(String(id))) return undefined
  const row = await database.db
    .selectFrom('users')
    .select([...COLUMNS])
    .where('id', '=', Number(id))
    .executeTakeFirst()
  return row ? toUserRecord(row) : undefined
}
