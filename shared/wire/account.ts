/**
 * The account calls' wire shapes (server/auth, server/accounts; the back office's account and team
 * screens, the site's account page):
 *
 *   POST api-token-auth/, api-token-refresh/   Tokens
 *   GET  accounts/account-info/                Account
 *   GET  accounts/users/, accounts/users/{id}/ User (a page of them, one)
 *   GET  accounts/me/                          Profile
 *   GET  accounts/me/orders/                   Page<MyOrder>
 *   GET  accounts/sessions/                    Session[]; DELETE accounts/sessions/{id}/ (SessionParams)
 */
import { LANGUAGES } from '../languages'
import { ROLES, SCOPES } from '../roles'
import { Nullable, PageQuery, PathId, StringEnum, Type, type Static } from './schema'

export const ROLE_IDS = [...ROLES.map((role) => role.id), 'custom']

export const Account = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Nullable(Type.String()),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  is_staff: Type.Boolean(),
  is_active: Type.Boolean(),
  scope: Type.Array(StringEnum(SCOPES), { description: "content type names, users, mail, newsletter, publish; '*' for all" }),
  role: Type.Unsafe<string | null>({
    type: 'string',
    enum: [...ROLE_IDS, null],
    nullable: true,
    description: `the named role the scope list matches (${ROLES.map((r) => `${r.id}: ${r.label.en}`).join('; ')}), custom, or null for a visitor`,
  }),
  must_change_password: Type.Boolean({ description: 'its password was given by someone else: it may only change it or sign out' }),
})
export type Account = Static<typeof Account>

export const User = Type.Object({ ...Account.properties, date_joined: Type.String(), last_login: Nullable(Type.String()) })
export type User = Static<typeof User>

export const Profile = Type.Object({
  ...Account.properties,
  language: Type.Unsafe<(typeof LANGUAGES)[number] | null>({ type: 'string', enum: [...LANGUAGES, null], nullable: true }),
  phone: Nullable(Type.String()),
  company: Nullable(Type.String()),
  address: Nullable(Type.String()),
  pending_email: Nullable(Type.String(), { description: 'a new address waiting for its link' }),
})
export type Profile = Static<typeof Profile>

/** POST api-token-auth/'s body (server/auth/routes.ts checks it, with DRF messages). */
export const LoginRequest = Type.Object({
  username: Type.String({ description: 'user name, or the e-mail address of one account' }),
  password: Type.String(),
})

export const Tokens = Type.Object({
  token: Type.String({ description: 'access token: send as "Authorization: Token <token>"; short-lived' }),
  refresh_token: Type.String({ description: 'store under auth._refresh_token.local; exchange at api-token-refresh/ once' }),
  expires_in: Type.Integer({ description: 'seconds the access token is valid' }),
  refresh_expires_in: Type.Integer({ description: 'seconds the refresh token is valid unless used' }),
})
export type Tokens = Static<typeof Tokens>

export const Session = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  last_used_at: Type.String({ description: 'the last refresh' }),
  expires_at: Type.String({ description: 'the idle or absolute end, whichever is first' }),
  user_agent: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  current: Type.Boolean({ description: 'the sign-in that asks' }),
})
export type Session = Static<typeof Session>

export const SessionParams = Type.Object({ id: PathId })

/** accounts/users/{id}/: any text; one that is no id is no account (after the caller's right to ask is checked). */
export const UserParams = Type.Object({ id: Type.String() })

export const USER_ORDERING = ['username', 'email', 'first_name', 'last_name', 'date_joined', 'last_login', 'id'] as const

/** accounts/users/: values as sent (the server's readers answer a bad one with a DRF field error). */
export const UsersQuery = Type.Object({
  ...PageQuery.properties,
  search: Type.Optional(Type.String({ description: 'words in username, email, names' })),
  ordering: Type.Optional(Type.String({ description: `one of ${USER_ORDERING.join(', ')}` })),
  is_staff: Type.Optional(Type.Boolean()),
  is_active: Type.Optional(Type.Boolean()),
})

export const ORDER_STATUSES = ['new', 'confirmed', 'shipped', 'cancelled'] as const

export const MyOrderLine = Type.Object({
  product: Nullable(Type.Integer()),
  product_name: Type.String(),
  quantity: Type.Integer(),
  unit_price: Type.Number(),
  line_total: Type.Number(),
})
export const MyOrder = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  status: StringEnum(ORDER_STATUSES),
  total: Type.Number(),
  currency: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  address: Nullable(Type.String()),
  note: Nullable(Type.String()),
  lines: Type.Array(MyOrderLine),
})
export type MyOrder = Static<typeof MyOrder>
