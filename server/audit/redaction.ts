/**
 * An entry shows its record's contents (its title and values) only to staff who may read that type:
 * the audit scope alone must not open what the office scopes (clients, orders, inquiries) or the
 * users scope protect. Who did what and when stays visible; the values become null.
 *
 *   rows.map(redactFor(request.account.scope))
 */
import { grantsScope, SCOPES } from '../../shared/roles'
import type { AuditEntry } from './entries'

export function redactFor(held: readonly string[]): (entry: AuditEntry) => AuditEntry {
  return (entry) => {
    if (!entry.resource || !SCOPES.includes(entry.resource) || grantsScope(held, entry.resource)) return entry
    return { ...entry, record_title: null, data: null }
  }
}
