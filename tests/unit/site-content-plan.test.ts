import { describe, expect, it } from 'vitest'
import { planContentPages, sizesFor, spaceCounterpart } from '../../site/build/content-plan'
import { siteContent } from './fixtures/site-content'

const pages = planContentPages(siteContent())
const at = (path: string) => pages.find((page) => page.path === path)

describe('the content page plan', () => {
  it('puts every section unprefixed and under /sl/ in Slovenian, and under /en/ in English', () => {
    for (const link of ['about', 'information', 'employees', 'empty-spaces', 'entrepreneurs', 'events', 'gallery', 'incubator', 'projects', 'video', 'terms', 'cookies', 'accessibility', 'login', 'register']) {
      expect(at(`/${link}/`)?.context.language, link).toBe('sl')
      expect(at(`/sl/${link}/`)?.context.language, link).toBe('sl')
      expect(at(`/en/${link}/`)?.context.language, link).toBe('en')
      expect(at(`/en/${link}/`)?.context.paths, link).toEqual({ sl: `/${link}/`, en: `/en/${link}/` })
    }
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length)
  })

  it('details: the same slug is the translation; otherwise the switch leads to the list', () => {
    expect(at('/employees/mojca-zupan/')!.context).toMatchObject({ translated: true, paths: { en: '/en/employees/mojca-zupan/' } })
    expect(at('/projects/solar/')!.context.translated).toBe(true)
    expect(at('/events/dan-odprtih-vrat/')!.context).toMatchObject({ translated: false, paths: { sl: '/events/dan-odprtih-vrat/', en: '/en/events/' } })
    expect(at('/en/events/fair/')!.context).toMatchObject({ translated: true, paths: { sl: '/events/fair/' } })
  })

  it('pairs a space with the one space of the other language that has the same facts', () => {
    expect(at('/empty-spaces/1/')!.context).toMatchObject({ translated: true, paths: { sl: '/empty-spaces/1/', en: '/en/empty-spaces/5/' } })
    expect(at('/en/empty-spaces/5/')!.context.paths.sl).toBe('/empty-spaces/1/')
    expect(at('/empty-spaces/2/')!.context).toMatchObject({ translated: false, paths: { en: '/en/empty-spaces/' } })
    const { sl, en } = siteContent().byLanguage
    const twin = { ...en.spaces[0], id: 9, slug: 'office-2' }
    expect(spaceCounterpart(sl.spaces[0], sl.spaces, [...en.spaces, twin])).toBeNull() // two candidates: not certain
  })

  it('catch-alls: a category lists its items with a describing sentence; an item points to its own page as canonical', () => {
    const energy = at('/projects/energy/')!.context
    expect(energy.kind).toBe('category')
    expect(energy.description).toBe('Projekti Poslovne cone Rudnik v kategoriji Energetika: stanje, napredek in faze.')
    expect(at('/en/projects/energy/')!.context.description).toBe('Projects of the Rudnik Business Zone in the category Energy: status, completion and phases.')
    expect(at('/projects/heritage/')!.context.data.items).toEqual([])
    expect(at('/projects/heritage/')!.context.data.emptyText).toBe('V tej kategoriji ni projektov.')
    expect(at('/sl/projects/energy/solar/')!.context.canonical).toBe('/projects/solar/')
    expect(at('/en/events/open-doors/open-day/')!.context.canonical).toBe('/en/events/open-day/')
    expect(at('/events/empty/')!.context.data.emptyText).toBe('Ni dogodkov.')
    expect(at('/empty-spaces/office/1/')!.context.canonical).toBe('/empty-spaces/1/')
    expect(at('/en/empty-spaces/land/')!.context.data.emptyText).toBe('No business premises are available at the moment.')
  })

  it('the shop lives under the prefix only, with per-language category slugs; the product route without id is the list', () => {
    expect(at('/shop/')).toBeUndefined()
    expect(at('/sl/shop/stoli/')!.context.paths).toEqual({ sl: '/sl/shop/stoli/', en: '/en/shop/chairs/' })
    expect(at('/en/shop/chairs/product/7/')!.context).toMatchObject({ kind: 'product', translated: true, paths: { sl: '/sl/shop/stoli/product/7/' } })
    expect(at('/en/shop/chairs/product/')!.context).toMatchObject({ kind: 'shopCategory', canonical: '/en/shop/chairs/' })
    expect(at('/en/shop/chairs/')!.context.description).toBe('Chairs in solid wood by Kovač Joinery: prices, stock and ordering in the online shop.')
  })

  it('marks login, register and cart as not for search engines', () => {
    for (const path of ['/login/', '/en/register/', '/sl/shop/cart/', '/en/shop/cart/']) expect(at(path)!.context.noindex, path).toBe(true)
    expect(at('/about/')!.context.noindex).toBeUndefined()
  })

  it("gives every page its language's footer, as staff saved it", () => {
    expect(at('/about/')!.context.footer).toMatchObject({ address: 'Rudniška cesta 1, Trbovlje', opening_hours: 'pon–pet 7:00–15:00' })
    expect(at('/en/shop/cart/')!.context.footer?.address).toBe('Rudniška cesta 1, Trbovlje, Slovenia')
  })

  it('events pages carry the day their statuses were computed', () => {
    expect(at('/events/')!.context.data.builtOn).toBe('2026-11-23')
    expect(at('/events/fair/')!.context.data.builtOn).toBe('2026-11-23')
  })

  it('puts the sizes of the images a page shows into its context, and only those', () => {
    expect(Object.keys(sizesFor(at('/en/shop/chairs/product/7/')!.context.data, siteContent().sizes))).toEqual(['/media/products/7.jpg'])
    expect(sizesFor(at('/about/')!.context.data, siteContent().sizes)).toEqual({})
  })
})
