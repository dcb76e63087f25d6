/**
 * The catch-alls (site/README.md): {list}{category}/ lists a type's records in one category, with the
 * type's empty-state message when there is none; {list}{category}/{item}/ is the same view with the one
 * record (its canonical page is the record's own).
 */
import { graphql } from 'gatsby'
import { formatDisplayDate } from '../../shared/dates'
import { CardGrid, ContentCard } from '../components/ContentCard'
import { summaryLine } from '../components/view-parts'
import { useTranslation } from '../i18n'
import { sitePage, SitePageHead, type ViewProps } from '../page'

export interface CategoryItem {
  key: string
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

export function CategoryView({ data }: Pick<ViewProps<CategoryData>, 'data'>) {
  const { p } = useTranslation()
  const { category, items, emptyText } = data
  return (
    <>
      <p className="news-card__date">
        {p.labels.category}: {category.name}
      </p>
      <CardGrid empty={!items.length} emptyText={emptyText}>
        {items.map((item) => (
          <ContentCard
            key={item.key}
            title={item.title}
            link={item.link}
            image={item.image}
            alt={item.image_alt}
            meta={item.date && formatDisplayDate(item.date)}
          >
            {item.summary && <p className="news-card__summary">{summaryLine(item.summary)}</p>}
          </ContentCard>
        ))}
      </CardGrid>
    </>
  )
}

export default sitePage(CategoryView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
