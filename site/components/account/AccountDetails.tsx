/** The account's details (PATCH accounts/me/): names, and the shop's phone, company and address. */
import { patchForm } from '../../client-api'
import { useTranslation } from '../../i18n'
import { saveAccount } from '../../session'
import { ApiForm } from '../forms'
import type { Me } from './use-me'

const FIELDS = ['first_name', 'last_name', 'phone', 'company', 'address'] as const

export function AccountDetails({ me, onSaved }: { me: Me; onSaved: (me: Me) => void }) {
  const { language, p } = useTranslation()
  const initial = Object.fromEntries(FIELDS.map((name) => [name, me[name] ?? '']))
  return (
    <section aria-labelledby="account-details-heading" className="account-section">
      <h2 id="account-details-heading">{p.account.details}</h2>
      <p>
        {p.forms.email}: <strong>{me.email}</strong>
        {me.pending_email && (
          <>
            {' '}
            ({p.account.pending_email} {me.pending_email})
          </>
        )}
      </p>
      <ApiForm
        id="details"
        initial={initial}
        keepValues
        submitLabel={p.account.save}
        fields={[
          { name: 'first_name', label: p.forms.first_name, autoComplete: 'given-name' },
          { name: 'last_name', label: p.forms.last_name, autoComplete: 'family-name' },
          { name: 'phone', label: p.forms.phone, type: 'tel', autoComplete: 'tel' },
          { name: 'company', label: p.forms.company, autoComplete: 'organization' },
          { name: 'address', label: p.forms.address, autoComplete: 'street-address' },
        ]}
        onSubmit={async (values) => {
          // Every field is sent: an emptied one is cleared on the server.
          const sent = Object.fromEntries(FIELDS.map((name) => [name, values[name] ?? '']))
          const answer = await patchForm<Me>('accounts/me/', sent, language)
          if (answer.ok && answer.data) {
            onSaved(answer.data)
            saveAccount(answer.data)
          }
          return {
            ok: answer.ok,
            message: answer.ok ? p.account.saved : answer.status === 400 ? p.forms.fix_errors : p.forms.send_error,
            errors: answer.errors,
          }
        }}
      />
    </section>
  )
}
