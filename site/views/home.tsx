/**
 * Home: the zone and the family business in the hero, the featured ("on key") events, the latest news
 * (or three fallback items) and the latest events in the order staff set in the back office.
 */
import { graphql } from 'gatsby'
import { HOME_FALLBACK_NEWS_COUNT } from '../../shared/constants'
import { StatusDate, useBrowserNow } from '../components/EventStatus'
import { HomeEvents } from '../components/HomeEvents'
import { Link } from '../components/Link'
import { FallbackNewsCard, NewsCard, type NewsCardItem } from '../components/NewsCard'
import { NewsletterNotice } from '../components/NewsletterNotice'
import { useTranslation } from '../i18n'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import { LINKS, newsLinks } from '../paths'
import type { HomeEvent } from '../components/HomeEvents'

interface HomeData {
  news: NewsCardItem[]
  keyEvents: HomeEvent[]
  latestEvents: HomeEvent[]
  /** The build's day on the zone's clock (YYYY-MM-DD), when the statuses were computed. */
  builtOn: string
}

function HomeView({ data, location }: ViewProps<HomeData>) {
  const { t } = useTranslation()
  const { news, keyEvents, latestEvents, builtOn } = data
  const now = useBrowserNow()
  return (
    <>
      <NewsletterNotice search={location.search} />
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">{t.site.name}</h1>
          <p className="hero__lead">{t.home.lead}</p>
          <p className="hero__text">{t.site.business}</p>
        </div>
      </section>
      <HomeEvents id="key-events" title={t.events.featured} events={keyEvents} now={now} />
      <section className="container section" aria-labelledby="latest-news">
        <h2 id="latest-news">{t.home.latest_news}</h2>
        {news.length === 0 && <p>{t.home.fallback_note}</p>}
        <div className="news-grid">
          {news.length > 0
            ? news.map((item) => <NewsCard key={item.id} item={item} headingLevel={3} />)
            : t.fallback_news.slice(0, HOME_FALLBACK_NEWS_COUNT).map((item) => <FallbackNewsCard key={item.title} {...item} headingLevel={3} />)}
        </div>
        <p className="section__more">
          <Link to={newsLinks.page()}>{t.home.all_news}</Link>
        </p>
      </section>
      <HomeEvents id="latest-events" title={t.events.latest} events={latestEvents} now={now} />
      {keyEvents.length + latestEvents.length > 0 && (
        <div className="container section__more">
          {builtOn && <StatusDate builtOn={builtOn} now={now} />}
          <p>
            <Link to={LINKS.events}>{t.events.all}</Link>
          </p>
        </div>
      )}
    </>
  )
}

export default sitePage(HomeView, { section: 'home', bare: true, variant: 'home' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
