/** /register/ (guest-only): registering as a shop customer (site/README.md says what that means). */
import { Link } from 'gatsby'
import { GuestOnly, RegisterForm } from '../components/account-forms'
import { LINKS } from '../paths'
import { at, type ViewProps } from './parts'

export function RegisterView({ ctx, p }: ViewProps) {
  return (
    <GuestOnly>
      <p>{p.forms.register_intro}</p>
      <RegisterForm />
      <p>
        <Link to={at(ctx, LINKS.login)}>{p.forms.have_account}</Link>
      </p>
    </GuestOnly>
  )
}
