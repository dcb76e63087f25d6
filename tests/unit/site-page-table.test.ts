/** The page table (site/build/page-table.ts): which pages exist at which paths, with which context. */
import { describe, expect, it } from 'vitest'
import { sizesFor } from '../../site/build/create-pages'
import { planSite } from '../../site/build/page-table'
import { counterpart } from '../../shared/pages/type-pages'
import { resources } from '../../shared/resources'
import { emptySpaces } from '../../shared/resources/empty-spaces'
import { newsRows, siteContent } from './fixtures/site-content'

const { pages, warnings } = planSite(siteContent(), resources)
const at = (path: string) => pages.find((page) => page.path === path)?.context

describe('the page table', () => {
  it('puts every page unprefixed and under /sl/ in Slovenian, and under /en/ in English, once', () => {
    for (const link of [
      '',
      'news/',
      'news/sl-news-0/',
      'about/',
      'information/',
      'employees/',
      'empty-spaces/',
      'entrepreneurs/',
      'events/',
      'gallery/',
      'incubator/',
      'projects/',
      'video/',
      'terms/',
      'cookies/',
      'accessibility/',
      'login/',
      'register/',
    ]) {
      expect(at(`/${link}`)?.language, link).toBe('sl')
      expect(at(`/sl/${link}`)?.language, link).toBe('sl')
    }
    for (const link of ['', 'news/', 'news/en-news-0/', 'about/', 'gallery/', 'empty-spaces/', 'register/'])
      expect(at(`/en/${link}`)?.language, link).toBe('en')
    expect(at('/en/news/sl-news-0/')).toBeUndefined()
    expect(at('/en/about/')?.paths).toEqual({ sl: '/about/', en: '/en/about/' })
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length)
    expect(warnings).toEqual([])
  })

  it('shows each kind with its view: one file per kind, a declared type by its name', () => {
    expect(at('/')?.view).toBe('home')
    expect(at('/news/2/')?.view).toBe('news')
    expect(at('/en/empty-spaces/5/')?.view).toBe('empty-spaces')
    expect(at('/projects/energy/')?.view).toBe('category')
    expect(at('/en/shop/chairs/product/7/')?.view).toBe('product')
    expect(at('/404.html')?.view).toBe('not-found')
  })

  it('pages the news 6 at a time; the switch leads to page 1 where the other language has fewer pages', () => {
    const second = at('/news/2/')!
    expect(at('/sl/news/2/')).toBeDefined()
    expect(second.data.records).toHaveLength(2) // 8 Slovenian news: 6 + 2
    expect(second.data.pagination).toEqual({ current: 2, count: 2, base: '/news/' })
    expect(second.paths.en).toBe('/en/news/')
    expect(second.translated).toBe(false)
    expect(second.title).toBe('Novice, stran 2')
    expect(at('/en/news/2/')).toBeUndefined()
    expect(at('/news/')!.translated).toBe(true)
  })

  it('keeps only the card fields of each news item in a list page (page data stays small)', () => {
    expect(Object.keys(at('/news/')!.data.records[0]).sort()).toEqual(['date_made', 'id', 'image', 'image_alt', 'lang', 'slug', 'summary', 'title'])
    expect(at('/news/sl-news-0/')!.data.record.body).toBe('Body.')
  })

  it('gives each used tag its own list (and pages), whose switch leads to the other list', () => {
    const tag = at('/news/tag/cona/')!
    expect(tag.data.tag).toBe(1)
    expect(tag.data.records).toHaveLength(4)
    expect(tag.title).toBe('Novice z oznako Cona')
    expect(at('/sl/news/tag/cona/')).toBeDefined()
    expect(tag.paths.en).toBe('/en/news/')
    expect(at('/en/news/tag/zone/')?.description).toBe('News from the Rudnik Business Zone tagged Zone.')
    expect(at('/news/sl-news-0/')!.data.refs.tags).toEqual([{ id: 1, slug: 'cona', name: 'Cona' }])
  })

  it('pairs a record with the same slug in the other language, else the switch leads to the list', () => {
    expect(at('/news/shared/')).toMatchObject({ translated: true, paths: { sl: '/news/shared/', en: '/en/news/shared/' } })
    expect(at('/en/news/en-news-1/')).toMatchObject({ translated: false, paths: { sl: '/news/' } })
    expect(at('/employees/mojca-zupan/')).toMatchObject({ translated: true, title: 'Mojca Zupan', paths: { en: '/en/employees/mojca-zupan/' } })
    expect(at('/events/dan-odprtih-vrat/')).toMatchObject({ translated: false, paths: { sl: '/events/dan-odprtih-vrat/', en: '/en/events/' } })
    expect(at('/en/events/fair/')).toMatchObject({ translated: true, paths: { sl: '/events/fair/' } })
  })

  it('pairs a space with the one space of the other language that has the same facts (pairBy)', () => {
    expect(at('/empty-spaces/1/')).toMatchObject({ translated: true, paths: { sl: '/empty-spaces/1/', en: '/en/empty-spaces/5/' } })
    expect(at('/en/empty-spaces/5/')!.paths.sl).toBe('/empty-spaces/1/')
    expect(at('/empty-spaces/2/')).toMatchObject({ translated: false, paths: { en: '/en/empty-spaces/' } })
    const { sl, en } = siteContent().types.empty_spaces.rows
    const twin = { ...en[0], id: 9, slug: 'office-2' }
    expect(counterpart(emptySpaces.site!, sl[0], sl, [...en, twin])).toBeNull() // two candidates: not certain
  })

  it('catch-alls: a category lists its records with a describing sentence; a record there points to its own page as canonical', () => {
    const energy = at('/projects/energy/')!
    expect(energy.description).toBe('Projekti Poslovne cone Rudnik v kategoriji Energetika: stanje, napredek in faze.')
    expect(at('/en/projects/energy/')!.description).toBe('Projects of the Rudnik Business Zone in the category Energy: status, completion and phases.')
    expect(at('/projects/heritage/')!.data.items).toEqual([])
    expect(at('/projects/heritage/')!.data.emptyText).toBe('V tej kategoriji ni projektov.')
    expect(at('/sl/projects/energy/solar/')!.canonical).toBe('/projects/solar/')
    expect(at('/en/events/open-doors/open-day/')!.canonical).toBe('/en/events/open-day/')
    expect(at('/events/empty/')!.data.emptyText).toBe('Ni dogodkov.')
    expect(at('/empty-spaces/office/1/')!.canonical).toBe('/empty-spaces/1/')
    expect(at('/en/empty-spaces/land/')!.data.emptyText).toBe('No business premises are available at the moment.')
  })

  it('takes choice labels and categories from the declarations', () => {
    expect(at('/en/projects/')!.data.categories).toEqual([
      { id: 'infrastructure', name: 'Infrastructure' },
      { id: 'entrepreneurship', name: 'Entrepreneurship' },
      { id: 'energy', name: 'Energy' },
      { id: 'heritage', name: 'Heritage' },
    ])
    expect(at('/events/')!.data.categories.map((category: { id: string }) => category.id)).toEqual(['odprta-vrata', 'empty'])
    expect(at('/en/events/open-day/')!.data.refs).toEqual({
      category: { id: 1, slug: 'open-doors', name: 'Open doors' },
      type: { id: 1, slug: 'meetup', name: 'Meetup' },
    })
  })

  it('the shop lives under the prefix only, with per-language category slugs; the product route without id is the list', () => {
    expect(at('/shop/')).toBeUndefined()
    expect(at('/sl/shop/stoli/')!.paths).toEqual({ sl: '/sl/shop/stoli/', en: '/en/shop/chairs/' })
    expect(at('/en/shop/chairs/product/7/')).toMatchObject({ view: 'product', translated: true, paths: { sl: '/sl/shop/stoli/product/7/' } })
    expect(at('/en/shop/chairs/product/')).toMatchObject({ view: 'shop', canonical: '/en/shop/chairs/' })
    expect(at('/en/shop/chairs/')!.description).toBe('Chairs in solid wood by Kovač Joinery: prices, stock and ordering in the online shop.')
  })

  it('marks login, register, the account pages and cart as not for search engines', () => {
    for (const path of ['/login/', '/en/register/', '/sl/shop/cart/', '/en/shop/cart/']) expect(at(path)!.noindex, path).toBe(true)
    // The pages the account mails' links open (server/auth/mails.ts, accounts/*.ts), in both languages.
    for (const link of ['account/', 'account/email/', 'register/confirm/', 'forgot-password/', 'password-reset/']) {
      for (const path of [`/${link}`, `/sl/${link}`, `/en/${link}`]) expect(at(path)?.noindex, path).toBe(true)
    }
    expect(at('/about/')!.noindex).toBeUndefined()
  })

  it("gives every page its language's footer, as staff saved it", () => {
    expect(at('/about/')!.footer).toMatchObject({ address: 'Rudniška cesta 1, Trbovlje', opening_hours: 'pon–pet 7:00–15:00' })
    expect(at('/en/shop/cart/')!.footer?.address).toBe('Rudniška cesta 1, Trbovlje, Slovenia')
  })

  it('events pages carry the day their statuses were computed', () => {
    expect(at('/events/')!.data.builtOn).toBe('2026-11-23')
    expect(at('/events/fair/')!.data.builtOn).toBe('2026-11-23')
  })

  it('puts the sizes of the images a page shows into its context, and only those', () => {
    expect(Object.keys(sizesFor(at('/en/shop/chairs/product/7/')!.data, siteContent().sizes))).toEqual(['/media/products/7.jpg'])
    expect(sizesFor(at('/about/')!.data, siteContent().sizes)).toEqual({})
  })

  it('adds the two not-found pages, not indexed, with the footer of either language', () => {
    expect(
      pages
        .filter((page) => page.path.endsWith('404.html'))
        .map((page) => page.path)
        .sort(),
    ).toEqual(['/404.html', '/en/404.html'])
    expect(at('/en/404.html')).toMatchObject({ language: 'en', noindex: true })
    expect(at('/404.html')!.data.footers.en.address).toBe('Rudniška cesta 1, Trbovlje, Slovenia')
  })

  it('leaves out a page whose path is taken, with a warning: the list page before a record with slug 2', () => {
    const content = siteContent()
    content.types.news.rows.sl = [...content.types.news.rows.sl, { ...newsRows('sl', 1)[0], id: 99, slug: '2' }]
    const clash = planSite(content, resources)
    expect(clash.warnings.some((warning) => warning.includes('/news/2/'))).toBe(true)
    expect(clash.pages.filter((page) => page.path === '/news/2/')).toMatchObject([{ context: { data: { pagination: { current: 2 } } } }])
  })
})
