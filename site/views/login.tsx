/** /login/ (guest-only): the login form and a link to registering. */
import { Link } from 'gatsby'
import { GuestOnly, LoginForm } from '../components/account-forms'
import { LINKS } from '../paths'
import { at, type ViewProps } from './parts'

export function LoginView({ ctx, p }: ViewProps) {
  return (
    <GuestOnly>
      <LoginForm />
      <p>
        <Link to={at(ctx, LINKS.register)}>{p.forms.no_account}</Link>
      </p>
    </GuestOnly>
  )
}
