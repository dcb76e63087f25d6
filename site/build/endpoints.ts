/**
 * The public endpoints the build reads, relative to SITE_API_URL, taken from the
 * declarations in shared/resources (plus named actions such as `latest/`).
 */
import {
  employees,
  entrepreneurs,
  eventCategories,
  eventTypes,
  events,
  galleries,
  galleryImages,
  incubator,
  industrialZone,
  info,
  news,
  productCategories,
  products,
  projects,
  tags,
  videos,
} from '../../shared/resources'

export const NEWS_ENDPOINT = news.endpoints.public!
export const NEWS_LATEST_ENDPOINT = `${news.endpoints.public}latest/`
export const TAGS_ENDPOINT = tags.endpoints.public!

const publicMount = (resource: { endpoints: { public?: string; more?: readonly { path: string }[] } }) =>
  resource.endpoints.public ?? resource.endpoints.more![0].path

export const CONTENT_ENDPOINTS = {
  info: publicMount(info),
  industrialZone: publicMount(industrialZone),
  employees: publicMount(employees),
  /** A named action (the declaration mounts only the staff path). */
  emptySpaces: 'empty_spaces/',
  entrepreneurs: publicMount(entrepreneurs),
  events: publicMount(events),
  eventCategories: publicMount(eventCategories),
  eventTypes: publicMount(eventTypes),
  projects: publicMount(projects),
  incubator: publicMount(incubator),
  galleries: publicMount(galleries),
  galleryImages: publicMount(galleryImages),
  videos: publicMount(videos),
  productCategories: publicMount(productCategories),
  products: publicMount(products),
}
