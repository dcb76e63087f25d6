/** /about/: the info record's presentation and the industrial zone's facts. */
import { graphql } from 'gatsby'
import { industrialZone } from '../../shared/resources/industrial-zone'
import { ContentImage } from '../components/ContentCard'
import { Facts, RichText } from '../components/view-parts'
import { useTranslation } from '../i18n'
import { fieldLabel } from '../../shared/pages/model'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { InfoRecord, ZoneRecord } from '../../shared/pages/records'

function AboutView({ data }: ViewProps<{ info: InfoRecord | null; zone: ZoneRecord | null }>) {
  const { p, language } = useTranslation()
  const { info, zone } = data
  const label = (field: keyof ZoneRecord) => fieldLabel(industrialZone, field, language)
  return (
    <>
      {!info && !zone && <p className="empty-state">{p.empty.info}</p>}
      {info && (
        <section>
          <ContentImage src={info.image} alt={info.image_alt} className="news-detail__image" eager />
          {info.intro && <p className="news-detail__summary">{info.intro}</p>}
          <RichText html={info.body} />
        </section>
      )}
      {zone && (
        <section aria-labelledby="zone">
          <h2 id="zone">{zone.title || p.headings.zone}</h2>
          <RichText html={zone.description} />
          <Facts
            rows={[
              [label('area_ha'), zone.area_ha],
              [label('plots_count'), zone.plots_count],
              [label('companies_count'), zone.companies_count],
              [label('location'), zone.location],
            ]}
          />
          <ContentImage src={zone.image} alt={zone.image_alt} className="news-detail__image" />
        </section>
      )}
    </>
  )
}

export default sitePage(AboutView, { section: 'about' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
