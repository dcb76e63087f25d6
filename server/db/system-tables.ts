/** Tables that belong to no content declaration: accounts and their tokens. */
import { accessibilityTables } from '../accessibility/table'
import { auditTables } from '../audit/table'
import { signInNameTables } from '../auth/sign-in-names'
import { accountTables, sessionTables } from '../auth/tables'
import { serviceTables } from './service-tables'
import type { TableSpec } from './table-spec'

/** Read by migrate.ts with the tables. */
export type { TableSpec } from './table-spec'

export const systemTables: TableSpec[] = [
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
  ...signInNameTables,
  ...sessionTables,
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
  ...serviceTables,
  ...accountTables,
  ...auditTables,
  ...accessibilityTables,
]
