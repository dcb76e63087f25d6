/**
 * Paths and queries of the named actions (server/resources/actions/), the inputs their handlers
 * read; their bodies and answers are documented in server/openapi/action-schemas.ts.
 */
import { LANGUAGES } from '../languages'
import { PageQuery, StringEnum, Type } from './schema'

/** A record, upload or order id as sent: the services answer a non-id themselves (404 or 403). */
export const RecordIdParams = Type.Object({ id: Type.String() })
/** A newsletter link's token as sent: an unknown one is answered like a wrong one. */
export const NewsletterTokenParams = Type.Object({ token: Type.String() })

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export const SubscribersQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(StringEnum(SUBSCRIBER_STATUSES)),
  search: Type.Optional(Type.String()),
})

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const
export const OutboxQuery = Type.Object({ ...PageQuery.properties, status: Type.Optional(StringEnum(OUTBOX_STATUSES)) })

/** `?language=` or `?lang=`: one language only; anything else, every language. */
export const EventLanguageQuery = Type.Object({ language: Type.Optional(StringEnum(LANGUAGES)), lang: Type.Optional(StringEnum(LANGUAGES)) })
