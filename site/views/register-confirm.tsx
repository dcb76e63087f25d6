/** /register/confirm/#token=...: the sign-up's mailed link; the chosen password makes the account. */
import { graphql } from 'gatsby'
import { RegisterConfirmForm } from '../components/password-forms'
import { sitePage, SitePageHead } from '../page'

function RegisterConfirmView() {
  return <RegisterConfirmForm />
}

export default sitePage(RegisterConfirmView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
