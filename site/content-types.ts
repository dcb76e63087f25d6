/** Records of the content pages as the public API answers them (the fields the pages use). */
import type { Language } from '../shared/languages'

export interface ImageFields {
  image?: string | null
  image_alt?: string | null
}

export interface InfoRecord extends ImageFields {
  id: number
  title: string
  intro: string | null
  body: string | null
  address: string | null
  phone: string | null
  email: string | null
  opening_hours: string | null
  location: string | null
}

export interface ZoneRecord extends ImageFields {
  id: number
  title: string
  description: string
  area_ha: number | null
  plots_count: number | null
  companies_count: number | null
  location: string | null
}

export interface EmployeeRecord {
  id: number
  first_name: string
  last_name: string
  slug: string
  position: string
  department: string
  email: string | null
  phone: string | null
  photo: string | null
  photo_alt: string | null
  bio: string | null
}

export interface SpaceImage {
  id: number
  image: string
  alt: string | null
  order: number
  is_main: boolean
}

export interface SpaceRecord extends ImageFields {
  id: number
  title: string
  slug: string
  offer: string
  category: string
  size: number
  floor: number | null
  price: number | null
  price_unit: string | null
  address: string | null
  available_from: string | null
  description: string | null
  images?: SpaceImage[]
}

export interface EntrepreneurRecord {
  id: number
  name: string
  slug: string
  activity: string | null
  description: string | null
  address: string | null
  phone: string | null
  email: string | null
  website: string | null
  logo: string | null
  logo_alt: string | null
}

export type EventStatus = 'upcoming' | 'ongoing' | 'past'

export interface EventRecord extends ImageFields {
  id: number
  title: string
  slug: string
  summary: string | null
  description: string | null
  start: string
  end: string | null
  location: string | null
  category: number | null
  type: number | null
  status: EventStatus
}

export interface NamedRecord {
  id: number
  slug: string
  en_slug?: string
  name: string
}

export interface ProjectRecord extends ImageFields {
  id: number
  title: string
  slug: string
  description: string | null
  status: string
  completion_percent: number
  phase_initial: string | null
  phase_execution: string | null
  phase_final: string | null
  last_update: string | null
  published_date: string
  category: string | null
}

export interface IncubatorRecord {
  id: number
  title: string
  body: string | null
  call_to_action: string | null
  contact_email: string | null
  image: string | null
  image_alt: string | null
}

export interface GalleryRecord {
  id: number
  title: string
  slug: string
  description: string | null
  cover_image: string | null
  cover_image_alt: string | null
  date: string | null
}

export interface GalleryImageRecord {
  id: number
  gallery: number
  image: string
  alt: string | null
  caption: string | null
}

export interface VideoRecord {
  id: number
  title_sl: string
  title_en: string | null
  description_sl: string | null
  description_en: string | null
  file: string | null
  poster: string | null
  poster_alt_sl: string | null
  poster_alt_en: string | null
}

export interface ProductRecord extends ImageFields {
  id: number
  category: number
  name: string
  description: string | null
  price: number
  currency: string
  stock: number
}

export interface ContentByLanguage {
  info: InfoRecord | null
  zone: ZoneRecord | null
  employees: EmployeeRecord[]
  spaces: SpaceRecord[]
  entrepreneurs: EntrepreneurRecord[]
  events: EventRecord[]
  /** The latest events in the order staff set (GET events/last-events/). */
  lastEvents: EventRecord[]
  /** The featured ("on key") events in their order (GET events/on-key-events-full/). */
  keyEvents: EventRecord[]
  eventCategories: NamedRecord[]
  eventTypes: NamedRecord[]
  projects: ProjectRecord[]
  incubator: IncubatorRecord | null
  galleries: GalleryRecord[]
  categories: NamedRecord[]
  products: ProductRecord[]
}

/** Per image path: width, height, and the srcset of its variants in its own format and in WebP (absent: none). */
export type ImageSizes = Record<string, [number, number, string?, string?]>

export interface SiteContent {
  byLanguage: Record<Language, ContentByLanguage>
  videos: VideoRecord[]
  galleryImages: GalleryImageRecord[]
  sizes: ImageSizes
  /** The day the API computed the events' statuses, on the zone's clock (YYYY-MM-DD). */
  builtOn: string
}
