/**
 * Home: the zone and the family business in the hero, the featured ("on key") events, the latest news
 * (or three fallback items) and the latest events in the order staff set in the back office.
 */
import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { HOME_FALLBACK_NEWS_COUNT } from '../../shared/constants'
import { ImageSizesContext } from '../components/ContentCard'
import { StatusDate, useBrowserNow } from '../components/EventStatus'
import { HomeEvents } from '../components/HomeEvents'
import { Layout } from '../components/Layout'
import { FallbackNewsCard, NewsCard } from '../components/NewsCard'
import { firstRowPriority } from '../components/NewsImage'
import { NewsletterNotice } from '../components/NewsletterNotice'
import { SiteHead } from '../components/SiteHead'
import { messagesFor } from '../i18n'
import { LINKS, localizedPath, newsLinks } from '../paths'
import type { HomeContext, NewsCardItem, SiteData } from '../types'

type Data = SiteData & { allNews: { nodes: NewsCardItem[] } }

export default function HomePage({ data, pageContext, location }: PageProps<Data, HomeContext>) {
  const { language, paths, keyEvents = [], latestEvents = [], builtOn, sizes = {} } = pageContext
  const t = messagesFor(language)
  const latest = data.allNews.nodes
  const now = useBrowserNow()
  return (
    <Layout language={language} paths={paths} pathname={location.pathname} section="home" variant="home" year={data.site.buildTime} footer={pageContext.footer}>
      <NewsletterNotice search={location.search} />
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">{t.site.name}</h1>
          <p className="hero__lead">{t.home.lead}</p>
          <p className="hero__text">{t.site.business}</p>
        </div>
      </section>
      <ImageSizesContext.Provider value={sizes}>
        <HomeEvents id="key-events" title={t.events.featured} events={keyEvents} now={now} />
        <section className="container section" aria-labelledby="latest-news">
          <h2 id="latest-news">{t.home.latest_news}</h2>
          {latest.length === 0 && <p>{t.home.fallback_note}</p>}
          <div className="news-grid">
            {latest.length > 0
              ? latest.map((item, index) => (
                  <NewsCard key={item.id} item={item} headingLevel={3} imagePriority={firstRowPriority(index)} />
                ))
              : t.fallback_news
                  .slice(0, HOME_FALLBACK_NEWS_COUNT)
                  .map((item) => <FallbackNewsCard key={item.title} {...item} headingLevel={3} />)}
          </div>
          <p className="section__more">
            <Link to={localizedPath(language, newsLinks.page())}>{t.home.all_news}</Link>
          </p>
        </section>
        <HomeEvents id="latest-events" title={t.events.latest} events={latestEvents} now={now} />
      </ImageSizesContext.Provider>
      {keyEvents.length + latestEvents.length > 0 && (
        <div className="container section__more">
          {builtOn && <StatusDate builtOn={builtOn} now={now} />}
          <p>
            <Link to={localizedPath(language, LINKS.events)}>{t.events.all}</Link>
          </p>
        </div>
      )}
    </Layout>
  )
}

export function Head({ data, pageContext }: HeadProps<Data, HomeContext>) {
  const t = messagesFor(pageContext.language)
  return <SiteHead {...pageContext} siteUrl={data.site.siteMetadata.siteUrl} description={t.site.business} />
}

export const query = graphql`
  query HomePage($language: String!) {
    site {
      siteMetadata {
        siteUrl
      }
      buildTime(formatString: "YYYY")
    }
    allNews(filter: { lang: { eq: $language }, latest_rank: { ne: null } }, sort: { latest_rank: ASC }, limit: 3) {
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
  }
`
