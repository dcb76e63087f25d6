/**
 * The newsletter's wire shapes (server/actions/newsletter.ts; the site's newsletter box and the
 * page its mailed links open, the back office's subscribers list):
 *
 *   POST common/newsletter/                       NewsletterSignup -> {detail}
 *   POST common/newsletter/confirm/               TokenRequest -> NewsletterConfirmed
 *   POST common/newsletter/unsubscribe/{token}/   NewsletterUnsubscribed
 *   GET  common/newsletter/subscribers/           SubscribersQuery -> Page<Subscriber>
 */
import { LANGUAGES } from '../languages'
import { Nullable, PageQuery, StringEnum, Type, type Static } from './schema'

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]

export const SubscribersQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(StringEnum(SUBSCRIBER_STATUSES)),
  search: Type.Optional(Type.String()),
})

/** Read against the declared sign-up form (server/newsletter), which gives its DRF messages. */
export const NewsletterSignup = Type.Object({ email: Type.String(), language: Type.Optional(StringEnum(LANGUAGES)) })

export const NewsletterConfirmed = Type.Object({ status: StringEnum(SUBSCRIBER_STATUSES), language: StringEnum(LANGUAGES) })
export type NewsletterConfirmed = Static<typeof NewsletterConfirmed>
export const NewsletterUnsubscribed = Type.Object({ status: StringEnum(SUBSCRIBER_STATUSES) })

/** A subscription with its proof of consent; its link token never leaves the server. */
export const Subscriber = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  language: StringEnum(LANGUAGES),
  status: StringEnum(SUBSCRIBER_STATUSES),
  consent_text: Type.String(),
  consent_ip: Nullable(Type.String()),
  consent_user_agent: Nullable(Type.String()),
  consented_at: Type.String(),
  confirmed_at: Nullable(Type.String()),
  unsubscribed_at: Nullable(Type.String()),
  created_at: Type.String(),
})
export type Subscriber = Static<typeof Subscriber>
