/** /register/ (guest-only): signing up for a visitor's account (a confirmation link is mailed). */
import { graphql } from 'gatsby'
import { GuestOnly, RegisterForm } from '../components/account-forms'
import { Link } from '../components/Link'
import { useTranslation } from '../i18n'
import { sitePage, SitePageHead } from '../page'
import { LINKS } from '../paths'

function RegisterView() {
  const { p } = useTranslation()
  return (
    <GuestOnly>
      <p>{p.forms.register_intro}</p>
      <RegisterForm />
      <p>
        <Link to={LINKS.login}>{p.forms.have_account}</Link>
      </p>
    </GuestOnly>
  )
}

export default sitePage(RegisterView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
