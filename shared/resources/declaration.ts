/**
 * The declaration format (types only; defineResource is in define.ts): everything the server, the back office and the site need to know
 * about one content type. Adding a type = one file like news.ts + one line in index.ts.
 */
import type { Localized } from '../languages'
import type { Field } from './field-types'

export type Fields = Record<string, Field>

/** DRF-style filter lookups: `date_made__gte` compares, a bare name matches exactly. */
/** Columns every table has besides the declared fields. */
export type SystemColumn = 'id' | 'created_at' | 'updated_at'

export type FilterLookup = 'exact' | 'gte' | 'lte' | 'gt' | 'lt'

/**
 * One path to a resource's records. `read: 'public'` shows visitors the visible rows only
 * (staff see all); `write: 'public-create'` lets anyone create (forms), nothing else.
 * A 'localized' view collapses translated fields into one, in the language asked for
 * (`?language=`, `?lang=` or Accept-Language); a 'full' view returns every translation.
 */
export interface Endpoint {
  path: string
  read: 'public' | 'staff' | 'none'
  write: 'staff' | 'public-create' | 'none'
  view: 'full' | 'localized'
  /** Staff may delete at `{path}{id}/` although the mount takes no other staff write (inquiries). */
  destroy?: 'staff'
  /** Records of other types answered inside each record read here (GET only). */
  include?: Record<string, Include>
}

/**
 * Child records answered inside a record (DRF: a read-only nested serializer): a space with its
 * pictures, an order with its lines. Every child whose `via` points at the record, in `ordering`,
 * in the full view; in one-record answers, and in lists too with `lists`.
 */
export interface Include {
  resource: string
  via: string
  ordering: string
  lists?: boolean
}

/**
 * A fixed list of the type's records at a path of its own (DRF: a list @action with its own
 * queryset): the newest few, the main pictures, the one active record, the records of a language.
 * Visitors see visible records only; staff with the type's scope see all, as on every mount.
 */
export interface Preset {
  /**
   * Under /api/v1. A `:lang` segment takes sl or en (anything else is a 404): the records of that
   * language (every filter on the language field), answered in that language.
   */
  path: string
  read: 'public' | 'staff'
  /** Fixed filters, whoever asks: `field` or `field__lookup` (FilterLookup) -> value as a query would send it. */
  where?: Record<string, string>
  /** Fixed order (fields or system columns, '-' for descending); the type's default ordering without it. */
  ordering?: string
  /** What a caller may add: names of declared filters, or 'list' for all a list takes (filters, search, ordering, pages). */
  query?: 'list' | readonly string[]
  /** 'page': a DRF page; 'list': an array of at most `limit` records (all without one); 'first': one record, 404 when none. */
  answer: 'page' | 'list' | 'first'
  limit?: number
  view: 'full' | 'localized'
  /** Staff may delete one of the preset's records at `{path}{id}/` (404 for any other record). */
  destroy?: 'staff'
}

/**
 * Records of another type that belong to one record of this type, mounted under it
 * (drf-nested-routers): `empty_spaces/full/{id}/images/`. The parent is found by id or slug
 * (404 in the parent's words when there is none); its children are the child type's records
 * whose `via` field points at it, listed like the child type's own list.
 */
export interface ChildMount {
  /** The child type (a registry name). */
  resource: string
  /** The child's `reference` or `references` field that points at this type. */
  via: string
  /** The list's path under /api/v1; its one `:param` segment is the parent's id or slug. */
  path: string
  read: 'public' | 'staff'
  /** 'staff': POST on the path creates a child of that parent (the parent comes from the path, never the body). */
  write?: 'staff'
  /** The path parameter of one child under the path (`imageId`): GET, and with `write` PUT, PATCH and DELETE; 404 unless the child is the parent's. */
  detail?: string
  view: 'full' | 'localized'
  /** Fixed filters on the children, whoever asks: `field` or `field__lookup` -> value. */
  where?: Record<string, string>
  /** Deleting the parent deletes these children through their service, files and all (a `reference` via only). */
  cascade?: boolean
}

/**
 * One record per language (its language field unique). Every answer about the type says in which
 * languages a record exists (`available_languages`). The paths given mount:
 *   byLanguage    `info/lang/:lang/`  GET the record of that language (404 when none);
 *                                     staff PUT creates (201) or replaces (200) it
 *   allLanguages  `info/admin/`       staff: GET {sl: record|null, en: ...}; PUT or PATCH a JSON body
 *                                     {sl: {...}, en: {...}} writes every language given in one
 *                                     transaction, errors nested by language {en: {title: [...]}}
 */
export interface PerLanguage {
  byLanguage?: string
  allLanguages?: string
}

/** A declared content type as the server, back office and site read it. */
export interface Resource {
  /** Registry key, table name and back-office resource name. */
  name: string
  label: Localized
  labelSingular: Localized
  /** Name of an @mui/icons-material icon; the back office maps it to the component. */
  icon: string
  /** Path of the back-office screens: /admin/{adminPath}. */
  adminPath: string
  /** Place in the back-office sidebar (lower first); absent = reachable but not in the sidebar. */
  menuOrder?: number
  fields: Fields
  /** Field shown as the record's name (lists, references, titles). */
  recordTitle: string
  endpoints: {
    /** Read-only path for visitors, relative to /api/v1 (e.g. 'news/'); shows only visible rows. */
    public?: string
    /** Full CRUD path for staff, the one the back office uses (e.g. 'news/admin/news/'). */
    staff: string
    /** More paths to the same records, where the spec names them (DRF: several ViewSets on one model). */
    more?: readonly Endpoint[]
  }
  /**
   * Query parameter -> `field` or `field__lookup`. A `references` field matches a target's id or slug.
   * On a `reference`/`references` field the lookup may name a field of the target instead
   * (`category__en_slug`): rows whose target has that value (a number also matches the target's id).
   */
  filters: Record<string, string>
  /** Fields a client may order by (`ordering=-date_made,title`). */
  ordering: readonly string[]
  defaultOrdering: string
  /** Fields `search=` looks in; every word must match one of them. */
  search: readonly string[]
  pageSize: number
  /** Boolean field that hides a row from public endpoints while false. */
  visibility?: string
  /** A `reference` field: its rows are hidden from public endpoints while the record it links to is hidden (gallery images of an inactive gallery). */
  visibleWith?: string
  /**
   * Read-only values derived from a stored record on every read and added to every view
   * (an event's `status` from its dates and the clock). Never stored, never accepted on write.
   */
  computed?: Record<string, (record: Record<string, unknown>, now: Date) => unknown>
  /** Columns of the back-office list, in order. */
  listColumns: readonly string[]

  // Mounts beyond the staff and public paths (server/resources/router.ts and its neighbours mount them).
  /** Fixed lists at paths of their own, by name (`latest`, `main`, `active`). */
  presets?: Record<string, Preset>
  /** Nested mounts of other types' records that belong to one record of this type, by name. */
  children?: Record<string, ChildMount>
  perLanguage?: PerLanguage
  /**
   * Records of this type (kept per language: it has a `language()` field) can be linked as
   * translations of one another, and a translation is flagged out of date when the Slovenian record's
   * content changes after it (server/translations/, the back office's "Prevodi").
   */
  translatable?: boolean
  /** The words of this type's 404, in place of DRF's 'Not found.' ('Space not found.'). */
  notFound?: Localized
  /** How the public site shows the type (absent: not on its own pages). Only the site reads it. */
  site?: SiteDeclaration
}

/**
 * The public site's words about a type (site/README.md, "Adding a content type"): a list page at `path`
 * in each language, one detail page per record, and the lists a tag or a category makes. The site's
 * page table (site/build/page-table.ts) turns this into pages shown by `site/views/<name with dashes>.tsx`.
 *
 *   site: { path: '/news/', detail: 'slug', pageSize: 6, tags: 'tags', summary: ['summary', 'body'] }
 */
export interface SiteDeclaration {
  /** The list's link without language prefix: '/news/' in every language, or one per language. */
  path: string | Localized
  /** The field that ends a detail page's address ('slug' or 'id'); absent: a list only. */
  detail?: string
  /** Records per list page (page n at {path}{n}/); absent: every record on one page. */
  pageSize?: number
  /** Fields a detail page's title is made of, joined by a space (default: recordTitle). */
  title?: readonly string[]
  /** Fields whose first paragraph describes a record, the first non-empty one wins. */
  summary?: readonly string[]
  /** The date a card shows (a date or datetime field). */
  date?: string
  /** Fields a list page keeps of each record (its cards), so list pages stay small; default all. */
  listFields?: readonly string[]
  /** Facts that pair the records of two languages when no slug matches, if exactly one record on each side has them. */
  pairBy?: readonly string[]
  /** A choice or reference field: /{path}{value}/ lists the records of one value, /{path}{value}/{item}/ shows one from there. */
  categories?: string
  /** A references field: each target (a tag) used by a record gets its own list at {path}tag/{slug}/. */
  tags?: string
  /** The public path the site reads when a named action serves it instead of a declared public mount. */
  read?: string
  /** The list answer lacks what a detail page shows (a space's pictures): read each record's detail too. */
  readEach?: boolean
  /** A feed of the type's records per language (site/build/feeds.ts): 'rss' (and per tag), 'calendar' (iCalendar, needs `date` a datetime). */
  feed?: 'rss' | 'calendar'
  /** The schema.org type a detail page describes in its JSON-LD (site/components/StructuredData.tsx). */
  schema?: 'NewsArticle' | 'Event' | 'Place' | 'Product'
}

type FieldName<F extends Fields> = keyof F & string

/** The same, checked against its own fields: every name it mentions must be one of them. */
export interface ResourceDeclaration<F extends Fields> extends Resource {
  fields: F
  recordTitle: FieldName<F>
  ordering: readonly (FieldName<F> | SystemColumn)[]
  search: readonly FieldName<F>[]
  visibility?: FieldName<F>
  visibleWith?: FieldName<F>
  listColumns: readonly (FieldName<F> | SystemColumn)[]
  site?: SiteDeclaration & {
    detail?: FieldName<F> | 'id'
    title?: readonly FieldName<F>[]
    summary?: readonly FieldName<F>[]
    date?: FieldName<F>
    listFields?: readonly (FieldName<F> | SystemColumn | 'status')[]
    pairBy?: readonly FieldName<F>[]
    categories?: FieldName<F>
    tags?: FieldName<F>
  }
}

/** Keeps the literal field types so record types can be derived from the declaration. */
export type DefineResource = <const F extends Fields>(declaration: ResourceDeclaration<F>) => ResourceDeclaration<F>
