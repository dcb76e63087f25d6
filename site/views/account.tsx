/** /account/: the signed-in visitor's details, orders, password, e-mail, devices and deletion (client-side). */
import { graphql } from 'gatsby'
import { AccountPage } from '../components/account/AccountPage'
import { sitePage, SitePageHead } from '../page'

function AccountView() {
  return <AccountPage />
}

export default sitePage(AccountView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
