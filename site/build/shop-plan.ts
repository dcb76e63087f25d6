/**
 * The shop's pages, under the language prefix only: /shop/, /shop/cart/, /shop/{category}/,
 * /shop/{category}/product/{id}/, and /shop/{category}/product/ (the spec's id is optional: without
 * one it is the category's list, with the category page as canonical). Category slugs differ per
 * language: `slug` in Slovenian, `en_slug` in English.
 */
import { LANGUAGES, type Language } from '../../shared/languages'
import type { ByLanguage, ProductCategoryRecord } from '../../shared/pages/records'
import type { Extras } from './extras'
import { shopLinks, shopPath } from '../paths'
import { format } from '../../shared/text'
import { firstParagraph, pagesOf, sameLink, type Links, type PlannedPage } from '../../shared/pages/plan-tools'
import type { PageWords } from '../../shared/pages/words'

const slugIn = (category: { slug: string; en_slug?: string }, language: Language) => (language === 'en' ? category.en_slug || category.slug : category.slug)

export function planShopPages(language: Language, extras: ByLanguage<Extras>, p: PageWords): PlannedPage[] {
  const c = extras[language]
  const pages: PlannedPage[] = []
  const shop = { categories: c.categories.map((category) => ({ ...category, slug: slugIn(category, language) })) }
  pages.push(
    ...pagesOf({
      language,
      links: sameLink(shopLinks.home),
      translated: true,
      view: 'shop',
      title: p.pages.shop.title,
      description: p.pages.shop.description,
      data: { ...shop, products: c.products },
      shop: true,
    }),
  )
  pages.push(
    ...pagesOf({
      language,
      links: sameLink(shopLinks.cart),
      translated: true,
      view: 'cart',
      title: p.pages.cart.title,
      description: p.pages.cart.description,
      data: { ...shop, products: c.products },
      shop: true,
    }),
  )

  for (const category of c.categories) {
    // The same category in each language (one record carries both names and slugs).
    const linksOf = (link: (slug: string) => string) =>
      Object.fromEntries(LANGUAGES.map((lang) => [lang, link(slugIn(extras[lang].categories.find((x) => x.id === category.id) ?? category, lang))])) as Links
    const own: ProductCategoryRecord = { ...category, slug: slugIn(category, language) }
    const products = c.products.filter((product) => product.category === category.id)
    const list = {
      language,
      translated: true,
      view: 'shop',
      title: category.name,
      description: format(p.descriptions.shop_category, { category: category.name }),
      data: { ...shop, category: own, products },
      shop: true,
    }
    pages.push(...pagesOf({ ...list, links: linksOf(shopLinks.category) }))
    pages.push(...pagesOf({ ...list, links: linksOf((slug) => shopLinks.product(slug)), canonical: shopPath(language, shopLinks.category(own.slug)) }))
    for (const product of products) {
      pages.push(
        ...pagesOf({
          language,
          links: linksOf((slug) => shopLinks.product(slug, product.id)),
          translated: true,
          view: 'product',
          title: product.name,
          description: firstParagraph(product.description, product.name),
          data: { ...shop, category: own, product },
          image: product.image,
          shop: true,
        }),
      )
    }
  }
  return pages
}
