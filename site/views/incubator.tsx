/** /incubator/: the active incubator record. */
import { graphql } from 'gatsby'
import { incubator } from '../../shared/resources/incubator'
import { ContentImage } from '../components/ContentCard'
import { RichText } from '../components/view-parts'
import { useTranslation } from '../i18n'
import { fieldLabel } from '../../shared/pages/model'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { IncubatorRecord } from '../../shared/pages/records'

function IncubatorView({ data }: ViewProps<{ incubator: IncubatorRecord | null }>) {
  const { p, language } = useTranslation()
  const i = data.incubator
  if (!i) return <p className="empty-state">{p.empty.incubator}</p>
  return (
    <>
      <ContentImage src={i.image} alt={i.image_alt} className="news-detail__image" eager />
      <RichText html={i.body} />
      {i.call_to_action && <p className="callout">{i.call_to_action}</p>}
      {i.contact_email && (
        <p>
          {fieldLabel(incubator, 'contact_email', language)}: <a href={`mailto:${i.contact_email}`}>{i.contact_email}</a>
        </p>
      )}
    </>
  )
}

export default sitePage(IncubatorView, { section: 'incubator' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
