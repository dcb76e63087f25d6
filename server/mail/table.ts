/** The mail outbox (mailer.ts): every mail is stored before it is sent, and tried again while SMTP fails. */
import type { TableSpec } from '../db/table-spec'

export const mailTables: TableSpec[] = [
  {
    name: 'mail_outbox',
    withId: true,
    columns: [
      { name: 'to', type: 'text', notNull: true },
      { name: 'subject', type: 'text', notNull: true },
      { name: 'text', type: 'text', notNull: true },
      { name: 'html', type: 'text' },
      /** JSON object of extra headers (List-Unsubscribe, Reply-To). */
      { name: 'headers', type: 'text' },
      /** queued (no SMTP, or not tried yet), sent, failed (tried, will be tried again). */
      { name: 'status', type: 'text', notNull: true },
      { name: 'attempts', type: 'integer', notNull: true },
      { name: 'last_error', type: 'text' },
      { name: 'created_at', type: 'text', notNull: true },
      { name: 'sent_at', type: 'text' },
    ],
    indexes: [['status']],
  },
]
