/**
 * OpenAPI bodies and answers of the account calls (server/auth, server/accounts), keyed like
 * ACTION_SCHEMAS (the auth feature's index.ts brings them).
 */
import { LANGUAGES } from '../../shared/languages'
import { SCOPES } from '../../shared/roles'
import { Account, LoginRequest, MyOrder, Profile, ROLE_IDS, Session, SessionParams, Tokens, User, UsersQuery } from '../../shared/wire/account'
import { Page, PageQuery } from '../../shared/wire/schema'
import { detailSchema, objectSchema, stringSchema, type JsonSchema } from '../openapi/schemas'

const fieldErrors = { type: 'object', additionalProperties: true, description: 'DRF field errors: {field: ["message"]}' }
/** current_password is checked behind the login throttle (server/auth/current-password.ts). */
const passwordThrottled = detailSchema('too many wrong passwords for this account from this address: try again after Retry-After seconds')
const json = (schema: object) => ({ body: schema, consumes: ['application/json', 'application/x-www-form-urlencoded'] })

const roleOrScope = {
  role: { type: 'string', enum: ROLE_IDS, description: 'a named role (its scope list), or custom with `scope`' },
  scope: { type: 'array', items: { type: 'string', enum: [...SCOPES] }, description: 'only scopes the caller holds' },
}
const userWrite = objectSchema({
  username: stringSchema(),
  email: stringSchema(),
  first_name: stringSchema(),
  last_name: stringSchema(),
  password: stringSchema('new password (8 to 128 characters)'),
  current_password: stringSchema('needed to change your own password or e-mail'),
  is_staff: { type: 'boolean', description: 'needs the users scope' },
  is_active: { type: 'boolean', description: 'needs the users scope; false ends every sign-in' },
  ...roleOrScope,
})
export const ACCOUNT_SCHEMAS: Record<string, JsonSchema> = {
  'POST api-token-auth/': {
    ...json(LoginRequest),
    response: { 200: Tokens, 400: fieldErrors, 429: detailSchema('too many failed logins') },
  },
  'POST api-token-refresh/': {
    ...json(objectSchema({ refresh_token: stringSchema() }, ['refresh_token'])),
    response: { 200: Tokens, 400: fieldErrors, 401: detailSchema('unknown, expired or already used (a reuse ends the sign-in)') },
  },
  'POST rest-auth/logout/': {
    ...json(objectSchema({ refresh_token: stringSchema('ends its sign-in when the access token already expired') })),
    response: { 200: detailSchema('the sign-in ended') },
  },
  'GET accounts/account-info/': { response: { 200: Account } },
  'GET accounts/users/': { querystring: UsersQuery, response: { 200: Page(User) } },
  'POST accounts/users/': {
    ...json(
      objectSchema(
        {
          username: stringSchema(),
          email: stringSchema(),
          first_name: stringSchema(),
          last_name: stringSchema(),
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
          initial_password: stringSchema('invite=password: shown this once'),
          invitation: stringSchema('invite=email: sent, queued or failed'),
        },
      },
      400: fieldErrors,
      409: detailSchema('invite=email without SMTP_URL'),
    },
  },
  'GET accounts/users/:id/': { response: { 200: User, 404: detailSchema('no such account') } },
  'PUT accounts/users/:id/': {
    ...json({ ...userWrite, required: ['username'] }),
    response: { 200: User, 400: fieldErrors, 409: detailSchema('the last active administrator'), 429: passwordThrottled },
  },
  'PATCH accounts/users/:id/': {
    ...json(userWrite),
    response: { 200: User, 400: fieldErrors, 409: detailSchema('the last active administrator'), 429: passwordThrottled },
  },
  'DELETE accounts/users/:id/': {
    response: { 204: { type: 'null', description: 'Deleted' }, 404: detailSchema('no such account'), 409: detailSchema('the last active administrator') },
  },
  'POST accounts/users/:id/password_reset/': {
    response: {
      200: detailSchema('a reset link was mailed'),
      400: fieldErrors,
      409: detailSchema('no SMTP_URL'),
      502: detailSchema('the mail server refused the mail'),
    },
  },
  'POST accounts/password-reset/': {
    ...json(objectSchema({ email: stringSchema() }, ['email'])),
    response: { 202: detailSchema('the same words whether or not an account has the address'), 400: fieldErrors, 409: detailSchema('no SMTP_URL') },
  },
  'POST accounts/password-reset/confirm/': {
    ...json(objectSchema({ token: stringSchema('from the mailed link'), new_password: stringSchema('8 to 128 characters') }, ['token', 'new_password'])),
    response: { 200: detailSchema('password changed; every session ended'), 400: fieldErrors },
  },
  'POST accounts/register/': {
    ...json(
      objectSchema(
        {
          email: stringSchema(),
          password: stringSchema('8 to 128 characters'),
          first_name: stringSchema(),
          last_name: stringSchema(),
          language: { type: 'string', enum: [...LANGUAGES] },
        },
        ['email', 'password'],
      ),
    ),
    response: { 202: detailSchema('the same words whatever the address: check your e-mail'), 400: fieldErrors },
  },
  'POST accounts/register/confirm/': {
    ...json(
      objectSchema({ token: stringSchema('from the fragment of the mailed link'), password: stringSchema('the one chosen at sign-up') }, ['token', 'password']),
    ),
    response: { 200: objectSchema({ detail: stringSchema(), username: stringSchema('sign in with it (or the e-mail address)') }), 400: fieldErrors },
  },
  'GET accounts/me/': { response: { 200: Profile } },
  'PATCH accounts/me/': {
    ...json(
      objectSchema({
        first_name: stringSchema(),
        last_name: stringSchema(),
        language: { type: 'string', enum: [...LANGUAGES] },
        phone: stringSchema('visitors'),
        company: stringSchema('visitors'),
        address: stringSchema('visitors'),
      }),
    ),
    response: { 200: Profile, 400: fieldErrors },
  },
  'DELETE accounts/me/': {
    ...json(objectSchema({ current_password: stringSchema() }, ['current_password'])),
    response: { 204: { type: 'null', description: 'Deleted: personal data erased, orders kept anonymised' }, 400: fieldErrors, 429: passwordThrottled },
  },
  'GET accounts/me/orders/': { querystring: PageQuery, response: { 200: Page(MyOrder) } },
  'POST accounts/me/email/': {
    ...json(objectSchema({ email: stringSchema(), current_password: stringSchema() }, ['email', 'current_password'])),
    response: { 202: detailSchema('a link was mailed to the new address'), 400: fieldErrors, 429: passwordThrottled },
  },
  'POST accounts/me/email/confirm/': {
    ...json(objectSchema({ token: stringSchema('from the fragment of the mailed link') }, ['token'])),
    response: { 200: detailSchema('the address changed'), 400: fieldErrors },
  },
  'GET accounts/sessions/': { response: { 200: { type: 'array', items: Session } } },
  'DELETE accounts/sessions/:id/': {
    params: SessionParams,
    response: { 204: { type: 'null', description: 'Signed out' }, 404: detailSchema('not one of yours') },
  },
}
