/**
 * The header's part of a sign-in: the visitor's name (a link to their account page) and Izpis /
 * Log out, which ends the sign-in (sign-out.ts) and goes to the home page. Nothing when signed out.
 * Drawn after hydration only: the static HTML is the same for every visitor.
 */
import { navigate } from 'gatsby'
import { useState } from 'react'
import { useTranslation } from '../i18n'
import { HOME_LINK, LINKS, localizedPath } from '../paths'
import { displayName, useAccount } from '../session'
import { signOut } from '../sign-out'
import { Link } from './Link'

export function AccountMenu() {
  const { language, t } = useTranslation()
  const account = useAccount()
  const [leaving, setLeaving] = useState(false)
  if (!account) return null
  return (
    <div className="account-menu">
      <Link className="account-menu__name" to={LINKS.account}>
        <span className="visually-hidden">{t.nav.account}: </span>
        {displayName(account)}
      </Link>
      <button
        type="button"
        className="account-menu__logout"
        disabled={leaving}
        onClick={async () => {
          setLeaving(true)
          await signOut(language)
          setLeaving(false)
          navigate(localizedPath(language, HOME_LINK))
        }}
      >
        {t.nav.logout}
      </button>
    </div>
  )
}
