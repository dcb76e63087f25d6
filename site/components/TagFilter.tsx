/** Links to the list of each tag (tags in use only), "All" first; `base` is the list's link. */
import { useTranslation } from '../i18n'
import type { NamedRecord } from '../../shared/pages/records'
import { Link } from './Link'

export function TagFilter({ base, tags, currentTagId }: { base: string; tags: NamedRecord[]; currentTagId: number | null }) {
  const { t } = useTranslation()
  if (tags.length === 0) return null
  const entries: { id: number | null; label: string; link: string }[] = [
    { id: null, label: t.news.all, link: base },
    ...tags.map((tag) => ({ id: tag.id, label: tag.name, link: `${base}tag/${tag.slug}/` })),
  ]
  return (
    <nav className="tag-filter" aria-label={t.news.filter}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id ?? 'all'}>
            <Link to={entry.link} aria-current={entry.id === currentTagId ? 'page' : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
