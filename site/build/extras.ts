/**
 * What the pages besides the declared types' lists and details show, read through the named actions
 * the spec gives them (their paths start at the declarations' public mounts): the language's info
 * record (about, information, the footer), the industrial zone, the active incubator, the home page's
 * latest news and events in the order staff set, the videos and the shop.
 */
import type { StatementAnswer } from '../../shared/accessibility/statement'
import type { Language } from '../../shared/languages'
import { events } from '../../shared/resources/events'
import { incubator } from '../../shared/resources/incubator'
import { industrialZone } from '../../shared/resources/industrial-zone'
import { info } from '../../shared/resources/info'
import { news } from '../../shared/resources/news'
import { productCategories } from '../../shared/resources/product-categories'
import { products } from '../../shared/resources/products'
import { videos } from '../../shared/resources/videos'
import { isVisible, publicRead, type Row } from '../../shared/pages/model'
import type {
  EventRecord,
  IncubatorRecord,
  InfoRecord,
  NewsRecord,
  ProductCategoryRecord,
  ProductRecord,
  VideoRecord,
  ZoneRecord,
} from '../../shared/pages/records'
import type { createApiClient } from './api'

export interface Extras {
  info: InfoRecord | null
  zone: ZoneRecord | null
  incubator: IncubatorRecord | null
  latestNews: NewsRecord[]
  keyEvents: EventRecord[]
  lastEvents: EventRecord[]
  videos: VideoRecord[]
  categories: ProductCategoryRecord[]
  products: ProductRecord[]
  /** The accessibility statement (server/accessibility); null from an API without it. */
  statement?: StatementAnswer | null
}

/** GET that answers null on 404 (a type with no record in a language yet). */
async function optional<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run()
  } catch (error) {
    if (/answered 404/.test((error as Error).message)) return null
    throw error
  }
}

export async function readExtras(api: ReturnType<typeof createApiClient>, lang: Language): Promise<Extras> {
  const [infoRecord, zones, active, latestNews, keyEvents, lastEvents, videoRows, categories, productRows, statement] = await Promise.all([
    optional(() => api.get<Row>(`${publicRead(info)}lang/${lang}/`)),
    api.list<Row>(publicRead(industrialZone)!, { lang }),
    optional(() => api.get<Row>(`${publicRead(incubator)}active/`, { lang })),
    api.get<Row[]>(`${publicRead(news)}latest/`, { lang }),
    api.get<Row[]>(`${publicRead(events)}on-key-events-full/`, { lang }),
    api.get<Row[]>(`${publicRead(events)}last-events/`, { lang }),
    api.list<Row>(publicRead(videos)!),
    api.list<Row>(publicRead(productCategories)!, { language: lang }),
    api.list<Row>(publicRead(products)!, { language: lang }),
    optional(() => api.get<StatementAnswer>('accessibility/statement/')),
  ])
  return {
    info: infoRecord,
    zone: zones.find((zone) => zone.lang === lang) ?? zones[0] ?? null,
    incubator: active && isVisible(incubator, active) ? active : null,
    latestNews: latestNews.filter((row) => isVisible(news, row)),
    keyEvents,
    lastEvents,
    videos: videoRows.filter((row) => isVisible(videos, row)),
    categories,
    products: productRows.filter((row) => isVisible(products, row)),
    statement,
  } as unknown as Extras
}
