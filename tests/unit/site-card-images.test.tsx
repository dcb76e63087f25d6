/**
 * Card images load lazily, the first row too (site/components/NewsCard.tsx says why: an image loaded
 * at once ahead of the scripts at the end of the body lowers their priority, and Lighthouse's score
 * with it). Rendered from the page table's plan, as the build renders the home page and the news list.
 */
import { describe, expect, it, vi } from 'vitest'
import { resources } from '../../shared/resources'
import { planSite } from '../../site/build/page-table'
import HomePage from '../../site/views/home'
import NewsPage from '../../site/views/news'
import { siteContent } from './fixtures/site-content'
import { renderPage } from './site-render'

vi.mock('gatsby', async () => (await import('./gatsby-static')).gatsbyForStaticRender())

const withImage = <T extends object>(row: T, index: number): T => ({ ...row, image: `/media/cards/${index}.jpg`, image_alt: `Picture ${index}` })

/** The fixture's site with an image on every news item and on the home page's news and events. */
function plannedWithImages() {
  const content = siteContent()
  for (const language of ['sl', 'en'] as const) {
    const news = content.types.news.rows[language].map(withImage)
    const events = content.types.events.rows[language].map(withImage)
    content.types.news.rows[language] = news
    Object.assign(content.extras[language], { latestNews: news.slice(0, 3), keyEvents: events, lastEvents: events })
  }
  return planSite(content, resources).pages
}

const pages = plannedWithImages()
const images = (Page: Parameters<typeof renderPage>[0], path: string) => {
  const html = renderPage(Page, pages.find((page) => page.path === path)!.context, path)
  return html.match(/<img\b[^>]*>/g) ?? []
}

describe('card images', () => {
  for (const [Page, path] of [
    [HomePage, '/'],
    [HomePage, '/en/'],
    [NewsPage, '/news/'],
    [NewsPage, '/en/news/'],
  ] as const) {
    it(`${path}: every card image loads lazily, none fetched first`, () => {
      const found = images(Page, path)
      expect(found.length).toBeGreaterThanOrEqual(path.includes('news') ? 3 : 5)
      for (const image of found) {
        expect(image).toContain('loading="lazy"')
        expect(image).not.toContain('fetchpriority')
      }
    })
  }
})
