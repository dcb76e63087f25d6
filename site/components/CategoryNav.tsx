/** Links to a section's category pages (the catch-all {list}{category}/). */
import { useTranslation } from '../i18n'
import { Link } from './Link'

export function CategoryNav({ base, categories }: { base: string; categories: { id: string; name: string }[] }) {
  const { p } = useTranslation()
  if (!categories.length) return null
  return (
    <nav className="tag-filter" aria-label={p.headings.by_category}>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`${base}${category.id}/`}>{category.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
