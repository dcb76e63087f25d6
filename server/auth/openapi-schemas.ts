/**
 * OpenAPI bodies and answers of the account calls (server/auth, server/accounts), keyed like
 * ACTION_SCHEMAS (the auth feature's index.ts brings them).
 */
import { LANGUAGES } from '../../shared/languages'
import { ROLES, SCOPES } from '../../shared/roles'
import { USER_ORDERING } from './users'
import { pageSchema, type JsonSchema } from '../openapi/schemas'

const string = (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) })
const nullable = (description?: string): JsonSchema => ({ type: 'string', nullable: true, ...(description ? { description } : {}) })
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
})
const detail = (description: string) => object({ detail: string(description) })
const fieldErrors = { type: 'object', additionalProperties: true, description: 'DRF field errors: {field: ["message"]}' }
/** current_password is checked behind the login throttle (server/auth/current-password.ts). */
const passwordThrottled = detail('too many wrong passwords for this account from this address: try again after Retry-After seconds')
const json = (schema: JsonSchema) => ({ body: schema, consumes: ['application/json', 'application/x-www-form-urlencoded'] })
const pageQuery = { page: { type: 'integer', minimum: 1 }, page_size: { type: 'integer', minimum: 1, maximum: 100 } }
const roleIds = [...ROLES.map((role) => role.id), 'custom']

const account = object({
  id: { type: 'integer' },
  username: string(),
  email: nullable(),
  first_name: nullable(),
  last_name: nullable(),
  is_staff: { type: 'boolean' },
  is_active: { type: 'boolean' },
  scope: { type: 'array', items: { type: 'string', enum: [...SCOPES] }, description: "content type names, users, mail, newsletter, publish; '*' for all" },
  role: {
    type: 'string',
    enum: [...roleIds, null],
    nullable: true,
    description: `the named role the scope list matches (${ROLES.map((r) => `${r.id}: ${r.label.en}`).join('; ')}), custom, or null for a visitor`,
  },
})
const user = { ...account, properties: { ...(account.properties as object), date_joined: string(), last_login: nullable() } }
const profile = {
  ...account,
  properties: {
    ...(account.properties as object),
    language: { type: 'string', enum: [...LANGUAGES, null], nullable: true },
    phone: nullable(),
    company: nullable(),
    address: nullable(),
    pending_email: nullable('a new address waiting for its link'),
  },
}
const tokens = object({
  token: string('access token: send as "Authorization: Token <token>"; short-lived'),
  refresh_token: string('store under auth._refresh_token.local; exchange at api-token-refresh/ once'),
  expires_in: { type: 'integer', description: 'seconds the access token is valid' },
  refresh_expires_in: { type: 'integer', description: 'seconds the refresh token is valid unless used' },
})
const roleOrScope = {
  role: { type: 'string', enum: roleIds, description: 'a named role (its scope list), or custom with `scope`' },
  scope: { type: 'array', items: { type: 'string', enum: [...SCOPES] }, description: 'only scopes the caller holds' },
}
const userWrite = object({
  username: string(),
  email: string(),
  first_name: string(),
  last_name: string(),
  password: string('new password (8 to 128 characters)'),
  current_password: string('needed to change your own password or e-mail'),
  is_staff: { type: 'boolean', description: 'needs the users scope' },
  is_active: { type: 'boolean', description: 'needs the users scope; false ends every sign-in' },
  ...roleOrScope,
})
const session = object({
  id: { type: 'integer' },
  created_at: string(),
  last_used_at: string('the last refresh'),
  expires_at: string('the idle or absolute end, whichever is first'),
  user_agent: nullable(),
  ip: nullable(),
  current: { type: 'boolean', description: 'the sign-in that asks' },
})
const line = object({
  product: { type: 'integer', nullable: true },
  product_name: string(),
  quantity: { type: 'integer' },
  unit_price: { type: 'number' },
  line_total: { type: 'number' },
})
const order = object({
  id: { type: 'integer' },
  created_at: string(),
  status: { type: 'string', enum: ['new', 'confirmed', 'shipped', 'cancelled'] },
  total: { type: 'number' },
  currency: string(),
  name: string(),
  email: string(),
  phone: nullable(),
  address: nullable(),
  note: nullable(),
  lines: { type: 'array', items: line },
})

export const ACCOUNT_SCHEMAS: Record<string, JsonSchema> = {
  'POST api-token-auth/': {
    ...json(object({ username: string('user name, or the e-mail address of one account'), password: string() }, ['username', 'password'])),
    response: { 200: tokens, 400: fieldErrors, 429: detail('too many failed logins') },
  },
  'POST api-token-refresh/': {
    ...json(object({ refresh_token: string() }, ['refresh_token'])),
    response: { 200: tokens, 400: fieldErrors, 401: detail('unknown, expired or already used (a reuse ends the sign-in)') },
  },
  'POST rest-auth/logout/': {
    ...json(object({ refresh_token: string('ends its sign-in when the access token already expired') })),
    response: { 200: detail('the sign-in ended') },
  },
  'GET accounts/account-info/': { response: { 200: account } },
  'GET accounts/users/': {
    querystring: object({
      ...pageQuery,
      search: string('words in username, email, names'),
      ordering: string(`one of ${USER_ORDERING.join(', ')}`),
      is_staff: { type: 'boolean' },
      is_active: { type: 'boolean' },
    }),
    response: { 200: pageSchema(user) },
  },
  'POST accounts/users/': {
    ...json(
      object(
        {
          username: string(),
          email: string(),
          first_name: string(),
          last_name: string(),
          ...roleOrScope,
          invite: { type: 'string', enum: ['email', 'password'] },
          language: { type: 'string', enum: [...LANGUAGES] },
        },
        ['username'],
      ),
    ),
    response: {
      201: {
        ...user,
        properties: {
          ...(user.properties as object),
          initial_password: string('invite=password: shown this once'),
          invitation: string('invite=email: sent, queued or failed'),
        },
      },
      400: fieldErrors,
      409: detail('invite=email without SMTP_URL'),
    },
  },
  'GET accounts/users/:id/': { response: { 200: user, 404: detail('no such account') } },
  'PUT accounts/users/:id/': {
    ...json({ ...userWrite, required: ['username'] }),
    response: { 200: user, 400: fieldErrors, 409: detail('the last active administrator'), 429: passwordThrottled },
  },
  'PATCH accounts/users/:id/': {
    ...json(userWrite),
    response: { 200: user, 400: fieldErrors, 409: detail('the last active administrator'), 429: passwordThrottled },
  },
  'DELETE accounts/users/:id/': {
    response: { 204: { type: 'null', description: 'Deleted' }, 404: detail('no such account'), 409: detail('the last active administrator') },
  },
  'POST accounts/users/:id/password_reset/': {
    response: { 200: detail('a reset link was mailed'), 400: fieldErrors, 409: detail('no SMTP_URL'), 502: detail('the mail server refused the mail') },
  },
  'POST accounts/password-reset/': {
    ...json(object({ email: string() }, ['email'])),
    response: { 202: detail('the same words whether or not an account has the address'), 400: fieldErrors, 409: detail('no SMTP_URL') },
  },
  'POST accounts/password-reset/confirm/': {
    ...json(object({ token: string('from the mailed link'), new_password: string('8 to 128 characters') }, ['token', 'new_password'])),
    response: { 200: detail('password changed; every session ended'), 400: fieldErrors },
  },
  'POST accounts/register/': {
    ...json(
      object(
        {
          email: string(),
          password: string('8 to 128 characters'),
          first_name: string(),
          last_name: string(),
          language: { type: 'string', enum: [...LANGUAGES] },
        },
        ['email', 'password'],
      ),
    ),
    response: { 202: detail('the same words whatever the address: check your e-mail'), 400: fieldErrors },
  },
  'POST accounts/register/confirm/': {
    ...json(object({ token: string('from the fragment of the mailed link'), password: string('the one chosen at sign-up') }, ['token', 'password'])),
    response: { 200: object({ detail: string(), username: string('sign in with it (or the e-mail address)') }), 400: fieldErrors },
  },
  'GET accounts/me/': { response: { 200: profile } },
  'PATCH accounts/me/': {
    ...json(
      object({
        first_name: string(),
        last_name: string(),
        language: { type: 'string', enum: [...LANGUAGES] },
        phone: string('visitors'),
        company: string('visitors'),
        address: string('visitors'),
      }),
    ),
    response: { 200: profile, 400: fieldErrors },
  },
  'DELETE accounts/me/': {
    ...json(object({ current_password: string() }, ['current_password'])),
    response: { 204: { type: 'null', description: 'Deleted: personal data erased, orders kept anonymised' }, 400: fieldErrors, 429: passwordThrottled },
  },
  'GET accounts/me/orders/': { querystring: object(pageQuery), response: { 200: pageSchema(order) } },
  'POST accounts/me/email/': {
    ...json(object({ email: string(), current_password: string() }, ['email', 'current_password'])),
    response: { 202: detail('a link was mailed to the new address'), 400: fieldErrors, 429: passwordThrottled },
  },
  'POST accounts/me/email/confirm/': {
    ...json(object({ token: string('from the fragment of the mailed link') }, ['token'])),
    response: { 200: detail('the address changed'), 400: fieldErrors },
  },
  'GET accounts/sessions/': { response: { 200: { type: 'array', items: session } } },
  'DELETE accounts/sessions/:id/': { response: { 204: { type: 'null', description: 'Signed out' }, 404: detail('not one of yours') } },
}
