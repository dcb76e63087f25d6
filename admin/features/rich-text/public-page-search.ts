/**
 * The link dialog's page picker: pages of our public site whose title holds the typed words. The
 * pages are the ones the declarations give the site (shared/resources `site` blocks), at the
 * addresses the site builds for them (shared/public-page.ts, the same as the "open the page" links):
 * a type's list page when its name matches, and published records found by the staff API's `search`.
 *
 *   await searchPublicPages(dataProvider, declarations, 'hala', new Date())
 *     -> [{ path: '/news/nova-hala/', title: 'Nova hala', type: news, language: 'sl', list: false }, ...]
 */
import type { DataProvider, RaRecord } from 'react-admin'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../../shared/languages'
import { localizedPath, publicPagePath, sitePath } from '../../../shared/public-page'
import { publicationFacts, publicationState } from '../../../shared/publication-state'
import type { Resource } from '../../../shared/resources'
import { languageFieldOf, parseOrdering, raName } from '../../registry'

export interface PageChoice {
  /** The site's own path, as a link stores it: /news/nova-hala/, /en/events/. */
  path: string
  title: string
  type: Resource
  language: Language
  /** The type's list page rather than one record's page. */
  list: boolean
}

/** Records found per type: a short list to choose from, not a browser of the whole site. */
const PER_TYPE = 6

const words = (text: string) => text.toLocaleLowerCase('sl').split(/\s+/).filter(Boolean)

/** The title a record's page shows (site.title fields joined, else the record's title field), as shared/pages/type-pages.ts makes it. */
function pageTitle(type: Resource, record: RaRecord): string {
  const fields = type.site?.title ?? [type.recordTitle]
  return fields
    .map((field) => record[field])
    .filter((value) => typeof value === 'string' && value.trim())
    .join(' ')
}

/** A record is on the site now: published (not a draft, not scheduled for later, not withdrawn) and with a page. */
function livePage(type: Resource, record: RaRecord, now: Date): string | null {
  const facts = publicationFacts(type, record)
  if (facts && publicationState(facts, now).name !== 'published') return null
  return publicPagePath(type, record)
}

/** The type's list pages (one per language) whose name holds every typed word. */
function listPages(type: Resource, typed: string[]): PageChoice[] {
  const site = type.site
  if (!site) return []
  return LANGUAGES.filter((language) => typed.every((word) => type.label[language].toLocaleLowerCase('sl').includes(word))).map((language) => ({
    path: localizedPath(language, sitePath(site, language)),
    title: type.label[language],
    type,
    language,
    list: true,
  }))
}

/** The query filter that keeps only records switched on for the site, when the type declares one. */
function visibleFilter(type: Resource): Record<string, boolean> {
  const name = Object.entries(type.filters).find(([, target]) => target === type.visibility)?.[0]
  return name ? { [name]: true } : {}
}

async function recordPages(dataProvider: DataProvider, type: Resource, text: string, now: Date): Promise<PageChoice[]> {
  const languageField = languageFieldOf(type)
  const { data } = await dataProvider.getList(raName(type), {
    pagination: { page: 1, perPage: PER_TYPE },
    sort: parseOrdering(type.defaultOrdering),
    filter: { search: text, ...visibleFilter(type) },
  })
  return data.flatMap((record) => {
    const path = livePage(type, record, now)
    const own = languageField ? record[languageField] : undefined
    return path ? [{ path, title: pageTitle(type, record), type, language: isLanguage(own) ? own : DEFAULT_LANGUAGE, list: false }] : []
  })
}

/**
 * Pages matching `text` (at least two characters): list pages first, then records type by type. A type
 * the signed-in staff may not read (its scope) is left out rather than failing the whole search.
 */
export async function searchPublicPages(dataProvider: DataProvider, declarations: readonly Resource[], text: string, now: Date): Promise<PageChoice[]> {
  const typed = words(text)
  if (text.trim().length < 2) return []
  const onSite = declarations.filter((type) => type.site)
  const lists = onSite.flatMap((type) => listPages(type, typed))
  const found = await Promise.allSettled(onSite.filter((type) => type.site?.detail).map((type) => recordPages(dataProvider, type, text.trim(), now)))
  return [...lists, ...found.flatMap((result) => (result.status === 'fulfilled' ? result.value : []))]
}
