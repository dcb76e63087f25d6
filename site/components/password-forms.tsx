/**
 * The pages mailed links open, and "Forgot password?". Every link carries its key in the fragment
 * (`#token=...`, never sent to a server); the page takes it, drops it from the address bar and
 * history, and sends it only with the visitor's own action (a POST), so a mail scanner following
 * the link does nothing:
 *   /register/confirm/#token=  the password chosen at sign-up, again -> POST accounts/register/confirm/
 *   /forgot-password/          an address -> POST accounts/password-reset/ (same answer for any address)
 *   /password-reset/#token=    a new password -> POST accounts/password-reset/confirm/
 *   /account/email/#token=     a button -> POST accounts/me/email/confirm/
 */
import { useEffect, useState } from 'react'
import { getJson, postForm, type FieldErrors } from '../client-api'
import { useTranslation } from '../i18n'
import { LINKS } from '../paths'
import { saveAccount, storedToken, type SignedInAccount } from '../session'
import { ApiForm } from './forms'
import { Link } from './Link'
import type { Detail } from '../../shared/wire/schema'
import type { RegisterConfirmed } from '../../shared/wire/account-requests'

/** The link's key: undefined until read (after hydration), null when the address has none. */
export function useFragmentToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    const found = new URLSearchParams(window.location.hash.slice(1)).get('token')
    setToken(found && /^[0-9a-f]{16,128}$/.test(found) ? found : null)
    if (window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
  }, [])
  return token
}

/** A refused key has no field of its own: it is said with the form's status. */
const keyErrors = (errors: FieldErrors): FieldErrors =>
  errors.token ? { ...errors, non_field_errors: [...(errors.non_field_errors ?? []), ...errors.token] } : errors

function MissingLink() {
  const { p } = useTranslation()
  return <p className="notice notice--error">{p.account.link_invalid}</p>
}

function Done({ message }: { message: string }) {
  const { p } = useTranslation()
  return (
    <div role="status">
      <p className="notice notice--success">{message}</p>
      <p>
        <Link to={LINKS.login}>{p.forms.login}</Link>
      </p>
    </div>
  )
}

export function RegisterConfirmForm() {
  const { language, p } = useTranslation()
  const token = useFragmentToken()
  const [done, setDone] = useState<string | null>(null)
  if (token === undefined) return null
  if (token === null) return <MissingLink />
  if (done) return <Done message={done} />
  return (
    <>
      <p>{p.account.confirm_intro}</p>
      <ApiForm
        id="confirm"
        submitLabel={p.account.confirm_button}
        fields={[{ name: 'password', label: p.forms.password, type: 'password', required: true, autoComplete: 'current-password' }]}
        onSubmit={async (values) => {
          const answer = await postForm<RegisterConfirmed>('accounts/register/confirm/', { token, password: values.password }, language)
          if (answer.ok) setDone(answer.data?.detail ?? p.account.confirmed)
          return { ok: answer.ok, message: answer.ok ? '' : answer.status === 400 ? p.forms.fix_errors : p.forms.send_error, errors: keyErrors(answer.errors) }
        }}
      />
    </>
  )
}

export function ForgotPasswordForm() {
  const { language, p } = useTranslation()
  return (
    <>
      <p>{p.account.forgot_intro}</p>
      <ApiForm
        id="forgot"
        submitLabel={p.account.forgot_button}
        fields={[{ name: 'email', label: p.forms.email, type: 'email', required: true, autoComplete: 'email' }]}
        onSubmit={async (values) => {
          const answer = await postForm<Detail>('accounts/password-reset/', values, language)
          if (answer.ok) return { ok: true, message: answer.data?.detail ?? p.account.forgot_sent }
          // 409: this server sends no mail (no SMTP_URL), for any address; 429: a mail cap, in the server's words.
          const message =
            answer.status === 400
              ? p.forms.fix_errors
              : answer.status === 409 || answer.status === 429
                ? (answer.errors.detail?.join(' ') ?? p.forms.send_error)
                : p.forms.send_error
          return { ok: false, message, errors: answer.status === 400 ? answer.errors : {} }
        }}
      />
    </>
  )
}

export function ResetPasswordForm() {
  const { language, p } = useTranslation()
  const token = useFragmentToken()
  const [done, setDone] = useState<string | null>(null)
  if (token === undefined) return null
  if (token === null) return <MissingLink />
  if (done) return <Done message={done} />
  return (
    <ApiForm
      id="reset"
      submitLabel={p.account.reset_button}
      fields={[
        { name: 'new_password', label: p.forms.new_password, type: 'password', required: true, autoComplete: 'new-password' },
        { name: 'new_password_again', label: p.forms.new_password_again, type: 'password', required: true, autoComplete: 'new-password' },
      ]}
      onSubmit={async (values) => {
        if (values.new_password !== values.new_password_again)
          return { ok: false, message: p.forms.fix_errors, errors: { new_password_again: [p.forms.passwords_differ] } }
        const answer = await postForm<Detail>('accounts/password-reset/confirm/', { token, new_password: values.new_password }, language)
        if (answer.ok) setDone(answer.data?.detail ?? p.account.reset_done)
        return { ok: answer.ok, message: answer.ok ? '' : answer.status === 400 ? p.forms.fix_errors : p.forms.send_error, errors: keyErrors(answer.errors) }
      }}
    />
  )
}

export function EmailConfirm() {
  const { language, p } = useTranslation()
  const token = useFragmentToken()
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const [sending, setSending] = useState(false)
  if (token === undefined) return null
  if (token === null) return <MissingLink />

  async function confirm() {
    setSending(true)
    const answer = await postForm<Detail>('accounts/me/email/confirm/', { token }, language)
    setSending(false)
    const refused = [...(answer.errors.token ?? []), ...(answer.errors.detail ?? [])].join(' ')
    setOutcome({ ok: answer.ok, message: answer.ok ? (answer.data?.detail ?? p.account.email_confirmed) : refused || p.forms.send_error })
    // The header and account page show the new address.
    if (answer.ok && storedToken()) {
      const account = await getJson<SignedInAccount>('accounts/account-info/', language)
      if (account.ok && account.data) saveAccount(account.data)
    }
  }

  return (
    <div>
      {!outcome?.ok && (
        <>
          <p>{p.account.email_confirm_intro}</p>
          <button type="button" onClick={confirm} disabled={sending}>
            {p.account.email_confirm_button}
          </button>
        </>
      )}
      <p role="status" className={outcome ? `form-status form-status--${outcome.ok ? 'success' : 'error'}` : 'form-status'}>
        {outcome?.message}
      </p>
      {outcome?.ok && (
        <p>
          <Link to={LINKS.account}>{p.account.to_account}</Link>
        </p>
      )}
    </div>
  )
}
