/** /account/: everything about the signed-in visitor's account (the sections are in this folder). */
import { useTranslation } from '../../i18n'
import { AccountDeletion } from './AccountDeletion'
import { AccountDetails } from './AccountDetails'
import { AccountDevices } from './AccountDevices'
import { AccountOrders } from './AccountOrders'
import { EmailChange, PasswordChange } from './AccountSecurity'
import { useMe } from './use-me'

export function AccountPage() {
  const { p } = useTranslation()
  const { me, setMe, failed, reload } = useMe()
  if (failed) return <p className="notice notice--error">{p.forms.send_error}</p>
  if (!me) return <p role="status">{p.account.loading}</p>
  return (
    <div className="account">
      <AccountDetails me={me} onSaved={setMe} />
      <AccountOrders />
      <PasswordChange me={me} />
      <EmailChange onRequested={() => void reload()} />
      <AccountDevices />
      {!me.is_staff && <AccountDeletion />}
    </div>
  )
}
