/**
 * The bodies of the account calls (server/auth, server/accounts), JSON or a urlencoded form. Each
 * route reads only its schema's fields (server/http/wire-input.ts formFields) and checks their
 * values itself, with the DRF messages in the caller's language; the OpenAPI entries come from
 * the same schemas (server/auth/openapi-schemas.ts).
 *
 *   POST api-token-refresh/, rest-auth/logout/    RefreshRequest, LogoutRequest
 *   POST accounts/users/                          UserCreateRequest -> UserCreated
 *   PUT/PATCH accounts/users/{id}/                UserWrite (PUT: UserReplace)
 *   POST accounts/password-reset/[confirm/]       PasswordResetRequest, PasswordResetConfirm
 *   POST accounts/register/[confirm/]             RegisterRequest, RegisterConfirm -> RegisterConfirmed
 *   PATCH, DELETE accounts/me/                    ProfileUpdate, CurrentPassword
 *   POST accounts/me/email/[confirm/]             EmailChangeRequest, TokenRequest
 */
import { LANGUAGES } from '../languages'
import { SCOPES } from '../roles'
import { ROLE_IDS, User } from './account'
import { StringEnum, Type, type Static } from './schema'

const text = (description?: string) => Type.String(description ? { description } : {})
const optional = (description?: string) => Type.Optional(text(description))
const language = Type.Optional(StringEnum(LANGUAGES))
const MAILED_TOKEN = 'from the fragment of the mailed link'

export const RefreshRequest = Type.Object({ refresh_token: text() })
export const LogoutRequest = Type.Object({ refresh_token: optional('ends its sign-in when the access token already expired') })

const roleOrScope = {
  role: Type.Optional(StringEnum(ROLE_IDS, { description: 'a named role (its scope list), or custom with `scope`' })),
  scope: Type.Optional(Type.Array(StringEnum(SCOPES), { description: 'only scopes the caller holds' })),
}

export const UserCreateRequest = Type.Object({
  username: text(),
  email: optional(),
  first_name: optional(),
  last_name: optional(),
  is_staff: Type.Optional(Type.Boolean({ description: 'false: a visitor account, with no scope (default true)' })),
  ...roleOrScope,
  invite: Type.Optional(StringEnum(['email', 'password'])),
  language,
})
export const UserCreated = Type.Object({
  ...User.properties,
  initial_password: optional('invite=password: shown this once'),
  invitation: optional('invite=email: sent, queued or failed'),
})
export type UserCreated = Static<typeof UserCreated>

/** PATCH accounts/users/{id}/: any of these; PUT (UserReplace) needs the user name too. */
export const UserWrite = Type.Object({
  username: optional(),
  email: optional(),
  first_name: optional(),
  last_name: optional(),
  password: optional('new password (8 to 128 characters)'),
  current_password: optional('needed to change your own password or e-mail'),
  is_staff: Type.Optional(Type.Boolean({ description: 'needs the users scope' })),
  is_active: Type.Optional(Type.Boolean({ description: 'needs the users scope; false ends every sign-in' })),
  ...roleOrScope,
})
export const UserReplace = Type.Object({ ...UserWrite.properties, username: text() })

export const PasswordResetRequest = Type.Object({ email: text() })
export const PasswordResetConfirm = Type.Object({ token: text('from the mailed link'), new_password: text('8 to 128 characters') })

export const RegisterRequest = Type.Object({
  email: text(),
  password: text('8 to 128 characters'),
  first_name: optional(),
  last_name: optional(),
  language,
})
export const RegisterConfirm = Type.Object({ token: text(MAILED_TOKEN), password: text('the one chosen at sign-up') })
export const RegisterConfirmed = Type.Object({
  detail: Type.Optional(text()),
  username: optional('sign in with it (or the e-mail address)'),
})

export const ProfileUpdate = Type.Object({
  first_name: optional(),
  last_name: optional(),
  language,
  phone: optional('visitors'),
  company: optional('visitors'),
  address: optional('visitors'),
})
/** DELETE accounts/me/: the account's own password, as a last check. */
export const CurrentPassword = Type.Object({ current_password: text() })
export const EmailChangeRequest = Type.Object({ email: text(), current_password: text() })
/** A mailed link's token, sent back from the page it opens. */
export const TokenRequest = Type.Object({ token: text(MAILED_TOKEN) })
