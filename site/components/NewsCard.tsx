/** One news item in a list: image, title (the link), date, summary. */
import { formatDisplayDate } from '../../shared/dates'
import { newsLinks } from '../paths'
import { Link } from './Link'
import type { NewsRecord } from '../../shared/pages/records'

/** What a card shows of a news item (a list page keeps only these: `listFields`). */
export type NewsCardItem = Pick<NewsRecord, 'id' | 'title' | 'slug' | 'date_made' | 'summary' | 'image' | 'image_alt'>
import { NewsImage } from './NewsImage'

interface NewsCardProps {
  item: NewsCardItem
  /** h2 in the news list, h3 under the home page's "Latest news". */
  headingLevel: 2 | 3
}

/**
 * A card's image loads lazily, also in the first row. Loaded at once, the first row's images come
 * before the scripts at the end of the body, and Chromium then fetches those scripts at medium
 * priority instead of high, and Lighthouse's simulation counts the first layout as blocking. On / and
 * /en/, in 10 runs alternating between the two builds: performance 99-100 (8 at 100; Total Blocking
 * Time 2-72 ms) lazily, 90-100 (median 98.5; 8-404 ms) at once. With real throttling (DevTools,
 * 4x CPU, slow 4G) the largest paint was no earlier at once: 1.93-2.07 s against 1.90-1.99 s.
 */
export function NewsCard({ item, headingLevel }: NewsCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="news-card">
      <NewsImage item={item} className="news-card__image" />
      <div className="news-card__body">
        <Heading className="news-card__title">
          <Link to={newsLinks.detail(item.slug)}>{item.title}</Link>
        </Heading>
        <p className="news-card__date">
          <time dateTime={item.date_made}>{formatDisplayDate(item.date_made)}</time>
        </p>
        {item.summary && <p className="news-card__summary">{item.summary}</p>}
      </div>
    </article>
  )
}

/** A static placeholder item (home page, when no news is published): no link, it has no page. */
export function FallbackNewsCard({ title, summary, headingLevel }: { title: string; summary: string; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="news-card news-card--fallback">
      <div className="news-card__body">
        <Heading className="news-card__title">{title}</Heading>
        <p className="news-card__summary">{summary}</p>
      </div>
    </article>
  )
}
