/**
 * What a preview shows: the page context the site's page template receives for one record, in each
 * language it has a page in, made by the same plan and context the build uses (shared/pages/) from
 * that record alone (its references' names and the children whose visibility follows it beside it).
 * Nothing of any other record travels: lists hold only this one.
 *
 *   await previewPages(context, news, row)   // { sl: PageContext } (news are kept per language)
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/languages'
import { getResource, resources } from '../../shared/resources'
import { info } from '../../shared/resources/info'
import type { Resource } from '../../shared/resources/declaration'
import { wallClock } from '../../shared/event-status'
import { publicRead, titleOf, type Row as SiteRow } from '../../shared/pages/model'
import { footerOf, pageContextOf } from '../../shared/pages/page-context'
import type { InfoRecord } from '../../shared/pages/records'
import { planTypePages, type TypeContent } from '../../shared/pages/type-pages'
import type { PageContext } from '../../shared/pages/types'
import type { AppContext } from '../context'
import { recordOf } from '../resources/mounts/per-language'
import type { Row } from '../resources/repository'
import { ResourceService } from '../resources/service'

/** Children read per record at most (a gallery's pictures). */
const CHILDREN_MAX = 500

const languageField = (resource: Resource) => Object.entries(resource.fields).find(([, field]) => field.kind === 'language')?.[0]
const isTranslated = (resource: Resource) => Object.values(resource.fields).some((field) => 'translationOf' in field && field.translationOf)

/** The record as the public API answers it in `language`. */
function publicShape(service: ResourceService, row: Row, language: Language): SiteRow {
  return (isTranslated(service.resource) ? service.serializeLocalized(row, language) : service.serialize(row)) as SiteRow
}

/** The languages the record has a page in: its own for a type kept per language, else every one. */
export function pageLanguages(resource: Resource, row: Row): Language[] {
  const field = languageField(resource)
  if (!field) return [...LANGUAGES]
  const own = row[field]
  return LANGUAGES.includes(own as Language) ? [own as Language] : [DEFAULT_LANGUAGE]
}

async function refsOf(context: AppContext, resource: Resource, row: Row): Promise<TypeContent['refs']> {
  const refs: TypeContent['refs'] = {}
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'reference' && field.kind !== 'references') continue
    const target = getResource(field.resource)
    if (!publicRead(target)) continue
    const value = row[name]
    const ids = (Array.isArray(value) ? value : [value]).filter((id): id is number => Number.isInteger(id)).slice(0, 200)
    const service = ResourceService.of(context, target.name)
    const found = (await Promise.all(ids.map((id) => service.find(id)))).filter((each): each is Row => Boolean(each))
    refs[name] = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        found.map((each) => {
          const shown = publicShape(service, each, language)
          return { id: Number(each.id), slug: String(shown.slug ?? each.id), name: titleOf(target, shown) }
        }),
      ]),
    ) as TypeContent['refs'][string]
  }
  return refs
}

/** The saved children whose visibility follows the record (a gallery's pictures), under their type's name. */
async function childrenOf(context: AppContext, resource: Resource, row: Row): Promise<Record<string, SiteRow[]>> {
  const out: Record<string, SiteRow[]> = {}
  if (!Number.isInteger(row.id) || Number(row.id) <= 0) return out
  for (const child of resources as readonly Resource[]) {
    const parent = child.visibleWith ? child.fields[child.visibleWith] : undefined
    if (parent?.kind !== 'reference' || parent.resource !== resource.name || !publicRead(child)) continue
    // In the child type's own order, as the build reads them (a gallery's pictures by their place), then by id.
    const [first] = child.defaultOrdering.split(',')
    const byField = first.replace(/^-/, '')
    let query = context.database.db.selectFrom(child.name).select('id').where(child.visibleWith!, '=', row.id)
    if (Object.hasOwn(child.fields, byField)) query = query.orderBy(byField, first.startsWith('-') ? 'desc' : 'asc')
    const ids = await query.orderBy('id').limit(CHILDREN_MAX).execute()
    const service = ResourceService.of(context, child.name)
    const rows = (await Promise.all(ids.map((each) => service.find(Number(each.id))))).filter((each): each is Row => Boolean(each))
    out[child.name] = rows.map((each) => service.serialize(each) as SiteRow).filter((each) => !child.visibility || each[child.visibility] !== false)
  }
  return out
}

/** The footer the live pages of `language` show: the same fields of the same info record, as the build reads them. */
async function footerIn(context: AppContext, language: Language): Promise<PageContext['footer']> {
  const service = ResourceService.of(context, info.name)
  const row = await recordOf(service, context, language)
  return footerOf(row ? (service.serialize(row) as unknown as InfoRecord) : null)
}

/** The page context of the record's own page (its list page when the type has no detail pages) in each of its languages. */
export async function previewPages(context: AppContext, resource: Resource, row: Row): Promise<Partial<Record<Language, PageContext>>> {
  const site = resource.site
  if (!site) return {}
  const service = ResourceService.of(context, resource.name)
  const languages = pageLanguages(resource, row)
  const [refs, children] = await Promise.all([refsOf(context, resource, row), childrenOf(context, resource, row)])
  const rows = Object.fromEntries(
    LANGUAGES.map((language) => [language, languages.includes(language) ? [{ ...publicShape(service, row, language), ...children }] : []]),
  ) as TypeContent['rows']
  const content: TypeContent = { rows, refs, builtOn: wallClock(new Date()).slice(0, 10) }
  const out: Partial<Record<Language, PageContext>> = {}
  for (const language of languages) {
    const pages = planTypePages(resource, language, content, resources).filter((page) => page.context.view !== 'category')
    const page = pages.find((each) => each.context.data?.record) ?? pages[0]
    if (!page) continue
    const footer = await footerIn(context, language)
    const year = String(new Date().getFullYear())
    out[language] = pageContextOf({ ...page, context: { ...page.context, footer, noindex: true } }, { siteUrl: context.config.siteUrl, year, sizes: {} })
  }
  return out
}
