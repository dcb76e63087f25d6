/**
 * Login and register, and the guest-only rule of their pages (a signed-in visitor goes home).
 * Registering creates a shop customer (POST accounts/clients/: name, e-mail, phone, company), not
 * an account one can log in with; see site/README.md.
 */
import { navigate } from 'gatsby'
import { useEffect, useState, type ReactNode } from 'react'
import { forgetToken, getJson, postForm, storeToken, storedToken } from '../client-api'
import { useTranslation } from '../i18n'
import { HOME_LINK, localizedPath } from '../paths'
import { ApiForm } from './forms'

/**
 * Guest-only pages: a stored token is asked about (GET accounts/account-info/); a valid one sends the
 * visitor home, one the API refuses (401, e.g. after logout elsewhere) is dropped and the page stays.
 * When the API cannot answer, the page stays too (the form still works).
 */
export function useGuestOnly(): boolean {
  const { language } = useTranslation()
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    if (!storedToken()) return
    let current = true
    void getJson('accounts/account-info/', language).then((answer) => {
      if (!current) return
      if (answer.ok) {
        setSignedIn(true)
        navigate(localizedPath(language, HOME_LINK), { replace: true })
      } else if (answer.status === 401) forgetToken()
    })
    return () => {
      current = false
    }
  }, [language])
  return signedIn
}

export function GuestOnly({ children }: { children: ReactNode }) {
  return useGuestOnly() ? null : <>{children}</>
}

/** Where to go after logging in: ?redirect= when it is a safe local path, else home. */
export function afterLogin(search: string, fallback: string): string {
  const wanted = new URLSearchParams(search).get('redirect')
  return wanted && /^\/(?!\/)[^\\]*$/.test(wanted) && !wanted.startsWith('/login') ? wanted : fallback
}

export function LoginForm() {
  const { language, p } = useTranslation()
  return (
    <ApiForm
      id="login"
      submitLabel={p.forms.login}
      fields={[
        { name: 'username', label: p.forms.username, required: true, autoComplete: 'username' },
        { name: 'password', label: p.forms.password, type: 'password', required: true, autoComplete: 'current-password' },
      ]}
      onSubmit={async (values) => {
        const answer = await postForm<{ token: string }>('api-token-auth/', values, language)
        if (answer.ok && answer.data?.token) {
          storeToken(answer.data.token)
          navigate(afterLogin(window.location.search, localizedPath(language, HOME_LINK)))
          return { ok: true, message: p.forms.login_success }
        }
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
        { name: 'name', label: p.forms.name, required: true, autoComplete: 'name' },
        { name: 'email', label: p.forms.email, type: 'email', required: true, autoComplete: 'email' },
        { name: 'phone', label: p.forms.phone, type: 'tel', autoComplete: 'tel' },
        { name: 'company', label: p.forms.company, autoComplete: 'organization' },
      ]}
      onSubmit={async (values) => {
        const answer = await postForm('accounts/clients/', values, language)
        const message = answer.ok ? p.forms.register_success : answer.status === 400 ? p.forms.fix_errors : p.forms.send_error
        return { ok: answer.ok, message, errors: answer.status === 400 ? answer.errors : {} }
      }}
    />
  )
}
