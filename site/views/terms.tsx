/** /terms/: the terms of use (locales/<lang>/pages.json static.terms). */
import { graphql } from 'gatsby'
import { useTranslation } from '../i18n'
import { sitePage, SitePageHead } from '../page'

function TermsView() {
  const { p } = useTranslation()
  return p.static.terms.map((text) => <p key={text}>{text}</p>)
}

export default sitePage(TermsView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
