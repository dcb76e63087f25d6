/**
 * Everything the public pages show, read from the public API at build time (createPages) and put
 * into page context as the API answers it: no GraphQL type per content type, news included.
 *
 * Which types are read and how comes from the declarations (shared/resources): every type with a
 * `site` block, from its public read path, in each language, visible rows only; the targets of its
 * reference fields (tags, event categories) for their names; the rows of types whose visibility
 * follows it (`visibleWith`: a gallery's pictures) attached under the child type's name. The named
 * actions the home page, the about page, the incubator and the shop need are read beside them
 * (`readExtras`). A failed call fails the build.
 */
import { wallClock } from '../../shared/event-status'
import { LANGUAGES, type Language } from '../../shared/languages'
import type { Resource } from '../../shared/resources/declaration'
import { imageFields, isVisible, publicRead, titleOf, type Row } from '../../shared/pages/model'
import type { ByLanguage, ImageSizes, NamedRecord } from '../../shared/pages/records'
import { createApiClient } from './api'
import { mediaOrigin } from './env'
import { readExtras, type Extras } from './extras'
import { imageSizes, variantsCacheDir } from './image-size'
import type { TypeContent } from '../../shared/pages/type-pages'

type Api = ReturnType<typeof createApiClient>

export interface SiteContent {
  /** Every type with a `site` block, by name. */
  types: Record<string, TypeContent>
  extras: ByLanguage<Extras>
  sizes: ImageSizes
  builtOn: string
}

const languageField = (resource: Resource) => Object.entries(resource.fields).find(([, field]) => field.kind === 'language')?.[0]

/** The rows of a type in one language: filtered by its language field, or a localized view in that language. */
async function readRows(api: Api, resource: Resource, language: Language): Promise<Row[]> {
  const path = publicRead(resource)
  if (!path) throw new Error(`${resource.name} has no public read path (declare endpoints.public or site.read)`)
  const ordering = resource.ordering.includes('id') && !/\bid\b/.test(resource.defaultOrdering) ? `${resource.defaultOrdering},-id` : resource.defaultOrdering
  const own = languageField(resource)
  const rows = (await api.list<Row>(path, { lang: language, ordering })).filter((row) => isVisible(resource, row) && (!own || row[own] === language))
  return resource.site?.readEach ? Promise.all(rows.map((row) => api.get<Row>(`${path}${row.id}/`, { lang: language }))) : rows
}

async function readType(api: Api, resource: Resource, registry: readonly Resource[], builtOn: string): Promise<TypeContent> {
  const byName = new Map(registry.map((candidate) => [candidate.name, candidate]))
  // Children whose visibility follows this type (a gallery's pictures), attached under their type's name.
  const children = registry.filter((child) => {
    const parent = child.visibleWith ? child.fields[child.visibleWith] : undefined
    return parent?.kind === 'reference' && parent.resource === resource.name && publicRead(child)
  })
  // The targets of reference fields, by id: names for the pages, slugs for the tag and category lists.
  const references = Object.entries(resource.fields).flatMap(([name, field]) => {
    const target = field.kind === 'reference' || field.kind === 'references' ? byName.get(field.resource) : undefined
    return target && publicRead(target) ? [[name, target] as const] : []
  })
  // Every read at once: the API answers them side by side.
  const [rows, childRows, refRows] = await Promise.all([
    Promise.all(LANGUAGES.map(async (language) => [language, await readRows(api, resource, language)] as const)).then(
      (entries) => Object.fromEntries(entries) as ByLanguage<Row[]>,
    ),
    Promise.all(
      children.map(async (child) => (await api.list<Row>(publicRead(child)!, { ordering: child.defaultOrdering })).filter((row) => isVisible(child, row))),
    ),
    Promise.all(references.map(([, target]) => Promise.all(LANGUAGES.map((language) => readRows(api, target, language))))),
  ])
  children.forEach((child, index) => {
    const byParent = new Map<unknown, Row[]>()
    for (const row of childRows[index]) byParent.set(row[child.visibleWith!], [...(byParent.get(row[child.visibleWith!]) ?? []), row])
    for (const language of LANGUAGES) for (const row of rows[language]) row[child.name] = byParent.get(row.id) ?? []
  })
  const refs: TypeContent['refs'] = {}
  references.forEach(([name, target], index) => {
    refs[name] = Object.fromEntries(
      LANGUAGES.map((language, at) => [
        language,
        refRows[index][at].map((row): NamedRecord => ({ id: row.id, slug: String(row.slug ?? row.id), name: titleOf(target, row) })),
      ]),
    ) as ByLanguage<NamedRecord[]>
  })
  // Staff-made translation links (server/translations): the language switch leads to the linked record.
  const groups = resource.translatable ? (await api.get<{ groups: number[][] }>(`translations/${resource.name}/links/`)).groups : undefined
  return groups ? { rows, refs, builtOn, groups } : { rows, refs, builtOn }
}

/** Every uploaded image path in the content (any depth), with the version of the record that holds it. */
function imagePaths(value: unknown, keys: Set<string>, found: Map<string, string>, version = '') {
  if (Array.isArray(value)) value.forEach((item) => imagePaths(item, keys, found, version))
  else if (value && typeof value === 'object') {
    const row = value as Record<string, unknown>
    const own = typeof row.updated_at === 'string' ? row.updated_at : version
    for (const [key, field] of Object.entries(row)) {
      if (keys.has(key) && typeof field === 'string' && field.startsWith('/')) found.set(field, own)
      else if (field && typeof field === 'object') imagePaths(field, keys, found, own)
    }
  }
}

export interface FetchOptions {
  /** The workspace's .cache folder (image variants are kept under it). */
  cacheDir: string
  reporter: { info(message: string): void; warn(message: string): void }
}

export async function fetchSiteContent(baseUrl: string, registry: readonly Resource[], { cacheDir, reporter }: FetchOptions): Promise<SiteContent> {
  const api = createApiClient(baseUrl)
  const builtOn = wallClock(new Date()).slice(0, 10)
  const shown = registry.filter((resource) => resource.site)
  const [types, extras] = await Promise.all([
    Promise.all(shown.map(async (resource) => [resource.name, await readType(api, resource, registry, builtOn)] as const)),
    Promise.all(LANGUAGES.map(async (language) => [language, await readExtras(api, language)] as const)),
  ])
  const content = { types: Object.fromEntries(types), extras: Object.fromEntries(extras) as ByLanguage<Extras>, builtOn }
  // Image fields are named by the declarations (image, photo, logo, cover_image, poster, ...).
  const keys = new Set(registry.flatMap(imageFields))
  const paths = new Map<string, string>()
  imagePaths(content, keys, paths)
  const origin = mediaOrigin()
  const measured = await imageSizes(
    [...paths].map(([path, version]) => ({ url: new URL(path, origin).href, version })),
    { cacheDir: variantsCacheDir(cacheDir), reporter },
  )
  const sizes: ImageSizes = {}
  for (const path of paths.keys()) {
    const size = measured.get(new URL(path, origin).href)
    if (size) sizes[path] = size.srcset || size.webpSrcset ? [size.width, size.height, size.srcset ?? '', size.webpSrcset ?? ''] : [size.width, size.height]
  }
  reporter.info(
    `Read ${shown.map((resource) => `${LANGUAGES.map((language) => content.types[resource.name].rows[language].length).join('+')} ${resource.name}`).join(', ')}`,
  )
  return { ...content, sizes }
}
