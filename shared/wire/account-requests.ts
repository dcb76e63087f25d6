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
import { OptionalText, type Static, StringEnum, Text, Type } from './schema'

const language = Type.Optional(StringEnum(LANGUAGES))
const MAILED_TOKEN = 'from the fragment of the mailed link'

export const RefreshRequest = Type.Object({
  refresh_token: Text(),
  retry_key: OptionalText(
    '64 hex the client chose at random and keeps until the answer arrives: sent again with the same (used) refresh token within 10 minutes, while no newer token of the sign-in was used, it gets a new pair instead of ending the sign-in (a navigation threw the first answer away)',
  ),
})
export const LogoutRequest = Type.Object({ refresh_token: OptionalText('ends its sign-in when the access token already expired') })

const roleOrScope = {
  role: Type.Optional(StringEnum(ROLE_IDS, { description: 'a named role (its scope list), or custom with `scope`' })),
  scope: Type.Optional(Type.Array(StringEnum(SCOPES), { description: 'only scopes the caller holds' })),
}

export const UserCreateRequest = Type.Object({
  username: Text(),
  email: OptionalText(),
  first_name: OptionalText(),
  last_name: OptionalText(),
  is_staff: Type.Optional(Type.Boolean({ description: 'false: a visitor account, with no scope (default true)' })),
  ...roleOrScope,
  invite: Type.Optional(StringEnum(['email', 'password'])),
  language,
})
export const UserCreated = Type.Object({
  ...User.properties,
  initial_password: OptionalText('invite=password: shown this once'),
  invitation: OptionalText('invite=email: sent, queued or failed'),
})
export type UserCreated = Static<typeof UserCreated>

/** PATCH accounts/users/{id}/: any of these; PUT (UserReplace) needs the user name too. */
export const UserWrite = Type.Object({
  username: OptionalText(),
  email: OptionalText(),
  first_name: OptionalText(),
  last_name: OptionalText(),
  password: OptionalText('new password (8 to 128 characters)'),
  current_password: OptionalText('needed to change your own password or e-mail'),
  is_staff: Type.Optional(Type.Boolean({ description: 'needs the users scope' })),
  is_active: Type.Optional(Type.Boolean({ description: 'needs the users scope; false ends every sign-in' })),
  ...roleOrScope,
})
export const UserReplace = Type.Object({ ...UserWrite.properties, username: Text() })

export const PasswordResetRequest = Type.Object({ email: Text() })
export const PasswordResetConfirm = Type.Object({ token: Text('from the mailed link'), new_password: Text('8 to 128 characters') })

export const RegisterRequest = Type.Object({
  email: Text(),
  password: Text('8 to 128 characters'),
  first_name: OptionalText(),
  last_name: OptionalText(),
  language,
})
export const RegisterConfirm = Type.Object({ token: Text(MAILED_TOKEN), password: Text('the one chosen at sign-up') })
export const RegisterConfirmed = Type.Object({
  detail: Type.Optional(Text()),
  username: OptionalText('sign in with it (or the e-mail address)'),
})
export type RegisterConfirmed = Static<typeof RegisterConfirmed>

export const ProfileUpdate = Type.Object({
  first_name: OptionalText(),
  last_name: OptionalText(),
  language,
  phone: OptionalText('visitors'),
  company: OptionalText('visitors'),
  address: OptionalText('visitors'),
})
/** DELETE accounts/me/: the account's own password, as a last check. */
export const CurrentPassword = Type.Object({ current_password: Text() })
export const EmailChangeRequest = Type.Object({ email: Text(), current_password: Text() })
/** A mailed link's token, sent back from the page it opens. */
export const TokenRequest = Type.Object({ token: Text(MAILED_TOKEN) })
