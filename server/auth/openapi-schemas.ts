/**
 * OpenAPI bodies and answers of the account calls (server/auth, server/accounts), keyed like
 * ACTION_SCHEMAS (the auth feature's index.ts brings them).
 */
import { Account, LoginRequest, MyOrder, Profile, Session, SessionParams, Tokens, User, UsersQuery } from '../../shared/wire/account'
import {
  CurrentPassword,
  EmailChangeRequest,
  LogoutRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
  ProfileUpdate,
  RefreshRequest,
  RegisterConfirm,
  RegisterConfirmed,
  RegisterRequest,
  TokenRequest,
  UserCreated,
  UserCreateRequest,
  UserReplace,
  UserWrite,
} from '../../shared/wire/account-requests'
import { Detail, Page, PageQuery } from '../../shared/wire/schema'
import { formBody, type JsonSchema } from '../openapi/schemas'

const fieldErrors = { type: 'object', additionalProperties: true, description: 'DRF field errors: {field: ["message"]}' }
/** current_password is checked behind the login throttle (server/auth/current-password.ts). */
const passwordThrottled = Detail('too many wrong passwords for this account from this address: try again after Retry-After seconds')

export const ACCOUNT_SCHEMAS: Record<string, JsonSchema> = {
  'POST api-token-auth/': {
    ...formBody(LoginRequest),
    response: { 200: Tokens, 400: fieldErrors, 429: Detail('too many failed logins') },
  },
  'POST api-token-refresh/': {
    ...formBody(RefreshRequest),
    response: { 200: Tokens, 400: fieldErrors, 401: Detail('unknown, expired or already used (a reuse ends the sign-in)') },
  },
  'POST rest-auth/logout/': {
    ...formBody(LogoutRequest),
    response: { 200: Detail('the sign-in ended') },
  },
  'GET accounts/account-info/': { response: { 200: Account } },
  'GET accounts/users/': { querystring: UsersQuery, response: { 200: Page(User) } },
  'POST accounts/users/': {
    ...formBody(UserCreateRequest),
    response: {
      201: UserCreated,
      400: fieldErrors,
      409: Detail('invite=email without SMTP_URL'),
    },
  },
  'GET accounts/users/:id/': { response: { 200: User, 404: Detail('no such account') } },
  'PUT accounts/users/:id/': {
    ...formBody(UserReplace),
    response: { 200: User, 400: fieldErrors, 409: Detail('the last active administrator'), 429: passwordThrottled },
  },
  'PATCH accounts/users/:id/': {
    ...formBody(UserWrite),
    response: { 200: User, 400: fieldErrors, 409: Detail('the last active administrator'), 429: passwordThrottled },
  },
  'DELETE accounts/users/:id/': {
    response: { 204: { type: 'null', description: 'Deleted' }, 404: Detail('no such account'), 409: Detail('the last active administrator') },
  },
  'POST accounts/users/:id/password_reset/': {
    response: {
      200: Detail('a reset link was mailed'),
      400: fieldErrors,
      409: Detail('no SMTP_URL'),
      502: Detail('the mail server refused the mail'),
    },
  },
  'POST accounts/password-reset/': {
    ...formBody(PasswordResetRequest),
    response: { 202: Detail('the same words whether or not an account has the address'), 400: fieldErrors, 409: Detail('no SMTP_URL') },
  },
  'POST accounts/password-reset/confirm/': {
    ...formBody(PasswordResetConfirm),
    response: { 200: Detail('password changed; every session ended'), 400: fieldErrors },
  },
  'POST accounts/register/': {
    ...formBody(RegisterRequest),
    response: { 202: Detail('the same words whatever the address: check your e-mail'), 400: fieldErrors },
  },
  'POST accounts/register/confirm/': { ...formBody(RegisterConfirm), response: { 200: RegisterConfirmed, 400: fieldErrors } },
  'GET accounts/me/': { response: { 200: Profile } },
  'PATCH accounts/me/': {
    ...formBody(ProfileUpdate),
    response: { 200: Profile, 400: fieldErrors },
  },
  'DELETE accounts/me/': {
    ...formBody(CurrentPassword),
    response: { 204: { type: 'null', description: 'Deleted: personal data erased, orders kept anonymised' }, 400: fieldErrors, 429: passwordThrottled },
  },
  'GET accounts/me/orders/': { querystring: PageQuery, response: { 200: Page(MyOrder) } },
  'POST accounts/me/email/': {
    ...formBody(EmailChangeRequest),
    response: { 202: Detail('a link was mailed to the new address'), 400: fieldErrors, 429: passwordThrottled },
  },
  'POST accounts/me/email/confirm/': {
    ...formBody(TokenRequest),
    response: { 200: Detail('the address changed'), 400: fieldErrors },
  },
  'GET accounts/sessions/': { response: { 200: { type: 'array', items: Session } } },
  'DELETE accounts/sessions/:id/': {
    params: SessionParams,
    response: { 204: { type: 'null', description: 'Signed out' }, 404: Detail('not one of yours') },
  },
}
