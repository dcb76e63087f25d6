/** Links to the news list of each tag (tags with news only), "All" first. */
import { Link } from 'gatsby'
import { useTranslation } from '../i18n'
import { localizedPath, newsLinks } from '../paths'
import type { TagItem } from '../types'

export function TagFilter({ tags, currentTagId }: { tags: TagItem[]; currentTagId: string | null }) {
  const { t, language } = useTranslation()
  if (tags.length === 0) return null
  const entries: { id: string | null; label: string; link: string }[] = [
    { id: null, label: t.news.all, link: newsLinks.page() },
    ...tags.map((tag) => ({ id: tag.id, label: tag.name, link: newsLinks.tag(tag.slug) })),
  ]
  return (
    <nav className="tag-filter" aria-label={t.news.filter}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id ?? 'all'}>
            <Link to={localizedPath(language, entry.link)} aria-current={entry.id === currentTagId ? 'page' : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
