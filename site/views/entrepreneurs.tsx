/** /entrepreneurs/: the catalogue of the zone's companies. */
import { CardGrid, ContentCard } from '../components/ContentCard'
import type { EntrepreneurRecord } from '../content-types'
import { Facts, Text, type ViewProps } from './parts'

export function EntrepreneursView({ ctx, p }: ViewProps) {
  const { entrepreneurs } = ctx.data as { entrepreneurs: EntrepreneurRecord[] }
  return (
    <CardGrid empty={!entrepreneurs.length} emptyText={p.empty.entrepreneurs}>
      {entrepreneurs.map((e) => (
        <ContentCard key={e.id} title={e.name} image={e.logo} alt={e.logo_alt} meta={e.activity}>
          <Text text={e.description} />
          <Facts
            rows={[
              [p.labels.address, e.address],
              [p.labels.phone, e.phone],
              [p.labels.email, e.email && <a href={`mailto:${e.email}`}>{e.email}</a>],
              [p.labels.website, e.website && <a href={e.website} rel="noopener">{e.website.replace(/^https?:\/\//, '')}</a>],
            ]}
          />
        </ContentCard>
      ))}
    </CardGrid>
  )
}
