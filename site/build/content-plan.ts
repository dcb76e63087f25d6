/**
 * The content pages (everything but home and news): which exist at which paths, in which
 * language, with which data. Pure: a function of the content the API answered.
 *
 * Like the news, every page exists unprefixed and under /sl/ in Slovenian and under /en/ in
 * English, except the shop (shop-plan.ts), which lives only under a prefix. The catch-alls are in
 * category-plan.ts.
 */
import { LANGUAGES, type Language } from '../../shared/languages'
import type { ContentByLanguage, ImageSizes, InfoRecord, SiteContent, SpaceRecord } from '../content-types'
import { pageMessagesFor } from '../page-i18n'
import { detailLink, LINKS, type LinkName } from '../paths'
import type { FooterInfo, PageKind } from '../types'
import { planCategoryPages } from './category-plan'
import { firstParagraph, pagesOf, sameLink, type Links, type PlannedContentPage } from './plan-tools'
import { planShopPages } from './shop-plan'

export type { PlannedContentPage }

/** The footer fields staff edit at /admin/footer (on the language's info record). */
export function footerOf(info: InfoRecord | null): FooterInfo | null {
  if (!info) return null
  const { address, opening_hours, phone, email, location } = info
  return { address, opening_hours, phone, email, location }
}

/** What says that two space records of different languages are the same premises. */
const spaceFacts = (s: SpaceRecord) => JSON.stringify([s.offer, s.category, Number(s.size), s.floor, s.price === null ? null : Number(s.price), s.available_from])

/**
 * Spaces have no shared key across languages (one record per language, ids and slugs differ): a
 * record's translation is the one other-language record with the same slug, else the one with the
 * same facts (offer, category, size, floor, price, availability) when exactly one record on each side
 * has them. Anything less certain has no counterpart, and the switch leads to the other list.
 */
export function spaceCounterpart(space: SpaceRecord, own: SpaceRecord[], others: SpaceRecord[]): SpaceRecord | null {
  const bySlug = others.filter((other) => other.slug === space.slug)
  if (bySlug.length === 1) return bySlug[0]
  const facts = spaceFacts(space)
  const same = others.filter((other) => spaceFacts(other) === facts)
  return same.length === 1 && own.filter((mine) => spaceFacts(mine) === facts).length === 1 ? same[0] : null
}

export function planContentPages(content: SiteContent): PlannedContentPage[] {
  const pages: PlannedContentPage[] = []
  for (const language of LANGUAGES) {
    const planned = [...planLanguage(language, content), ...planCategoryPages(language, content.byLanguage[language], pageMessagesFor(language)), ...planShopPages(language, content, pageMessagesFor(language))]
    const footer = footerOf(content.byLanguage[language].info)
    for (const page of planned) page.context.footer = footer
    pages.push(...planned)
  }
  return pages
}

function planLanguage(language: Language, content: SiteContent): PlannedContentPage[] {
  const p = pageMessagesFor(language)
  const c: ContentByLanguage = content.byLanguage[language]
  const others = LANGUAGES.filter((candidate) => candidate !== language)
  const pages: PlannedContentPage[] = []
  const section = (name: LinkName, kind: PageKind & keyof typeof p.pages, data: unknown, description: string, image?: string | null) =>
    pages.push(...pagesOf({ language, links: sameLink(LINKS[name]), translated: true, kind, title: p.pages[kind].title, description, data, image }))

  section('about', 'about', { info: c.info, zone: c.zone }, firstParagraph(c.info?.intro, p.pages.about.description), c.info?.image ?? c.zone?.image)
  section('information', 'information', { info: c.info }, p.pages.information.description)
  section('employees', 'employees', { employees: c.employees }, p.pages.employees.description)
  section('entrepreneurs', 'entrepreneurs', { entrepreneurs: c.entrepreneurs }, p.pages.entrepreneurs.description)
  section('incubator', 'incubator', { incubator: c.incubator }, firstParagraph(c.incubator?.body, p.pages.incubator.description), c.incubator?.image)
  const galleries = c.galleries.map((gallery) => ({ ...gallery, images: content.galleryImages.filter((image) => image.gallery === gallery.id) }))
  section('gallery', 'gallery', { galleries }, p.pages.gallery.description)
  section('video', 'video', { videos: content.videos }, p.pages.video.description)
  for (const name of ['terms', 'cookies', 'accessibility', 'login', 'register'] as const) section(name, name, null, p.pages[name].description)

  const named = (event: (typeof c.events)[number]) => ({
    ...event,
    categoryName: c.eventCategories.find((category) => category.id === event.category)?.name ?? null,
    typeName: c.eventTypes.find((type) => type.id === event.type)?.name ?? null,
  })
  section('events', 'events', { events: c.events, categories: c.eventCategories, builtOn: content.builtOn }, p.pages.events.description)
  section('projects', 'projects', { projects: c.projects }, p.pages.projects.description)
  section('emptySpaces', 'spaces', { spaces: c.spaces }, p.pages.spaces.description)

  /** A detail page; `counterpart` finds its translation's link in another language (else the switch leads to the list). */
  const detail = (listName: 'employees' | 'events' | 'projects' | 'emptySpaces', link: string, counterpart: (other: ContentByLanguage) => string | null, spec: { kind: PageKind; title: string; description: string; data: unknown; image?: string | null }) => {
    const links = { ...sameLink(LINKS[listName]), [language]: link } as Links
    let translated = true
    for (const other of others) {
      const found = counterpart(content.byLanguage[other])
      if (found) links[other] = found
      else translated = false
    }
    pages.push(...pagesOf({ language, links, translated, ...spec }))
  }
  // Employees, events and projects: the same slug in the other language is the translation.
  const sameSlug = (section: 'employees' | 'events' | 'projects', slug: string, items: { slug: string }[]) => (items.some((item) => item.slug === slug) ? detailLink(section, slug) : null)
  for (const e of c.employees) {
    detail('employees', detailLink('employees', e.slug), (other) => sameSlug('employees', e.slug, other.employees), {
      kind: 'employee', title: `${e.first_name} ${e.last_name}`, description: `${e.position}. ${e.bio ?? ''}`.trim().slice(0, 160), data: { employee: e }, image: e.photo,
    })
  }
  for (const e of c.events) {
    detail('events', detailLink('events', e.slug), (other) => sameSlug('events', e.slug, other.events), {
      kind: 'event', title: e.title, description: firstParagraph(e.summary || e.description, e.title), data: { event: named(e), builtOn: content.builtOn }, image: e.image,
    })
  }
  for (const x of c.projects) {
    detail('projects', detailLink('projects', x.slug), (other) => sameSlug('projects', x.slug, other.projects), {
      kind: 'project', title: x.title, description: firstParagraph(x.description, x.title), data: { project: x }, image: x.image,
    })
  }
  for (const s of c.spaces) {
    detail('emptySpaces', detailLink('emptySpaces', s.id), (other) => {
      const match = spaceCounterpart(s, c.spaces, other.spaces)
      return match ? detailLink('emptySpaces', match.id) : null
    }, { kind: 'space', title: s.title, description: firstParagraph(s.description, s.title), data: { space: s }, image: s.image })
  }
  return pages
}

/** The sizes of the images a page's data names. */
export function sizesFor(data: unknown, sizes: ImageSizes): ImageSizes {
  const out: ImageSizes = {}
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (sizes[value]) out[value] = sizes[value]
    } else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(data)
  return out
}
