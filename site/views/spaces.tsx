/** /empty-spaces/: business premises for rent or sale. */
import { CardGrid, ContentCard } from '../components/ContentCard'
import type { SpaceRecord } from '../content-types'
import { detailLink } from '../paths'
import { CategoryNav } from './category-nav'
import { at, type ViewProps } from './parts'

export function SpacesView({ ctx, p }: ViewProps) {
  const { spaces } = ctx.data as { spaces: SpaceRecord[] }
  const categories = Object.entries(p.choices.space_category).map(([id, name]) => ({ id, name }))
  return (
    <>
      <CategoryNav ctx={ctx} p={p} type="empty-spaces" categories={categories} />
      <CardGrid empty={!spaces.length} emptyText={p.empty.spaces}>
        {spaces.map((s) => (
          <ContentCard key={s.id} title={s.title} link={at(ctx, detailLink('emptySpaces', s.id))} image={s.image} alt={s.image_alt}
            meta={`${p.choices.space_offer[s.offer as 'rent'] ?? s.offer} · ${p.choices.space_category[s.category as 'office'] ?? s.category} · ${s.size} m²`} />
        ))}
      </CardGrid>
    </>
  )
}
