/**
 * A new password (PATCH accounts/users/{id}/ with current_password: the other sign-ins end) and a
 * new e-mail address (POST accounts/me/email/ with current_password: a link goes to the new one).
 */
import { patchForm, postForm } from '../../client-api'
import { useTranslation } from '../../i18n'
import { failedMessage } from './failed-message'
import { ApiForm } from '../forms'
import type { Me } from './use-me'
import type { Detail } from '../../../shared/wire/schema'

export function PasswordChange({ me }: { me: Me }) {
  const { language, p } = useTranslation()
  const failure = failedMessage(p)
  return (
    <section aria-labelledby="account-password-heading" className="account-section">
      <h2 id="account-password-heading">{p.account.password_heading}</h2>
      <ApiForm
        id="password"
        submitLabel={p.account.password_button}
        fields={[
          { name: 'current_password', label: p.forms.current_password, type: 'password', required: true, autoComplete: 'current-password' },
          { name: 'password', label: p.forms.new_password, type: 'password', required: true, autoComplete: 'new-password' },
          { name: 'password_again', label: p.forms.new_password_again, type: 'password', required: true, autoComplete: 'new-password' },
        ]}
        onSubmit={async (values) => {
          if (values.password !== values.password_again)
            return { ok: false, message: p.forms.fix_errors, errors: { password_again: [p.forms.passwords_differ] } }
          const answer = await patchForm(`accounts/users/${me.id}/`, { current_password: values.current_password, password: values.password }, language)
          return {
            ok: answer.ok,
            message: answer.ok ? p.account.password_changed : failure(answer.status),
            errors: answer.errors,
          }
        }}
      />
    </section>
  )
}

export function EmailChange({ onRequested }: { onRequested: () => void }) {
  const { language, p } = useTranslation()
  const failure = failedMessage(p)
  return (
    <section aria-labelledby="account-email-heading" className="account-section">
      <h2 id="account-email-heading">{p.account.email_heading}</h2>
      <ApiForm
        id="email-change"
        submitLabel={p.account.email_button}
        fields={[
          { name: 'email', label: p.forms.new_email, type: 'email', required: true, autoComplete: 'email' },
          { name: 'current_password', label: p.forms.current_password, type: 'password', required: true, autoComplete: 'current-password' },
        ]}
        onSubmit={async (values) => {
          const answer = await postForm<Detail>('accounts/me/email/', values, language)
          if (answer.ok) onRequested()
          return {
            ok: answer.ok,
            message: answer.ok ? (answer.data?.detail ?? p.account.email_sent) : failure(answer.status),
            errors: answer.errors,
          }
        }}
      />
    </section>
  )
}
