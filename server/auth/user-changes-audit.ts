/**
 * The audit entry of a changed account (auth/user-update.ts): `user_role` when what it may do
 * changed (scope, is_staff, is_active), else `user_update`. Old and new values are kept for
 * everything but the password, which is named as changed and nothing more.
 */
import { roleOf } from '../../shared/roles'
import type { UserRecord } from './users'
import type { AuditEntryInput } from '../audit/audit-log'

const GRANTS = ['scope', 'is_staff', 'is_active']

function scopeList(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

export function userChangeEntry(user: UserRecord, changes: Record<string, unknown>, changed: readonly string[]): AuditEntryInput {
  const from: Record<string, unknown> = Object.create(null)
  const to: Record<string, unknown> = Object.create(null)
  for (const name of changed) {
    if (name === 'password') continue
    const before = user[name as keyof UserRecord]
    const after = name === 'scope' ? scopeList(changes.scope) : name === 'is_staff' || name === 'is_active' ? Boolean(changes[name]) : changes[name]
    from[name] = before ?? null
    to[name] = after ?? null
  }
  if (Object.hasOwn(to, 'scope')) {
    from.role = user.role
    to.role = roleOf(to.scope as string[])
  }
  return {
    action: changed.some((name) => GRANTS.includes(name)) ? 'user_role' : 'user_update',
    resource: 'users',
    recordId: user.id,
    recordTitle: user.username,
    changedFields: changed,
    data: { from, to },
  }
}
