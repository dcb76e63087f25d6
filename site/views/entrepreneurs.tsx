/** The catalogue of the zone's companies (a list only: no detail in its `site` block). */
import { graphql } from 'gatsby'
import { entrepreneurs } from '../../shared/resources/entrepreneurs'
import { CardGrid, ContentCard } from '../components/ContentCard'
import { Facts, Text } from '../components/view-parts'
import { useTranslation } from '../i18n'
import { fieldLabel } from '../../shared/pages/model'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { EntrepreneurRecord } from '../../shared/pages/records'

function EntrepreneursView({ data }: ViewProps<{ records: EntrepreneurRecord[]; empty: string }>) {
  const { language } = useTranslation()
  const label = (field: keyof EntrepreneurRecord) => fieldLabel(entrepreneurs, field, language)
  return (
    <CardGrid empty={!data.records.length} emptyText={data.empty}>
      {data.records.map((e) => (
        <ContentCard key={e.id} title={e.name} image={e.logo} alt={e.logo_alt} meta={e.activity}>
          <Text text={e.description} />
          <Facts
            rows={[
              [label('address'), e.address],
              [label('phone'), e.phone],
              [label('email'), e.email && <a href={`mailto:${e.email}`}>{e.email}</a>],
              [
                label('website'),
                e.website && (
                  <a href={e.website} rel="noopener">
                    {e.website.replace(/^https?:\/\//, '')}
                  </a>
                ),
              ],
            ]}
          />
        </ContentCard>
      ))}
    </CardGrid>
  )
}

export default sitePage(EntrepreneursView, { section: 'entrepreneurs' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
