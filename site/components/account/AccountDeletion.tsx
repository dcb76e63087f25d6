/**
 * Deleting the account (DELETE accounts/me/ with current_password): personal data erased, orders
 * kept anonymised. Asked twice: the password and a box saying the visitor understands.
 */
import { navigate } from 'gatsby'
import { useState } from 'react'
import { deleteCall } from '../../client-api'
import { useTranslation } from '../../i18n'
import { failedMessage } from './failed-message'
import { HOME_LINK, localizedPath } from '../../paths'
import { clearSession } from '../../session'
import { ApiForm } from '../forms'

export function AccountDeletion() {
  const { language, p } = useTranslation()
  const failure = failedMessage(p)
  const [understood, setUnderstood] = useState(false)
  return (
    <section aria-labelledby="account-delete-heading" className="account-section">
      <h2 id="account-delete-heading">{p.account.delete_heading}</h2>
      <p>{p.account.delete_intro}</p>
      <ApiForm
        id="delete"
        submitLabel={p.account.delete_button}
        fields={[{ name: 'current_password', label: p.forms.current_password, type: 'password', required: true, autoComplete: 'current-password' }]}
        extra={
          <div className="api-form__field api-form__check">
            <input id="delete-understood" type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />
            <label htmlFor="delete-understood">{p.account.delete_understood}</label>
          </div>
        }
        onSubmit={async (values) => {
          if (!understood) return { ok: false, message: p.account.delete_confirm_first }
          const answer = await deleteCall('accounts/me/', { current_password: values.current_password }, language)
          if (answer.ok) {
            clearSession()
            navigate(`${localizedPath(language, HOME_LINK)}`)
            return { ok: true, message: p.account.deleted }
          }
          return { ok: false, message: failure(answer.status), errors: answer.errors }
        }}
      />
    </section>
  )
}
