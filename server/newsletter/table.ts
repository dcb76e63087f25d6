/** Newsletter subscriptions (subscriptions.ts), with their proof of consent. */
import type { TableSpec } from '../db/table-spec'

export const newsletterTables: TableSpec[] = [
  {
    name: 'newsletter_subscriptions',
    withId: true,
    columns: [
      { name: 'email', type: 'text', notNull: true, unique: true },
      { name: 'language', type: 'text', notNull: true },
      /** pending (waiting for the confirmation link), confirmed, unsubscribed. */
      { name: 'status', type: 'text', notNull: true },
      /** Random; in the confirmation and unsubscribe links. */
      { name: 'token', type: 'text', notNull: true, unique: true },
      // Proof of consent: what was shown, when, from where.
      { name: 'consent_text', type: 'text', notNull: true },
      { name: 'consent_ip', type: 'text' },
      { name: 'consent_user_agent', type: 'text' },
      { name: 'consented_at', type: 'text', notNull: true },
      { name: 'confirmed_at', type: 'text' },
      { name: 'unsubscribed_at', type: 'text' },
      { name: 'created_at', type: 'text', notNull: true },
    ],
    indexes: [['status']],
  },
]
