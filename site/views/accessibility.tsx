/** /accessibility/: the accessibility statement the law requires (locales/<lang>/pages.json static.accessibility). */
import { graphql } from 'gatsby'
import { useTranslation } from '../i18n'
import { sitePage, SitePageHead } from '../page'

function AccessibilityView() {
  const { p } = useTranslation()
  const a = p.static.accessibility
  return (
    <>
      <p>{a.intro}</p>
      <h2>{a.status_title}</h2>
      <p>{a.status}</p>
      <h2>{a.gaps_title}</h2>
      <ul>
        {a.gaps.map((gap) => (
          <li key={gap}>{gap}</li>
        ))}
      </ul>
      <h2>{a.prepared_title}</h2>
      <p>{a.prepared}</p>
      <h2>{a.feedback_title}</h2>
      <p>{a.feedback}</p>
      <h2>{a.enforcement_title}</h2>
      <p>{a.enforcement}</p>
    </>
  )
}

export default sitePage(AccessibilityView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
