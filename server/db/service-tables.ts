/**
 * Tables of the services beside the content types: the mail outbox, newsletter subscriptions
 * (with their proof of consent), password reset tokens and resumable uploads.
 */
import { revisionTables } from '../history/table'
import { translationTables } from '../translations/table'
import type { TableSpec } from './table-spec'

export const serviceTables: TableSpec[] = [
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
  {
    name: 'password_resets',
    withId: true,
    columns: [
      /** SHA-256 of the one-time token sent by mail. */
      { name: 'token_hash', type: 'text', notNull: true, unique: true },
      { name: 'user_id', type: 'integer', notNull: true, references: { table: 'users', onDelete: 'cascade' } },
      { name: 'expires_at', type: 'text', notNull: true },
      { name: 'used_at', type: 'text' },
      { name: 'created_at', type: 'text', notNull: true },
    ],
    indexes: [['user_id']],
  },
  {
    name: 'uploads',
    withId: true,
    columns: [
      /** receiving, complete (checked, kept private in DATA_DIR/uploads), used (moved into media by a record). */
      { name: 'status', type: 'text', notNull: true },
      { name: 'filename', type: 'text' },
      { name: 'total', type: 'integer' },
      { name: 'received', type: 'integer', notNull: true },
      /** video, pdf or image, read from the content once complete, and the extension it is stored under. */
      { name: 'kind', type: 'text' },
      { name: 'extension', type: 'text' },
      /** Path under the media folder once a record used it. */
      { name: 'path', type: 'text' },
      { name: 'created_by', type: 'integer' },
      { name: 'created_at', type: 'text', notNull: true },
      { name: 'updated_at', type: 'text', notNull: true },
    ],
  },
  {
    /** One row: every publish and unpublish time up to `checked_until` was handled (server/publishing/scheduler.ts). */
    name: 'publishing_schedule',
    withId: true,
    columns: [{ name: 'checked_until', type: 'text', notNull: true }],
  },
  // Record history (server/history): every save's revision.
  ...revisionTables,
  // Translation links and when each translatable record's content changed (server/translations).
  ...translationTables,
]
