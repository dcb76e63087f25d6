/** /password-reset/#token=...: the reset mail's link; a new password. */
import { graphql } from 'gatsby'
import { ResetPasswordForm } from '../components/password-forms'
import { sitePage, SitePageHead } from '../page'

function PasswordResetView() {
  return <ResetPasswordForm />
}

export default sitePage(PasswordResetView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
