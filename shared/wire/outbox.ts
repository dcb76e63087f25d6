/**
 * The mail outbox as staff read it (server/actions/mail.ts, server/mail/mailer.ts; the back
 * office's outbox screen):
 *
 *   GET mail/outbox/   OutboxQuery -> Page<OutboxMail>
 */
import { Nullable, PageQuery, StringEnum, Type, type Static } from './schema'

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

export const OutboxQuery = Type.Object({ ...PageQuery.properties, status: Type.Optional(StringEnum(OUTBOX_STATUSES)) })

export const OutboxMail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Nullable(Type.String()),
  status: StringEnum(OUTBOX_STATUSES),
  attempts: Type.Integer(),
  last_error: Nullable(Type.String()),
  created_at: Type.String(),
  sent_at: Nullable(Type.String()),
})
export type OutboxMail = Static<typeof OutboxMail>
