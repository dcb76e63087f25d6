/**
 * The shop's pages, under the language prefix only: /shop/, /shop/cart/, /shop/{category}/,
 * /shop/{category}/product/{id}/, and /shop/{category}/product/ (the spec's id is optional: without
 * one it is the category's list, with the category page as canonical). Category slugs differ per
 * language: `slug` in Slovenian, `en_slug` in English.
 */
import { LANGUAGES, type Language } from '../../shared/languages'
import type { NamedRecord, SiteContent } from '../content-types'
import type { PageMessages } from '../page-i18n'
import { shopLinks, shopPath } from '../paths'
import { format } from '../text'
import { firstParagraph, pagesOf, sameLink, type Links, type PlannedContentPage } from './plan-tools'

const slugIn = (category: { slug: string; en_slug?: string }, language: Language) => (language === 'en' ? category.en_slug || category.slug : category.slug)

export function planShopPages(language: Language, content: SiteContent, p: PageMessages): PlannedContentPage[] {
  const c = content.byLanguage[language]
  const pages: PlannedContentPage[] = []
  const shop = { categories: c.categories.map((category) => ({ ...category, slug: slugIn(category, language) })) }
  pages.push(...pagesOf({ language, links: sameLink(shopLinks.home), translated: true, kind: 'shop', title: p.pages.shop.title, description: p.pages.shop.description, data: { ...shop, products: c.products }, shop: true }))
  pages.push(...pagesOf({ language, links: sameLink(shopLinks.cart), translated: true, kind: 'cart', title: p.pages.cart.title, description: p.pages.cart.description, data: { ...shop, products: c.products }, shop: true }))

  for (const category of c.categories) {
    // The same category in each language (one record carries both names and slugs).
    const linksOf = (link: (slug: string) => string) =>
      Object.fromEntries(LANGUAGES.map((lang) => [lang, link(slugIn(content.byLanguage[lang].categories.find((x) => x.id === category.id) ?? category, lang))])) as Links
    const own: NamedRecord = { ...category, slug: slugIn(category, language) }
    const products = c.products.filter((product) => product.category === category.id)
    const list = {
      language,
      translated: true,
      kind: 'shopCategory' as const,
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
          kind: 'product',
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
