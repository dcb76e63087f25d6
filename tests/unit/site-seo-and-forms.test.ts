import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from '../../site/build/seo-files'
import { urlencoded } from '../../site/client-api'
import { afterLogin } from '../../site/components/account-forms'
import { clampQuantity, quantityOf } from '../../site/components/shop'

describe('site sitemap and robots', () => {
  it('lists each indexable page once at its canonical address, with alternates when translated', () => {
    const xml = sitemapXml(
      [
        { language: 'sl', paths: { sl: '/about/', en: '/en/about/' }, translated: true },
        { language: 'sl', paths: { sl: '/about/', en: '/en/about/' }, translated: true },
        { language: 'en', paths: { sl: '/events/', en: '/en/events/x/' }, translated: false },
        { language: 'sl', paths: { sl: '/login/', en: '/en/login/' }, translated: true, noindex: true },
      ],
      'https://example.org',
    )
    expect(xml.match(/<loc>/g)).toHaveLength(2)
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.org/en/about/"/>')
    expect(xml).toContain('<loc>https://example.org/en/events/x/</loc>')
    expect(xml).not.toContain('/login/')
  })

  it('robots.txt keeps crawlers out of the back office and the API only, and names the sitemap', () => {
    const robots = robotsTxt('https://example.org')
    expect(robots).toContain('Sitemap: https://example.org/sitemap.xml')
    expect(robots).toContain('Disallow: /admin/')
    expect(robots).toContain('Disallow: /api/')
    expect(robots).not.toMatch(/login|register/)
  })
})

describe('site forms', () => {
  it('flattens order lines the way the API reads urlencoded bodies', () => {
    expect(urlencoded({ name: 'Ana', phone: '', lines: [{ product: 3, quantity: 2 }] }).toString()).toBe(
      'name=Ana&lines%5B0%5D%5Bproduct%5D=3&lines%5B0%5D%5Bquantity%5D=2',
    )
  })

  it('returns after login only to safe local paths', () => {
    expect(afterLogin('?redirect=/en/shop/cart/', '/')).toBe('/en/shop/cart/')
    expect(afterLogin('?redirect=//evil.example/', '/')).toBe('/')
    expect(afterLogin('?redirect=https://evil.example/', '/en/')).toBe('/en/')
  })

  it('cart quantities: a typed whole number in 1..999 counts at once; anything else is corrected on leaving the field', () => {
    expect(quantityOf('12')).toBe(12)
    for (const text of ['', '0', '1000', '2.5', '-1', 'x']) expect(quantityOf(text), text).toBeNull()
    expect(clampQuantity('')).toBe(1)
    expect(clampQuantity('0')).toBe(1)
    expect(clampQuantity('1500')).toBe(999)
    expect(clampQuantity('2.6')).toBe(3)
  })
})
