/**
 * News (the `site` block of shared/resources/news.ts): a page of the list, all news or one tag's,
 * newest first, with the tag filter and pagination; or one item: title, date, tags, image, summary, body.
 */
import { graphql } from 'gatsby'
import { formatDisplayDate } from '../../shared/dates'
import { Link } from '../components/Link'
import { NewsCard, type NewsCardItem } from '../components/NewsCard'
import { NewsImage } from '../components/NewsImage'
import { Pagination } from '../components/Pagination'
import { TagFilter } from '../components/TagFilter'
import { RichText } from '../components/view-parts'
import { useTranslation } from '../i18n'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { NamedRecord, NewsRecord } from '../../shared/pages/records'
import type { Pagination as Paging } from '../../shared/pages/types'

type NewsData =
  | { record?: undefined; list: string; heading: string; records: NewsCardItem[]; pagination: Paging; tags: NamedRecord[]; tag: number | null; empty: string }
  | { record: NewsRecord; list: string; refs: { tags: NamedRecord[] } }

function NewsList({ data }: { data: Extract<NewsData, { heading: string }> }) {
  const { pagination } = data
  return (
    <div className="container section">
      <h1>{data.heading}</h1>
      <TagFilter base={data.list} tags={data.tags} currentTagId={data.tag} />
      {data.records.length === 0 ? (
        <p className="empty-state">{data.empty}</p>
      ) : (
        <div className="news-grid">
          {data.records.map((item) => (
            <NewsCard key={item.id} item={item} headingLevel={2} />
          ))}
        </div>
      )}
      <Pagination
        currentPage={pagination.current}
        pageCount={pagination.count}
        pathOf={(page) => (page <= 1 ? pagination.base : `${pagination.base}${page}/`)}
      />
    </div>
  )
}

function NewsItem({ item, tags, back }: { item: NewsRecord; tags: NamedRecord[]; back: string }) {
  const { t } = useTranslation()
  return (
    <article className="container section news-detail">
      <p className="news-detail__back">
        <Link to={back}>{t.news.back}</Link>
      </p>
      <h1>{item.title}</h1>
      <p className="news-detail__date">
        {t.news.date}: <time dateTime={item.date_made}>{formatDisplayDate(item.date_made)}</time>
      </p>
      {tags.length > 0 && (
        <ul className="tag-list" aria-label={t.news.tags}>
          {tags.map((tag) => (
            <li key={tag.id}>
              <Link to={`${back}tag/${tag.slug}/`}>{tag.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <NewsImage item={item} className="news-detail__image" priority="high" shown="detail" />
      {item.summary && <p className="news-detail__summary">{item.summary}</p>}
      <div className="news-detail__body">
        <RichText html={item.body} />
      </div>
    </article>
  )
}

function NewsView({ data }: ViewProps<NewsData>) {
  if (data.record) return <NewsItem item={data.record} tags={data.refs.tags ?? []} back={data.list} />
  return <NewsList data={data} />
}

export default sitePage(NewsView, { section: 'news', bare: true })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
