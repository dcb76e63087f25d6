/**
 * The field kinds of content declarations, and the signatures of their builders (fields.ts).
 * Types only: this file is never loaded at run time, so it may use any TypeScript syntax
 * (Gatsby's Parcel cannot parse `const` type parameters in files it compiles).
 */
import type { Language, Localized } from '../languages'

interface Common {
  label: Localized
  /** Set by translated(): this field holds the `translationLanguage` text of the field `translationOf`. */
  translationOf?: string
  translationLanguage?: Language
  /** Must be present and non-empty on create (and on full update). */
  required?: boolean
  /** No two records may hold the same non-empty value (a 400 on the field, checked on every write). */
  unique?: boolean
  /** Shown in forms as help under the field. */
  help?: Localized
  /**
   * Computed by the server (an order's total, a line's price): answered on every read, never
   * taken from a request: a value sent is ignored, as DRF does with read_only fields. Forms show it
   * read-only; OpenAPI marks it readOnly.
   */
  readOnly?: boolean
}

export interface TextField extends Common {
  kind: 'text'
  maxLength: number
  minLength?: number
  /** 'path': a path on the public site (/news/name/); its type's rules check it (redirects). */
  format?: 'email' | 'url' | 'path'
}
export interface LongTextField extends Common {
  kind: 'longText'
  maxLength: number
}
/**
 * Formatted text, stored and answered as HTML. The server keeps only an allow-list of tags and
 * attributes (server/resources/rich-text.ts) on every write; `maxLength` counts the HTML's characters.
 */
export interface RichTextField extends Common {
  kind: 'richText'
  maxLength: number
}
/** URL-safe name, unique per language, made from `from` when left empty. */
export interface SlugField extends Common {
  kind: 'slug'
  from: string
  maxLength: number
}
export interface IntegerField extends Common {
  kind: 'integer'
  min?: number
  max?: number
  default?: number
}
export interface DecimalField extends Common {
  kind: 'decimal'
  min?: number
  max?: number
  decimals: number
}
/**
 * `exclusive`: at most one record holds true (with a field name: one per value of that field, one
 * main picture per space); saving one with true clears it on the others, in the same transaction.
 */
export interface BooleanField extends Common {
  kind: 'boolean'
  default: boolean
  exclusive?: true | string
}
/** `notBefore` names another date field of the record this one may not precede (an event's end and its start). */
export interface DateField extends Common {
  kind: 'date'
  min?: string
  max?: string
  notBefore?: string
}
export interface DateTimeField extends Common {
  kind: 'datetime'
  min?: string
  max?: string
  notBefore?: string
  /** With `notBefore`: must be strictly later, not equal (an unpublish time and its publish time). */
  strictlyAfter?: true
}
export interface ChoiceField<C extends string = string> extends Common {
  kind: 'choice'
  choices: readonly { id: C; label: Localized }[]
  default?: C
}
/** The record's own language (one record per language). */
export interface LanguageField extends Common {
  kind: 'language'
}
/** An uploaded image: multipart in, a `/media/...` URL out. Checked by content, not by name. */
export interface ImageField extends Common {
  kind: 'image'
  maxBytes: number
}
/** What a file field may hold, read from the file's content: mp4/webm/ogg video, PDF, png/jpeg/gif/webp image. */
export type FileCategory = 'video' | 'pdf' | 'image'
/**
 * An uploaded file, checked by content: a multipart part, or the string `upload:<id>` of a completed
 * resumable upload (POST/PUT uploads/); a `/media/...` URL out.
 */
export interface FileField extends Common {
  kind: 'file'
  accept: readonly FileCategory[]
  maxBytes: number
}
/** Many links to records of another declared resource, sent and returned as ids. */
export interface ReferencesField extends Common {
  kind: 'references'
  resource: string
}
/** One link to a record of another declared resource. */
export interface ReferenceField extends Common {
  kind: 'reference'
  resource: string
}

export type Field =
  | TextField
  | LongTextField
  | RichTextField
  | SlugField
  | IntegerField
  | DecimalField
  | BooleanField
  | DateField
  | DateTimeField
  | ChoiceField
  | LanguageField
  | ImageField
  | FileField
  | ReferencesField
  | ReferenceField

export type FieldKind = Field['kind']

export type Options<F extends Field> = Omit<F, 'kind'>
export type Partially<F extends Field, K extends keyof F> = Omit<Options<F>, K> & Partial<Pick<F, K>>

/** Builders keep the literal options they are given, so record types can be derived from declarations. */
export interface FieldBuilders {
  text: <const O extends Partially<TextField, 'maxLength'>>(o: O) => TextField & O
  longText: <const O extends Partially<LongTextField, 'maxLength'>>(o: O) => LongTextField & O
  richText: <const O extends Partially<RichTextField, 'maxLength'>>(o: O) => RichTextField & O
  slug: <const O extends Partially<SlugField, 'maxLength'>>(o: O) => SlugField & O
  integer: <const O extends Options<IntegerField>>(o: O) => IntegerField & O
  decimal: <const O extends Partially<DecimalField, 'decimals'>>(o: O) => DecimalField & O
  boolean: <const O extends Partially<BooleanField, 'default'>>(o: O) => BooleanField & O
  date: <const O extends Options<DateField>>(o: O) => DateField & O
  datetime: <const O extends Options<DateTimeField>>(o: O) => DateTimeField & O
  image: <const O extends Partially<ImageField, 'maxBytes'>>(o: O) => ImageField & O
  file: <const O extends Partially<FileField, 'maxBytes'>>(o: O) => FileField & O
  references: <const O extends Options<ReferencesField>>(o: O) => ReferencesField & O
  reference: <const O extends Options<ReferenceField>>(o: O) => ReferenceField & O
  choice: <const O extends Options<ChoiceField>>(o: O) => ChoiceField<O['choices'][number]['id']> & O
  language: <const O extends Partially<LanguageField, 'label'>>(o?: O) => LanguageField & { required: true } & O
  /**
   * One field per language for records that carry both languages (`title_sl`, `title_en`).
   * Required-ness applies to the default language only; the other falls back to it.
   */
  translated: <const N extends string, const F extends Field>(
    name: N,
    field: F,
  ) => { [K in `${N}_sl`]: F & { translationOf: N } } & { [K in `${N}_en`]: Omit<F, 'required'> & { required: false; translationOf: N } }
}
