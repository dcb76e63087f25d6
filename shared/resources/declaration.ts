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
