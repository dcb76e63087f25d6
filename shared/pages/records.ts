/**
 * The records the public pages show, derived from their declarations (never written by hand):
 * `RecordOf<>` for records in one language, `LocalizedRecordOf<>` for records that carry both
 * languages and are read in one (a localized view answers `name` for `name_sl` / `name_en`).
 */
import type { EventStatus } from '../event-status'
import type { Language } from '../languages'
import type { Resource } from '../resources/declaration'
import type { Picture } from './model'
import type { employees } from '../resources/employees'
import type { emptySpaceImages, emptySpaces } from '../resources/empty-spaces'
import type { entrepreneurs } from '../resources/entrepreneurs'
import type { eventCategories } from '../resources/event-categories'
import type { events } from '../resources/events'
import type { galleries } from '../resources/galleries'
import type { galleryImages } from '../resources/gallery-images'
import type { incubator } from '../resources/incubator'
import type { industrialZone } from '../resources/industrial-zone'
import type { info } from '../resources/info'
import type { news } from '../resources/news'
import type { productCategories } from '../resources/product-categories'
import type { products } from '../resources/products'
import type { projects } from '../resources/projects'
import type { tags } from '../resources/tags'
import type { FieldsRecord, RecordOf, SystemFields } from '../resources/types'
import type { videos } from '../resources/videos'

type BaseName<K, F> = F extends { translationOf: infer N extends string } ? N : K

type Stored<R extends Resource> = FieldsRecord<R['fields']>
/** A translated field answers like its default-language (sl) field: the other languages fall back to it. */
type ValueIn<R extends Resource, K extends keyof R['fields']> = R['fields'][K] extends { translationOf: infer N extends string }
  ? Stored<R>[`${N}_sl` & keyof Stored<R>]
  : Stored<R>[K]

/** A record of a type that carries both languages, as a localized view answers it. */
export type LocalizedRecordOf<R extends Resource> = SystemFields & {
  [K in keyof R['fields'] as BaseName<K, R['fields'][K]>]: ValueIn<R, K>
}

export type NewsRecord = RecordOf<typeof news>
export type TagRecord = RecordOf<typeof tags>
export type InfoRecord = RecordOf<typeof info>
export type ZoneRecord = RecordOf<typeof industrialZone>
export type EmployeeRecord = RecordOf<typeof employees>
export type SpaceImage = RecordOf<typeof emptySpaceImages>
/** The detail of a space carries its pictures (empty_spaces/{id}/). */
export type SpaceRecord = RecordOf<typeof emptySpaces> & { images?: SpaceImage[] }
export type EntrepreneurRecord = RecordOf<typeof entrepreneurs>
/** `status` is computed on every read (declaration's `computed`); `pictures`: its gallery, on its own page (type-pages.ts). */
export type EventRecord = RecordOf<typeof events> & { status: EventStatus; pictures?: Picture[] }
export type EventCategoryRecord = LocalizedRecordOf<typeof eventCategories>
export type ProjectRecord = RecordOf<typeof projects>
export type IncubatorRecord = LocalizedRecordOf<typeof incubator>
export type GalleryImageRecord = RecordOf<typeof galleryImages>
/** A gallery with its pictures (children whose visibility follows it: `visibleWith`; type-pages.ts). */
export type GalleryRecord = RecordOf<typeof galleries> & { pictures?: Picture[] }
export type VideoRecord = RecordOf<typeof videos>
export type ProductCategoryRecord = LocalizedRecordOf<typeof productCategories>
export type ProductRecord = LocalizedRecordOf<typeof products>

/** A referenced record as a page shows it: a category, a type, a tag. */
export interface NamedRecord {
  id: number
  slug: string
  name: string
}

/** Per image path: width, height, and the srcset of its variants in its own format and in WebP (absent: none). */
export type ImageSizes = Record<string, [number, number, string?, string?]>

export type ByLanguage<T> = Record<Language, T>
