/** /account/email/#token=...: the link mailed to a new address; a button confirms it. */
import { graphql } from 'gatsby'
import { EmailConfirm } from '../components/password-forms'
import { sitePage, SitePageHead } from '../page'

function AccountEmailView() {
  return <EmailConfirm />
}

export default sitePage(AccountEmailView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
