/**
 * Login and sign-up, and the guest-only rule of their pages (a signed-in visitor goes home).
 * Signing up (POST accounts/register/) mails a confirmation link; the account exists once the link's
 * page (password-forms.tsx) is used with the same password. Logging in keeps the access token, the
 * refresh token and the account where the back office keeps them too (session.ts).
 */
import { navigate } from 'gatsby'
import { useEffect, useState, type ReactNode } from 'react'
import { getJson, postForm } from '../client-api'
import { useTranslation } from '../i18n'
import { sameSiteTarget } from '../../shared/same-site-target'
import { HOME_LINK, localizedPath } from '../paths'
import { saveAccount, saveSession, storedToken, type SignedInAccount } from '../session'
import { ApiForm } from './forms'
import type { Tokens } from '../../shared/wire/account'

/**
 * Guest-only pages: a stored token is asked about (GET accounts/account-info/, refreshed once on a
 * 401); a valid one sends the visitor home, a sign-in that is over is forgotten and the page stays.
 * When the API cannot answer, the page stays too (the form still works).
 */
export function useGuestOnly(): boolean {
  const { language } = useTranslation()
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    if (!storedToken()) return
    let current = true
    void getJson<SignedInAccount>('accounts/account-info/', language).then((answer) => {
      if (!current || !answer.ok || !answer.data) return
      saveAccount(answer.data)
      setSignedIn(true)
      navigate(localizedPath(language, HOME_LINK), { replace: true })
    })
    return () => {
      current = false
    }
  }, [language])
  return signedIn
}

export function GuestOnly({ children }: { children: ReactNode }) {
  return useGuestOnly() ? null : children
}

/**
 * Where to go after logging in: ?redirect= when it leads to a page of this site (the check shared
 * with the back office's login: shared/same-site-target.ts), not the login page itself; else `fallback`.
 */
export function afterLogin(search: string, fallback: string): string {
  const wanted = sameSiteTarget(new URLSearchParams(search).get('redirect'))
  if (wanted === null || /^\/(?:(?:sl|en)\/)?login(?:\/|$|[?#])/.test(wanted)) return fallback
  return wanted
}

export function LoginForm() {
  const { language, p } = useTranslation()
  return (
    <ApiForm
      id="login"
      submitLabel={p.forms.login}
      fields={[
        { name: 'username', label: p.forms.login_name, required: true, autoComplete: 'username' },
        { name: 'password', label: p.forms.password, type: 'password', required: true, autoComplete: 'current-password' },
      ]}
      onSubmit={async (values) => {
        const answer = await postForm<Tokens>('api-token-auth/', { username: values.username?.trim(), password: values.password }, language)
        if (answer.ok && answer.data?.token) {
          saveSession(answer.data.token, answer.data.refresh_token)
          // Login stores the token, then fetches the account (spec section 9): the header shows its name.
          const account = await getJson<SignedInAccount>('accounts/account-info/', language)
          if (account.ok && account.data) saveAccount(account.data)
          navigate(afterLogin(window.location.search, localizedPath(language, HOME_LINK)))
          return { ok: true, message: p.forms.login_success }
        }
        if (answer.status === 429) return { ok: false, message: p.forms.login_throttled, errors: {} }
        return { ok: false, message: answer.status === 400 || answer.status === 401 ? p.forms.login_error : p.forms.send_error, errors: {} }
      }}
    />
  )
}

export function RegisterForm() {
  const { language, p } = useTranslation()
  return (
    <ApiForm
      id="register"
      submitLabel={p.forms.register}
      fields={[
        { name: 'first_name', label: p.forms.first_name, autoComplete: 'given-name' },
        { name: 'last_name', label: p.forms.last_name, autoComplete: 'family-name' },
        { name: 'email', label: p.forms.email, type: 'email', required: true, autoComplete: 'email' },
        { name: 'password', label: p.forms.new_password, type: 'password', required: true, autoComplete: 'new-password' },
      ]}
      onSubmit={async (values) => {
        const answer = await postForm('accounts/register/', { ...values, language }, language)
        // 429: the server's words say why (a mail to this address was asked for minutes ago, or this place asked too often).
        const refused = answer.status === 429 ? answer.errors.detail?.join(' ') : undefined
        const message = answer.ok ? p.forms.register_success : answer.status === 400 ? p.forms.fix_errors : (refused ?? p.forms.send_error)
        return { ok: answer.ok, message, errors: answer.status === 400 ? answer.errors : {} }
      }}
    />
  )
}
