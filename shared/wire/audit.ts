/**
 * The audit log's wire shapes (server/audit/routes.ts; the back office's audit screens read them
 * through react-admin's records):
 *
 *   GET audit-log/?actor=&action=&resource=&record_id=&from=&to=   Page<AuditEntry>
 *   GET audit-log/export/?(the same filters)                        CSV
 *   GET audit-log/actors/                                           AuditActor[]
 *   GET audit-log/{id}/                                             AuditEntry
 */
import { AUDIT_ACTIONS } from '../audit-actions'
import { Nullable, PageQuery, PathId, StringEnum, Type, type Static } from './schema'

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  actor_id: Nullable(Type.Integer(), { description: 'null: the system or an anonymous caller' }),
  actor_name: Type.String({ description: "the account's name at the time, system or anonymous" }),
  ip: Nullable(Type.String()),
  action: StringEnum(AUDIT_ACTIONS),
  resource: Nullable(Type.String()),
  record_id: Nullable(Type.String()),
  record_title: Nullable(Type.String()),
  changed_fields: Type.Array(Type.String()),
  data: Type.Unsafe<Record<string, unknown> | null>({
    type: 'object',
    nullable: true,
    description: 'from/to of the changed fields, the created or deleted record, the username tried',
  }),
})
export type AuditEntry = Static<typeof AuditEntry>

export const AuditActor = Type.Object({ id: Type.Integer(), name: Type.String() })
export type AuditActor = Static<typeof AuditActor>

/** The filters, values as sent (server/audit/filters.ts answers a bad one with a DRF field error). */
export const AuditFilterQuery = Type.Object({
  actor: Type.Optional(Type.Integer({ description: "the acting account's id" })),
  action: Type.Optional(StringEnum(AUDIT_ACTIONS)),
  resource: Type.Optional(Type.String({ description: "a content type's name, users or sessions" })),
  record_id: Type.Optional(Type.String()),
  from: Type.Optional(
    Type.String({
      description:
        'a day in Ljubljana (2025-09-13, 13.09.2025), a time with a zone (2025-09-13T08:00:00Z) or a local time in Ljubljana (2025-09-13T10:00): entries at or after it',
    }),
  ),
  to: Type.Optional(Type.String({ description: 'as from (a day: that whole day in Ljubljana): entries at or before it' })),
})
export const AuditListQuery = Type.Object({ ...PageQuery.properties, ...AuditFilterQuery.properties })
export const AuditEntryParams = Type.Object({ id: PathId })
