/** The audit log's routes in the OpenAPI document (the feature's index.ts brings them to ACTION_SCHEMAS), from shared/wire/audit.ts. */
import { AuditActor, AuditEntry, AuditEntryParams, AuditFilterQuery, AuditListQuery } from '../../shared/wire/audit'
import { Page, Type } from '../../shared/wire/schema'
import type { JsonSchema } from '../openapi/schemas'

export const AUDIT_SCHEMAS: Record<string, JsonSchema> = {
  'GET audit-log/': { querystring: AuditListQuery, response: { 200: Page(AuditEntry) } },
  'GET audit-log/export/': {
    querystring: AuditFilterQuery,
    produces: ['text/csv'],
    response: { 200: { type: 'string', description: 'CSV, UTF-8 with BOM; X-Export-Truncated: true when more entries matched than the limit' } },
  },
  'GET audit-log/actors/': { response: { 200: Type.Array(AuditActor) } },
  'GET audit-log/:id/': { params: AuditEntryParams, response: { 200: AuditEntry } },
}
