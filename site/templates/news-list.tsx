/** A page of the news list (all news, or one tag's), newest first, with tag filter and pagination. */
import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { NewsCard } from '../components/NewsCard'
import { firstRowPriority } from '../components/NewsImage'
import { Pagination } from '../components/Pagination'
import { SiteHead } from '../components/SiteHead'
import { TagFilter } from '../components/TagFilter'
import { format, messagesFor } from '../i18n'
import { localizedPath, newsLinks } from '../paths'
import type { NewsCardItem, NewsListContext, SiteData, TagItem } from '../types'

type Data = SiteData & {
  allNews: { nodes: NewsCardItem[] }
  allNewsTag: { nodes: TagItem[] }
}

function titles(data: Data, { language, tagId, currentPage }: NewsListContext) {
  const t = messagesFor(language)
  const tag = data.allNewsTag.nodes.find((candidate) => candidate.id === tagId)
  const heading = tag ? format(t.news.tag_title, { tag: tag.name }) : t.news.title
  return {
    tag,
    heading,
    title: currentPage > 1 ? format(t.news.page_title, { title: heading, page: currentPage }) : heading,
    description: tag ? format(t.news.tag_description, { tag: tag.name }) : t.news.description,
  }
}

export default function NewsListPage({ data, pageContext, location }: PageProps<Data, NewsListContext>) {
  const { language, paths, currentPage, pageCount, tagId } = pageContext
  const t = messagesFor(language)
  const { tag, heading } = titles(data, pageContext)
  const pathOf = (page: number) => localizedPath(language, tag ? newsLinks.tag(tag.slug, page) : newsLinks.page(page))
  return (
    <Layout language={language} paths={paths} pathname={location.pathname} section="news" year={data.site.buildTime} footer={pageContext.footer}>
      <div className="container section">
        <h1>{heading}</h1>
        <TagFilter tags={data.allNewsTag.nodes} currentTagId={tagId} />
        {data.allNews.nodes.length === 0 ? (
          <p className="empty-state">{t.news.empty}</p>
        ) : (
          <div className="news-grid">
            {data.allNews.nodes.map((item, index) => (
              <NewsCard key={item.id} item={item} headingLevel={2} imagePriority={firstRowPriority(index)} />
            ))}
          </div>
        )}
        <Pagination currentPage={currentPage} pageCount={pageCount} pathOf={pathOf} />
      </div>
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Data, NewsListContext>) {
  const { title, description } = titles(data, pageContext)
  return <SiteHead {...pageContext} siteUrl={data.site.siteMetadata.siteUrl} title={title} description={description} />
}

export const query = graphql`
  query NewsListPage($language: String!, $ids: [String!]!) {
    site {
      siteMetadata {
        siteUrl
      }
      buildTime(formatString: "YYYY")
    }
    allNews(filter: { id: { in: $ids } }, sort: [{ date_made: DESC }, { api_id: DESC }]) {
      nodes {
        id
        title
        slug
        lang
        date_made
        summary
        image
        image_alt
        image_width
        image_height
        image_srcset
        image_webp_srcset
      }
    }
    allNewsTag(filter: { lang: { eq: $language }, news_count: { gt: 0 } }, sort: { name: ASC }) {
      nodes {
        id
        name
        slug
      }
    }
  }
`
