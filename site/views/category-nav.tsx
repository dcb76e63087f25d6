/** Links to a section's category pages (the catch-all /{type}/{category}/). */
import { Link } from 'gatsby'
import { categoryLink, type CategoryType } from '../paths'
import { at, type ViewProps } from './parts'

export function CategoryNav({ ctx, p, type, categories }: ViewProps & { type: CategoryType; categories: { id: string; name: string }[] }) {
  if (!categories.length) return null
  return (
    <nav className="tag-filter" aria-label={p.headings.by_category}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={at(ctx, categoryLink(type, category.id))}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
