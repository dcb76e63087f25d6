/**
 * Everything besides news that the public pages show, read from the public API per language at
 * build time (createPages). Records go into page context as they are (plus image sizes), so the
 * templates need no GraphQL type per content type. A failed call fails the build.
 */
import type { GatsbyCache, Reporter } from 'gatsby'
import { wallClock } from '../../shared/event-status'
import { LANGUAGES, type Language } from '../../shared/languages'
import type { ContentByLanguage, ImageSizes, SiteContent } from '../content-types'
import { createApiClient } from './api'
import { CONTENT_ENDPOINTS as E } from './endpoints'
import { mediaOrigin } from './env'
import { imageSizes } from './image-size'

type Row = Record<string, unknown> & { id: number; updated_at?: string }

/** GET that answers null on 404 (a type with no record in a language yet). */
async function optional<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run()
  } catch (error) {
    if (/answered 404/.test((error as Error).message)) return null
    throw error
  }
}

async function languageContent(baseUrl: string, lang: Language): Promise<ContentByLanguage> {
  const api = createApiClient(baseUrl)
  const [info, zones, employees, spaces, entrepreneurs, events, lastEvents, keyEvents, eventCategories, eventTypes, projects, incubator, galleries, categories, products] =
    await Promise.all([
      optional(() => api.get<Row>(`${E.info}lang/${lang}/`)),
      api.list<Row>(E.industrialZone, { lang }),
      api.list<Row>(E.employees, { lang, ordering: 'display_order,last_name' }),
      api.list<Row>(E.emptySpaces, { lang }),
      api.list<Row>(`${E.entrepreneurs}lang/${lang}/`),
      api.list<Row>(E.events, { lang, ordering: '-start' }),
      api.get<Row[]>(`${E.events}last-events/`, { lang }),
      api.get<Row[]>(`${E.events}on-key-events-full/`, { lang }),
      api.list<Row>(E.eventCategories, { lang }),
      api.list<Row>(E.eventTypes, { lang }),
      api.list<Row>(E.projects, { lang, ordering: '-published_date' }),
      optional(() => api.get<Row>(`${E.incubator}active/`, { lang })),
      api.list<Row>(E.galleries, { lang }),
      api.list<Row>(E.productCategories, { language: lang }),
      api.list<Row>(E.products, { language: lang }),
    ])
  // The detail of a space carries its pictures.
  const spacesWithImages = await Promise.all(spaces.map((space) => api.get<Row>(`${E.emptySpaces}${space.id}/`, { lang })))
  return {
    info,
    zone: zones[0] ?? null,
    employees,
    spaces: spacesWithImages,
    entrepreneurs,
    events,
    lastEvents,
    keyEvents,
    eventCategories,
    eventTypes,
    projects,
    incubator: incubator && (incubator.is_active === false ? null : incubator),
    galleries: galleries.filter((gallery) => gallery.is_active !== false),
    categories,
    products: products.filter((product) => product.is_active !== false),
  } as unknown as ContentByLanguage
}

const IMAGE_KEYS = ['image', 'photo', 'logo', 'cover_image', 'poster']

/** Every uploaded image path in the content (any depth), for measuring. */
function imagePaths(value: unknown, found: Map<string, string>, version = '') {
  if (Array.isArray(value)) value.forEach((item) => imagePaths(item, found, version))
  else if (value && typeof value === 'object') {
    const row = value as Row
    const own = typeof row.updated_at === 'string' ? row.updated_at : version
    for (const [key, field] of Object.entries(row)) {
      if (IMAGE_KEYS.includes(key) && typeof field === 'string' && field.startsWith('/')) found.set(field, own)
      else if (typeof field === 'object') imagePaths(field, found, own)
    }
  }
}

export async function fetchSiteContent(baseUrl: string, { cache, reporter }: { cache: GatsbyCache; reporter: Reporter }): Promise<SiteContent> {
  const api = createApiClient(baseUrl)
  const builtOn = wallClock(new Date()).slice(0, 10)
  const [perLanguage, videos, galleryImages] = await Promise.all([
    Promise.all(LANGUAGES.map((lang) => languageContent(baseUrl, lang))),
    api.list<Row>(E.videos),
    api.list<Row>(E.galleryImages, { ordering: 'order' }),
  ])
  const byLanguage = Object.fromEntries(LANGUAGES.map((lang, index) => [lang, perLanguage[index]])) as Record<Language, ContentByLanguage>
  const content = {
    byLanguage,
    videos: videos.filter((video) => video.is_active !== false),
    galleryImages: galleryImages.filter((image) => image.is_active !== false),
  } as unknown as Omit<SiteContent, 'sizes'>
  const paths = new Map<string, string>()
  imagePaths(content, paths)
  const origin = mediaOrigin()
  const measured = await imageSizes(
    [...paths].map(([path, version]) => ({ url: new URL(path, origin).href, version })),
    { cache, reporter },
  )
  const sizes: ImageSizes = {}
  for (const path of paths.keys()) {
    const size = measured.get(new URL(path, origin).href)
    if (size) sizes[path] = size.srcset || size.webpSrcset ? [size.width, size.height, size.srcset ?? '', size.webpSrcset ?? ''] : [size.width, size.height]
  }
  return { ...content, sizes, builtOn } as SiteContent
}
