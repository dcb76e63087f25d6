/**
 * The catch-alls (site/README.md): /{type}/{category}/ lists a section's content in one category,
 * with the section's empty-state message when there is none; /{type}/{category}/{item}/ is the same
 * view with the one item (its canonical page is the item's own).
 */
import { formatDisplayDate } from '../../shared/dates'
import { CardGrid, ContentCard } from '../components/ContentCard'
import { at, summaryLine, type ViewProps } from './parts'

export interface CategoryItem {
  key: string | number
  title: string
  summary: string | null
  image?: string | null
  image_alt?: string | null
  date?: string | null
  link: string
}

export interface CategoryData {
  category: { id: string; name: string }
  items: CategoryItem[]
  emptyText: string
}

export function CategoryView({ ctx, p }: ViewProps) {
  const { category, items, emptyText } = ctx.data as CategoryData
  return (
    <>
      <p className="news-card__date">
        {p.labels.category}: {category.name}
      </p>
      <CardGrid empty={!items.length} emptyText={emptyText}>
        {items.map((item) => (
          <ContentCard key={item.key} title={item.title} link={at(ctx, item.link)} image={item.image} alt={item.image_alt} meta={item.date && formatDisplayDate(item.date)}>
            {item.summary && <p className="news-card__summary">{summaryLine(item.summary)}</p>}
          </ContentCard>
        ))}
      </CardGrid>
    </>
  )
}
