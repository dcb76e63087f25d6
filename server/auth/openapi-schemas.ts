/**
 * OpenAPI bodies and answers of the account calls (server/auth, server/accounts), keyed like
 * ACTION_SCHEMAS (the auth feature's index.ts brings them).
 */
import { LANGUAGES } from '../../shared/languages'
import { SCOPES } from '../../shared/roles'
import { Account, LoginRequest, MyOrder, Profile, ROLE_IDS, Session, SessionParams, Tokens, User, UsersQuery } from '../../shared/wire/account'
import { Page, PageQuery } from '../../shared/wire/schema'
import type { JsonSchema } from '../openapi/schemas'

const string = (description?: string): JsonSchema => ({ type: 'string', ...(description ? { description } : {}) })
const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
})
const detail = (description: string) => object({ detail: string(description) })
const fieldErrors = { type: 'object', additionalProperties: true, description: 'DRF field errors: {field: ["message"]}' }
/** current_password is checked behind the login throttle (server/auth/current-password.ts). */
const passwordThrottled = detail('too many wrong passwords for this account from this address: try again after Retry-After seconds')
const json = (schema: object) => ({ body: schema, consumes: ['application/json', 'application/x-www-form-urlencoded'] })

const roleOrScope = {
  role: { type: 'string', enum: ROLE_IDS, description: 'a named role (its scope list), or custom with `scope`' },
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
export const ACCOUNT_SCHEMAS: Record<string, JsonSchema> = {
  'POST api-token-auth/': {
    ...json(LoginRequest),
    response: { 200: Tokens, 400: fieldErrors, 429: detail('too many failed logins') },
  },
  'POST api-token-refresh/': {
    ...json(object({ refresh_token: string() }, ['refresh_token'])),
    response: { 200: Tokens, 400: fieldErrors, 401: detail('unknown, expired or already used (a reuse ends the sign-in)') },
  },
  'POST rest-auth/logout/': {
    ...json(object({ refresh_token: string('ends its sign-in when the access token already expired') })),
    response: { 200: detail('the sign-in ended') },
  },
  'GET accounts/account-info/': { response: { 200: Account } },
  'GET accounts/users/': { querystring: UsersQuery, response: { 200: Page(User) } },
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
        ...User,
        properties: {
          ...User.properties,
          initial_password: string('invite=password: shown this once'),
          invitation: string('invite=email: sent, queued or failed'),
        },
      },
      400: fieldErrors,
      409: detail('invite=email without SMTP_URL'),
    },
  },
  'GET accounts/users/:id/': { response: { 200: User, 404: detail('no such account') } },
  'PUT accounts/users/:id/': {
    ...json({ ...userWrite, required: ['username'] }),
    response: { 200: User, 400: fieldErrors, 409: detail('the last active administrator'), 429: passwordThrottled },
  },
  'PATCH accounts/users/:id/': {
    ...json(userWrite),
    response: { 200: User, 400: fieldErrors, 409: detail('the last active administrator'), 429: passwordThrottled },
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
  'GET accounts/me/': { response: { 200: Profile } },
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
    response: { 200: Profile, 400: fieldErrors },
  },
  'DELETE accounts/me/': {
    ...json(object({ current_password: string() }, ['current_password'])),
    response: { 204: { type: 'null', description: 'Deleted: personal data erased, orders kept anonymised' }, 400: fieldErrors, 429: passwordThrottled },
  },
  'GET accounts/me/orders/': { querystring: PageQuery, response: { 200: Page(MyOrder) } },
  'POST accounts/me/email/': {
    ...json(object({ email: string(), current_password: string() }, ['email', 'current_password'])),
    response: { 202: detail('a link was mailed to the new address'), 400: fieldErrors, 429: passwordThrottled },
  },
  'POST accounts/me/email/confirm/': {
    ...json(object({ token: string('from the fragment of the mailed link') }, ['token'])),
    response: { 200: detail('the address changed'), 400: fieldErrors },
  },
  'GET accounts/sessions/': { response: { 200: { type: 'array', items: Session } } },
  'DELETE accounts/sessions/:id/': {
    params: SessionParams,
    response: { 204: { type: 'null', description: 'Signed out' }, 404: detail('not one of yours') },
  },
}
