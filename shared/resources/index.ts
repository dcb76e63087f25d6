/**
 * The registry: every content type of the product, in one list. Server routes and tables,
 * back-office screens and sidebar entries are all made from it.
 *
 * To add a content type: write shared/resources/<name>.ts with defineResource(...) and add
 * it here. Tags is the model: one file, one line.
 */
import type { Resource } from './declaration'
import { listScheduleOf } from './schedule'
import { news } from './news'
import { tags } from './tags'
import { info } from './info'
import { industrialZone } from './industrial-zone'
import { galleries } from './galleries'
import { galleryImages } from './gallery-images'
import { productCategories } from './product-categories'
import { products } from './products'
import { productImages } from './product-images'
import { clients } from './clients'
import { orderLines, orders } from './orders'
import { eventTypes } from './event-types'
import { eventCategories } from './event-categories'
import { events } from './events'
import { eventImages } from './event-images'
import { projects } from './projects'
import { projectImages } from './project-images'
import { images } from './images'
import { employees } from './employees'
import { emptySpaceImages, emptySpaces } from './empty-spaces'
import { entrepreneurs } from './entrepreneurs'
import { incubator } from './incubator'
import { inquiries } from './inquiries'
import { videos } from './videos'
import { redirects } from './redirects'

export const resources = [
  news,
  tags,
  employees,
  emptySpaces,
  emptySpaceImages,
  entrepreneurs,
  incubator,
  eventTypes,
  eventCategories,
  events,
  eventImages,
  projects,
  projectImages,
  images,
  info,
  industrialZone,
  galleries,
  galleryImages,
  productCategories,
  products,
  productImages,
  clients,
  orders,
  orderLines,
  inquiries,
  videos,
  redirects,
] as const

/** Fails to compile when an entry of the registry is not a valid declaration. */
const checked: readonly Resource[] = resources
for (const resource of checked) listScheduleOf(resource)

export const resourcesByName: Record<string, Resource> = Object.fromEntries(resources.map((resource) => [resource.name, resource]))

export function getResource(name: string): Resource {
  const resource = resourcesByName[name]
  if (!resource) throw new Error(`No content type named '${name}' is declared in shared/resources`)
  return resource
}

export { news, tags }
export { eventCategories, eventImages, events, eventTypes, images, projectImages, projects }
export { employees, emptySpaceImages, emptySpaces, entrepreneurs, incubator }
export { inquiries, redirects, videos }
export { clients, galleries, galleryImages, industrialZone, info, orderLines, orders, productCategories, productImages, products }
export type {
  ChildMount,
  DefineResource,
  Endpoint,
  Fields,
  FilterLookup,
  Include,
  PerLanguage,
  Preset,
  Resource,
  ResourceDeclaration,
  SystemColumn,
} from './declaration'
export { defineResource } from './define'
export * from './fields'
export type { FieldsRecord, Page, RecordOf, SystemFields } from './types'
