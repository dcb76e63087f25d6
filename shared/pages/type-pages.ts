/**
 * The pages of a declared type (its `site` block, shared/resources/declaration.ts), in one language:
 *   {path}, {path}{n}/              the list, `pageSize` records a page (the switch: same page, else page 1)
 *   {path}{key}/                    one record (`detail`: slug or id); its translation has the same slug,
 *                                   else the same `pairBy` facts when exactly one record on each side has them
 *   {path}tag/{slug}/[{n}/]         the records of one tag (`tags`), paged like the list
 *   {path}{category}/[{key}/]       the catch-alls (`categories`): one category's records, and one record
 *                                   seen from there, whose canonical page is its own
 * Pure: a function of the records the API answered.
 */
import type { Language } from '../languages'
import { firstRichTextBlock } from '../rich-text'
import type { Resource, SiteDeclaration } from '../resources/declaration'
import { choicesOf, imageFields, pictureTypesOf, picturesOf, sitePath, titleOf, viewOf, type Row } from './model'
import type { NamedRecord } from './records'
import { localizedPath } from '../public-page'
import type { Pagination } from './types'
import { firstParagraph, pagesOf, type Links, type PlannedPage } from './plan-tools'
import { typeWords } from './words'

export interface TypeContent {
  /** The type's visible records in each language, in the API's order. */
  rows: Record<Language, Row[]>
  /** Each reference field's targets in each language, as {id, slug, name}. */
  refs: Record<string, Record<Language, NamedRecord[]>>
  /** The day the API computed what depends on the clock (an event's status), YYYY-MM-DD. */
  builtOn: string
  /** Records staff linked as translations of one another (a `translatable` type), by id; they win over slugs and facts. */
  groups?: number[][]
}

type Site = SiteDeclaration

const pageLink = (base: string, page: number) => (page <= 1 ? base : `${base}${page}/`)
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** The fields a list page keeps of a record (its card): no pictures where the record has a page of its own. */
function card(site: Site, row: Row): Row {
  if (site.detail && 'pictures' in row) {
    const { pictures: _pictures, ...rest } = row
    row = rest as Row
  }
  if (!site.listFields) return row
  return Object.fromEntries(site.listFields.filter((field) => field in row).map((field) => [field, row[field]])) as Row
}

function facts(site: Site, row: Row): string {
  return JSON.stringify(
    (site.pairBy ?? []).map((field) =>
      typeof row[field] === 'string' && /^-?\d+(\.\d+)?$/.test(row[field] as string) ? Number(row[field]) : (row[field] ?? null),
    ),
  )
}

/** Records by a key, for finding counterparts among thousands without comparing every pair. */
function indexBy(rows: Row[], key: (row: Row) => string | null): Map<string, Row[]> {
  const index = new Map<string, Row[]>()
  for (const row of rows) {
    const value = key(row)
    if (value !== null) index.set(value, [...(index.get(value) ?? []), row])
  }
  return index
}

/**
 * Finds the same record in another language: the one staff linked as its translation (`groups`), else
 * the same slug, else the one with the same facts (unique on both sides).
 */
export function counterparts(site: Site, own: Row[], others: Row[], groups: number[][] = []): (row: Row) => Row | null {
  const linked = new Map<unknown, number[]>()
  for (const group of groups) for (const id of group) linked.set(id, group)
  const othersById = new Map(others.map((other) => [other.id, other]))
  const slugOf = (row: Row) => (typeof row.slug === 'string' ? row.slug : null)
  const factsOf = (row: Row) => (site.pairBy?.length ? facts(site, row) : null)
  const otherSlugs = indexBy(others, slugOf)
  const ownFacts = indexBy(own, factsOf)
  const otherFacts = indexBy(others, factsOf)
  return (row) => {
    const byLink = linked
      .get(row.id)
      ?.map((id) => othersById.get(id))
      .find(Boolean)
    if (byLink) return byLink
    const bySlug = otherSlugs.get(slugOf(row) ?? '')
    if (bySlug?.length === 1) return bySlug[0]
    const mine = factsOf(row)
    if (mine === null) return null
    const same = otherFacts.get(mine) ?? []
    return same.length === 1 && ownFacts.get(mine)?.length === 1 ? same[0] : null
  }
}

/** The same record in another language (see counterparts). */
export const counterpart = (site: Site, row: Row, own: Row[], others: Row[]) => counterparts(site, own, others)(row)

/**
 * A record as its pages show it: the rows of its picture types (an event's gallery), attached by the
 * build under their type names, become one `pictures` list (model.ts picturesOf).
 */
function withPictures(types: readonly Resource[], row: Row): Row {
  if (!types.length) return row
  const shown: Row = { ...row, pictures: picturesOf(types, row) }
  for (const type of types) delete shown[type.name]
  return shown
}

export function planTypePages(resource: Resource, language: Language, content: TypeContent, registry: readonly Resource[]): PlannedPage[] {
  const site = resource.site!
  const words = typeWords(resource, language)
  const languages = Object.keys(content.rows) as Language[]
  const others = languages.filter((other) => other !== language)
  const pictureTypes = pictureTypesOf(resource, registry)
  const rows = content.rows[language].map((row) => withPictures(pictureTypes, row))
  const view = viewOf(resource.name)
  const base = (lang: Language) => sitePath(site, lang)
  const pages: PlannedPage[] = []
  // The build's day only where a value depends on the clock (an event's status): a new day rebuilds no news page.
  const clock = resource.computed ? { builtOn: content.builtOn } : {}
  const refsOf = (row: Row) =>
    Object.fromEntries(
      Object.entries(content.refs).map(([field, byLanguage]) => {
        const targetOf = (id: unknown) => byLanguage[language].find((target) => target.id === id)
        const value = row[field]
        return [field, Array.isArray(value) ? value.map(targetOf).filter(Boolean) : (targetOf(value) ?? null)]
      }),
    )
  const imageField = imageFields(resource)[0]
  const image = (row: Row) => (imageField ? (row[imageField] as string | null) : null)
  // A summary taken from rich text is its first block as plain text: cards and descriptions show no markup.
  const summary = (row: Row) =>
    (site.summary ?? [])
      .map((field) => (resource.fields[field]?.kind === 'richText' ? firstRichTextBlock(row[field] as string | null) : row[field]))
      .find((value) => typeof value === 'string' && value.trim()) as string | undefined
  const title = (row: Row) =>
    site.title
      ? site.title
          .map((field) => text(row[field]))
          .filter(Boolean)
          .join(' ')
      : titleOf(resource, row)
  const detailLink = (lang: Language, row: Row) => `${base(lang)}${text(row[site.detail!])}/`

  // Lists, paged; the switch leads to the same page number where the other language has it.
  const size = site.pageSize ?? Number.POSITIVE_INFINITY
  const pageCount = (count: number) => Math.max(1, Math.ceil(count / size))
  const counts = Object.fromEntries(languages.map((lang) => [lang, pageCount(content.rows[lang].length)])) as Record<Language, number>
  const tags = site.tags
    ? (content.refs[site.tags]?.[language] ?? []).filter((tag) => rows.some((row) => (row[site.tags!] as number[] | undefined)?.includes(tag.id)))
    : []
  const addList = (items: Row[], ownBase: string, tag: NamedRecord | null) => {
    const count = pageCount(items.length)
    for (let page = 1; page <= count; page++) {
      const links = Object.fromEntries(languages.map((lang) => [lang, pageLink(base(lang), !tag && page <= counts[lang] ? page : 1)])) as Links
      links[language] = pageLink(ownBase, page)
      const heading = tag ? words.tagTitle(tag.name) : words.title
      const pagination: Pagination = { current: page, count, base: ownBase }
      pages.push(
        ...pagesOf({
          language,
          links,
          view,
          // A tag belongs to one language; other lists exist in the other language only up to their length.
          translated: !tag && others.every((other) => page <= counts[other]),
          title: words.pageTitle(heading, page),
          description: tag ? words.tagDescription(tag.name) : words.description,
          data: {
            list: base(language),
            heading,
            records: items.slice((page - 1) * size, page * size).map((row) => card(site, row)),
            pagination,
            tags,
            tag: tag?.id ?? null,
            empty: words.empty,
            categories: categoriesIn(language),
            ...clock,
          },
        }),
      )
    }
  }
  const categoriesIn = (lang: Language): { id: string; name: string }[] => {
    if (!site.categories) return []
    const field = resource.fields[site.categories]
    return field?.kind === 'choice'
      ? choicesOf(resource, site.categories, lang)
      : (content.refs[site.categories]?.[lang] ?? []).map((target) => ({ id: target.slug, name: target.name }))
  }
  addList(rows, base(language), null)

  // Details, before the tag and category lists: a record's own page wins a path both would take.
  if (site.detail) {
    const finders = Object.fromEntries(others.map((other) => [other, counterparts(site, rows, content.rows[other], content.groups)]))
    for (const row of rows) {
      const links = Object.fromEntries(languages.map((lang) => [lang, base(lang)])) as Links
      links[language] = detailLink(language, row)
      let translated = true
      for (const other of others) {
        const found = finders[other](row)
        if (found) links[other] = detailLink(other, found)
        else translated = false
      }
      pages.push(
        ...pagesOf({
          language,
          links,
          translated,
          view,
          title: title(row),
          description: firstParagraph(summary(row), title(row)),
          image: image(row),
          data: { list: base(language), record: row, refs: refsOf(row), ...clock },
        }),
      )
    }
  }
  for (const tag of tags)
    addList(
      rows.filter((row) => (row[site.tags!] as number[]).includes(tag.id)),
      `${base(language)}tag/${tag.slug}/`,
      tag,
    )

  // Catch-alls: a category's records, and each seen from its category (canonical: its own page).
  if (site.categories && site.detail) {
    const field = resource.fields[site.categories]
    const categoryOf = (row: Row) =>
      (field?.kind === 'choice'
        ? row[site.categories!]
        : content.refs[site.categories!]?.[language].find((target) => target.id === row[site.categories!])?.slug) ?? null
    for (const category of categoriesIn(language)) {
      const inCategory = rows.filter((row) => categoryOf(row) === category.id)
      const categoryLink = `${base(language)}${category.id}/`
      const sameCategory = Object.fromEntries(languages.map((lang) => [lang, `${base(lang)}${category.id}/`])) as Links
      const cardOf = (row: Row, link: string) => ({
        key: text(row[site.detail!]),
        title: title(row),
        summary: summary(row) ?? null,
        image: image(row),
        image_alt: imageField ? ((row[`${imageField}_alt`] as string | null) ?? null) : null,
        date: site.date ? text(row[site.date]).slice(0, 10) || null : null,
        link,
      })
      pages.push(
        ...pagesOf({
          language,
          links: sameCategory,
          translated: true,
          view: 'category',
          title: `${words.title}: ${category.name}`,
          description: words.categoryDescription(category.name),
          data: { category, items: inCategory.map((row) => cardOf(row, `${categoryLink}${text(row[site.detail!])}/`)), emptyText: words.emptyInCategory },
        }),
      )
      for (const row of inCategory) {
        pages.push(
          ...pagesOf({
            language,
            links: { ...sameCategory, [language]: `${categoryLink}${text(row[site.detail!])}/` },
            translated: false,
            view: 'category',
            title: title(row),
            description: firstParagraph(summary(row), title(row)),
            image: image(row),
            canonical: localizedPath(language, detailLink(language, row)),
            data: { category, items: [cardOf(row, detailLink(language, row))], emptyText: words.emptyInCategory },
          }),
        )
      }
    }
  }
  return pages
}
