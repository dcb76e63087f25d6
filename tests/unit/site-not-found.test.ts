import { describe, expect, it } from 'vitest'
import { planSite } from '../../site/build/page-table'
import { resources } from '../../shared/resources'
import { siteContent } from './fixtures/site-content'
import { notFoundLanguage, notFoundReason } from '../../site/paths'

describe('not-found pages', () => {
  it('take their language from the address in the browser, else their own', () => {
    expect(notFoundLanguage('/en/no-such-page/', 'sl')).toBe('en')
    expect(notFoundLanguage('/en', 'sl')).toBe('en')
    expect(notFoundLanguage('/sl/x/', 'en')).toBe('sl')
    expect(notFoundLanguage('/no-such/', 'sl')).toBe('sl')
    expect(notFoundLanguage('/de/x/', 'sl')).toBe('sl')
    expect(notFoundLanguage('/english/', 'sl')).toBe('sl')
  })

  it("tell an unsupported language ('...found.') from an unknown route ('...found') by the address", () => {
    for (const path of ['/de/', '/de/news/', '/xx/shop/', '/fr-ca/about/']) expect(notFoundReason(path), path).toBe('language')
    for (const path of ['/no-such-page/', '/news/no-such-item/', '/en/no-such-page/', '/sl/x/', '/english/', '/'])
      expect(notFoundReason(path), path).toBe('route')
  })

  it('have no match path, so the browser runtime does not list every English page', () => {
    const { pages } = planSite(siteContent(), resources)
    const notFound = pages.filter((page) => page.path.endsWith('/404.html'))
    expect(notFound.map((page) => page.path).sort()).toEqual(['/404.html', '/en/404.html'])
    expect(pages.some((page) => 'matchPath' in page)).toBe(false)
  })
})
