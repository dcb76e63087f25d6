/**
 * The header's account part: "Prijava" and "Registracija" while signed out (in the static HTML
 * too); once signed in, the visitor's name (a link to their account page) and Izpis. Most visitors
 * never sign in, and the header is on every page (home page JS budget), so that menu (AccountMenu,
 * with the session code) is loaded only once a token is stored.
 */
import { lazy, Suspense } from 'react'
import { useTranslation } from '../i18n'
import { LINKS } from '../paths'
import { Link } from './Link'
import { useSignedIn } from './signed-in'

const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })))

/** Sign-in and registration, as a list of links (the header's and the footer's). */
export function SignInLinks({ className }: { className?: string }) {
  const { t } = useTranslation()
  return (
    <ul className={className}>
      <li>
        <Link to={LINKS.login}>{t.nav.login}</Link>
      </li>
      <li>
        <Link to={LINKS.register}>{t.nav.register}</Link>
      </li>
    </ul>
  )
}

export function AccountSlot() {
  return useSignedIn() ? (
    <Suspense fallback={null}>
      <AccountMenu />
    </Suspense>
  ) : (
    <SignInLinks className="account-links" />
  )
}
