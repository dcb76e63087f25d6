/** /forgot-password/: "Pozabljeno geslo?" asks for the address a reset link goes to. */
import { graphql } from 'gatsby'
import { ForgotPasswordForm } from '../components/password-forms'
import { sitePage, SitePageHead } from '../page'

function ForgotPasswordView() {
  return <ForgotPasswordForm />
}

export default sitePage(ForgotPasswordView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
