/**
 * Tables of accounts, sign-ins and visitors' accounts. Every key a mail or a client holds is stored as its SHA-256 only.
 *
 *   users                  every account, staff or visitor
 *   auth_tokens            the short-lived access tokens of a sign-in
 *   password_resets        one-time password reset links sent by mail
 *   auth_sessions          one per sign-in (a "device"): lifetimes, last use, browser, address
 *   refresh_tokens         the refresh tokens of a sign-in; a used one stays, so that its reuse is
 *                          recognised and ends the whole sign-in (the "family")
 *   account_registrations  a visitor's sign-up waiting for its confirmation link (no account yet)
 *   email_changes          a new address waiting for the link sent to it
 *   account_orders         which orders were placed while signed in to which account
 */
import type { TableSpec } from '../db/table-spec'
import { signInNameTables } from './sign-in-names'

export const sessionTables: TableSpec[] = [
  {
    name: 'auth_sessions',
    withId: true,
    columns: [
      { name: 'user_id', type: 'integer', notNull: true, references: { table: 'users', onDelete: 'cascade' } },
      { name: 'created_at', type: 'text', notNull: true },
      { name: 'last_used_at', type: 'text', notNull: true },
      /** Idle lifetime: pushed on by each refresh, never past `expires_at`. */
      { name: 'idle_expires_at', type: 'text', notNull: true },
      /** Absolute lifetime: from the sign-in, never extended. */
      { name: 'expires_at', type: 'text', notNull: true },
      { name: 'user_agent', type: 'text' },
      { name: 'ip', type: 'text' },
    ],
    indexes: [['user_id'], ['expires_at']],
  },
  {
    name: 'refresh_tokens',
    withId: true,
    columns: [
      { name: 'token_hash', type: 'text', notNull: true, unique: true },
      { name: 'session_id', type: 'integer', notNull: true, references: { table: 'auth_sessions', onDelete: 'cascade' } },
      { name: 'created_at', type: 'text', notNull: true },
      /** Set when it was exchanged for a new pair: any later use is a reuse. */
      { name: 'used_at', type: 'text' },
      /** SHA-256 of the retry key the exchange came with: the same client asking again after a lost answer. */
      { name: 'retry_hash', type: 'text' },
    ],
    indexes: [['session_id']],
  },
]

export const accountTables: TableSpec[] = [
  {
    name: 'account_registrations',
    withId: true,
    columns: [
      { name: 'token_hash', type: 'text', notNull: true, unique: true },
      /** Lower case. */
      { name: 'email', type: 'text', notNull: true },
      { name: 'password_hash', type: 'text', notNull: true },
      { name: 'first_name', type: 'text' },
      { name: 'last_name', type: 'text' },
      { name: 'language', type: 'text', notNull: true },
      /** Wrong passwords given with the link; the sign-up is void past a few. */
      { name: 'attempts', type: 'integer', notNull: true },
      { name: 'expires_at', type: 'text', notNull: true },
      { name: 'created_at', type: 'text', notNull: true },
    ],
    indexes: [['email']],
  },
  {
    name: 'email_changes',
    withId: true,
    columns: [
      { name: 'token_hash', type: 'text', notNull: true, unique: true },
      { name: 'user_id', type: 'integer', notNull: true, references: { table: 'users', onDelete: 'cascade' } },
      { name: 'new_email', type: 'text', notNull: true },
      { name: 'expires_at', type: 'text', notNull: true },
      { name: 'created_at', type: 'text', notNull: true },
    ],
    indexes: [['user_id']],
  },
  {
    name: 'account_orders',
    withId: false,
    columns: [
      // No foreign key to orders: that table is made from its declaration after these. Order ids are never reused.
      { name: 'order_id', type: 'integer', notNull: true, unique: true },
      { name: 'user_id', type: 'integer', notNull: true, references: { table: 'users', onDelete: 'cascade' } },
      { name: 'created_at', type: 'text', notNull: true },
    ],
    indexes: [['user_id']],
  },
]

export const userTables: TableSpec[] = [
  {
    name: 'users',
    withId: true,
    columns: [
      { name: 'username', type: 'text', notNull: true, unique: true },
      { name: 'password_hash', type: 'text', notNull: true },
      { name: 'email', type: 'text' },
      { name: 'first_name', type: 'text' },
      { name: 'last_name', type: 'text' },
      { name: 'is_staff', type: 'integer', notNull: true },
      { name: 'is_active', type: 'integer', notNull: true },
      /** JSON array of permission scopes, e.g. ["news"]; staff with ["*"] may do everything. */
      { name: 'scope', type: 'text', notNull: true },
      { name: 'date_joined', type: 'text', notNull: true },
      { name: 'last_login', type: 'text' },
      /** A visitor's own client record (server/accounts): their details and the customer behind their orders. */
      { name: 'client_id', type: 'integer' },
      /** sl or en: the language of the mails the account gets. */
      { name: 'language', type: 'text' },
      /** 1 while an initial password given by someone else (team screen, CLI) is unchanged: server/auth/initial-password.ts. */
      { name: 'must_change_password', type: 'integer' },
    ],
  },
]

export const tokenTables: TableSpec[] = [
  {
    name: 'auth_tokens',
    withId: false,
    columns: [
      /** SHA-256 of the token: a stolen database does not hand out sessions. */
      { name: 'key_hash', type: 'text', notNull: true, unique: true },
      { name: 'user_id', type: 'integer', notNull: true, references: { table: 'users', onDelete: 'cascade' } },
      { name: 'created_at', type: 'text', notNull: true },
      /** The sign-in (auth_sessions) it belongs to, and when it stops working: access tokens are short-lived. */
      { name: 'session_id', type: 'integer', references: { table: 'auth_sessions', onDelete: 'cascade' } },
      { name: 'expires_at', type: 'text' },
    ],
    indexes: [['user_id'], ['session_id']],
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
]

/** The auth feature's tables, in the order they were always created (a reference's target first). */
export const authTables: TableSpec[] = [...userTables, ...signInNameTables, ...sessionTables, ...tokenTables, ...accountTables]
