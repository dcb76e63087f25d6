/** /login/ (guest-only): the login form and a link to registering. */
import { graphql } from 'gatsby'
import { GuestOnly, LoginForm } from '../components/account-forms'
import { Link } from '../components/Link'
import { useTranslation } from '../i18n'
import { sitePage, SitePageHead } from '../page'
import { LINKS } from '../paths'

function LoginView() {
  const { p } = useTranslation()
  return (
    <GuestOnly>
      <LoginForm />
      <p>
        <Link to={LINKS.forgotPassword}>{p.forms.forgot_password}</Link>
      </p>
      <p>
        <Link to={LINKS.register}>{p.forms.no_account}</Link>
      </p>
    </GuestOnly>
  )
}

export default sitePage(LoginView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
