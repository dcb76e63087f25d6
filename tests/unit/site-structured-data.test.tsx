/**
 * JSON-LD (site/components/StructuredData.tsx, StructuredDataItems.ts): what each page describes, and
 * that the <script> it is written in stays one element of data whatever the content holds.
 */
import { parseDocument } from 'htmlparser2'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { feedLinksFor } from '../../site/build/feeds'
import { planSite } from '../../site/build/page-table'
import { scriptSafeJson, StructuredData } from '../../site/components/StructuredData'
import { structuredDataFor, withOffset } from '../../site/components/StructuredDataItems'
import { resources } from '../../shared/resources'
import { siteContent } from './fixtures/site-content'

const origin = 'https://cona.example'
const { pages } = planSite(siteContent(), resources)
const contextAt = (path: string) => pages.find((page) => page.path === path)!.context
const described = (path: string) => structuredDataFor(contextAt(path), resources, origin)

/** The JSON-LD blocks of an HTML fragment, parsed as a browser's HTML parser splits elements. */
function jsonLd(html: string): unknown[] {
  const found: unknown[] = []
  const walk = (node: any) => {
    if (node.name === 'script') {
      expect(node.attribs.type).toBe('application/ld+json')
      found.push(JSON.parse(node.children.map((child: any) => child.data).join('')))
    }
    for (const child of node.children ?? []) walk(child)
  }
  walk(parseDocument(html))
  return found
}

describe('JSON-LD', () => {
  it('a news item is a NewsArticle with its breadcrumbs, published by the site-wide Organization', () => {
    const [article, crumbs] = described('/en/news/en-news-0/') as any[]
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'en-news 0',
      url: `${origin}/en/news/en-news-0/`,
      datePublished: '2025-01-01',
      inLanguage: 'en',
    })
    expect(article.publisher).toEqual({ '@id': `${origin}/#organization` })
    expect(crumbs['@type']).toBe('BreadcrumbList')
    expect(crumbs.itemListElement.map((item: any) => [item.position, item.item])).toEqual([
      [1, `${origin}/en/`],
      [2, `${origin}/en/news/`],
      [3, `${origin}/en/news/en-news-0/`],
    ])
  })

  it('an event is an Event with times in the zone (summer and winter offsets); premises are a Place; a product a Product with an Offer', () => {
    const [event] = described('/en/events/open-day/') as any[]
    expect(event).toMatchObject({ '@type': 'Event', startDate: '2025-09-13T10:00:00+02:00', endDate: '2025-09-13T23:59:59+02:00' })
    expect(withOffset('2026-01-10T09:30')).toBe('2026-01-10T09:30:00+01:00')
    // The offset in force when the clock reads the time, in the hours around both switches (issue 24).
    expect(withOffset('2026-03-29T01:30:00')).toBe('2026-03-29T01:30:00+01:00')
    expect(withOffset('2026-03-29T03:00:00')).toBe('2026-03-29T03:00:00+02:00')
    expect(withOffset('2026-10-25T01:30:00')).toBe('2026-10-25T01:30:00+02:00')
    expect(withOffset('2026-10-25T02:30:00')).toBe('2026-10-25T02:30:00+02:00') // the first of the two
    expect(withOffset('2026-10-25T03:00:00')).toBe('2026-10-25T03:00:00+01:00')
    expect(withOffset('2026-03-29T01:30:00', 'America/New_York')).toBe('2026-03-29T01:30:00-04:00')
    expect(withOffset('2026-03-08T01:30:00', 'America/New_York')).toBe('2026-03-08T01:30:00-05:00') // before New York's own switch
    const place = (described('/empty-spaces/1/') as any[])[0]
    expect(place['@type']).toBe('Place')
    const product = (described('/en/shop/chairs/product/7/') as any[])[0]
    expect(product['@type']).toBe('Product')
    expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' })
    expect(described('/about/')).toEqual([])
    expect(described('/news/')).toEqual([])
  })

  it('news pages announce their RSS feed, a tag list its tag feed too, event pages the calendar', () => {
    expect(feedLinksFor(contextAt('/en/news/'), resources, origin)).toEqual([
      { type: 'application/rss+xml', title: 'News', href: `${origin}/en/news/feed.xml` },
    ])
    expect(feedLinksFor(contextAt('/news/tag/cona/'), resources, origin).map((link) => link.href)).toEqual([
      `${origin}/news/feed.xml`,
      `${origin}/news/tag/cona/feed.xml`,
    ])
    expect(feedLinksFor(contextAt('/events/'), resources, origin)[0]).toMatchObject({ type: 'text/calendar', href: `${origin}/events/calendar.ics` })
    expect(feedLinksFor(contextAt('/about/'), resources, origin)).toEqual([])
  })

  it('a title with </script>, <!-- or a line separator cannot end the element: the data reads back the same', () => {
    const hostile = 'A</script><script>alert(1)</script><!-- \u2028 & </SCRIPT >'
    const item = { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: hostile }
    const html = renderToStaticMarkup(<StructuredData siteName={hostile} siteUrl={origin} footer={null} items={[item]} />)
    expect(html).not.toMatch(/<\/script[^>]*>[\s\S]*<\/script[^>]*>[\s\S]*<\/script[^>]*>[\s\S]*<\/script/i) // two elements, two closings
    const blocks = jsonLd(`<html><head>${html}</head></html>`) as any[]
    expect(blocks).toHaveLength(2)
    expect(blocks[0]).toMatchObject({ '@type': 'Organization', name: hostile })
    expect(blocks[1]).toEqual(item)
    expect(scriptSafeJson('<>&')).toBe('"\\u003c\\u003e\\u0026"')
  })
})
