/** One news item: title, date, tags, image, summary and body paragraphs. */
import { Fragment } from 'react'
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { formatDisplayDate } from '../../shared/dates'
import { Layout } from '../components/Layout'
import { NewsImage } from '../components/NewsImage'
import { SiteHead } from '../components/SiteHead'
import { messagesFor } from '../i18n'
import { localizedPath, newsLinks } from '../paths'
import { paragraphs } from '../text'
import type { NewsDetailContext, NewsDetailItem, SiteData } from '../types'

type Data = SiteData & { news: NewsDetailItem }

export default function NewsDetailPage({ data, pageContext, location }: PageProps<Data, NewsDetailContext>) {
  const { language, paths } = pageContext
  const t = messagesFor(language)
  const item = data.news
  return (
    <Layout language={language} paths={paths} pathname={location.pathname} section="news" year={data.site.buildTime} footer={pageContext.footer}>
      <article className="container section news-detail">
        <p className="news-detail__back">
          <Link to={localizedPath(language, newsLinks.page())}>{t.news.back}</Link>
        </p>
        <h1>{item.title}</h1>
        <p className="news-detail__date">
          {t.news.date}: <time dateTime={item.date_made}>{formatDisplayDate(item.date_made)}</time>
        </p>
        {item.tags.length > 0 && (
          <ul className="tag-list" aria-label={t.news.tags}>
            {item.tags.map((tag) => (
              <li key={tag.id}>
                <Link to={localizedPath(language, newsLinks.tag(tag.slug))}>{tag.name}</Link>
              </li>
            ))}
          </ul>
        )}
        <NewsImage item={item} className="news-detail__image" priority="high" shown="detail" />
        {item.summary && <p className="news-detail__summary">{item.summary}</p>}
        <div className="news-detail__body">
          {paragraphs(item.body).map((lines, index) => (
            <p key={index}>
              {lines.map((line, lineIndex) => (
                <Fragment key={lineIndex}>
                  {lineIndex > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </p>
          ))}
        </div>
      </article>
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Data, NewsDetailContext>) {
  const item = data.news
  const description = item.summary || paragraphs(item.body)[0]?.join(' ').slice(0, 160) || messagesFor(pageContext.language).news.description
  return (
    <SiteHead
      {...pageContext}
      siteUrl={data.site.siteMetadata.siteUrl}
      title={item.title}
      description={description}
      image={item.image}
      type="article"
    />
  )
}

export const query = graphql`
  query NewsDetailPage($id: String!) {
    site {
      siteMetadata {
        siteUrl
      }
      buildTime(formatString: "YYYY")
    }
    news(id: { eq: $id }) {
      id
      title
      slug
      lang
      date_made
      summary
      body
      image
      image_alt
      image_width
      image_height
      image_srcset
      image_webp_srcset
      tags {
        id
        name
        slug
      }
    }
  }
`
