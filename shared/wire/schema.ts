/**
 * The building blocks of the wire schemas (shared/wire/<family>.ts): TypeBox schemas are plain
 * JSON Schema objects, so one declaration gives the TypeScript type (`Static<typeof X>`), the
 * server's input checks (server/http/wire-input.ts) and the OpenAPI entry (server/openapi).
 *
 * The document is OpenAPI 3.0, which knows neither `type: 'null'` nor `const`: a value that may
 * be null is `nullable: true` and a closed set of strings is an `enum`, typed here by hand.
 */
import Type, { type Static, type TSchema } from 'typebox'
import { MAX_PAGE_SIZE } from '../constants'
import { LANGUAGES } from '../languages'

export { Type, type Static, type TSchema }

/** `T` or null, written as OpenAPI 3.0 writes it. */
export function Nullable<T extends TSchema>(schema: T, options: { description?: string } = {}) {
  return Type.Unsafe<Static<T> | null>({ ...schema, nullable: true, ...options })
}

/** One of a closed list of strings (an `enum`, not a union of constants). */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options })
}

/** One of a closed list of strings, or null (null among the values too, or the enum refuses it). */
export function NullableStringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number] | null>({ type: 'string', enum: [...values, null], nullable: true, ...options })
}

/** A text field of a body, with its description if given; `OptionalText` one the body may leave out. */
export const Text = (description?: string) => Type.String(description ? { description } : {})
export const OptionalText = (description?: string) => Type.Optional(Text(description))

/** `{detail}`: an error or a one-line confirmation; the description says when it comes. */
export const Detail = (description: string) => Type.Object({ detail: Type.String() }, { description })
export type Detail = Static<ReturnType<typeof Detail>>

/** DRF's page of a list: `{count, next, previous, results}` (server/http/pagination.ts). */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ count: Type.Integer(), next: Nullable(Type.String()), previous: Nullable(Type.String()), results: Type.Array(item) })

/** DRF's page query: `page` from 1, `page_size` up to MAX_PAGE_SIZE (a larger one is served at the cap, as DRF's max_page_size). */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
})

/** A path id as DRF's <int:pk> takes it: digits only (anything else is no such route, a 404). */
export const PathId = Type.String({ pattern: '^\\d{1,9}$' })

/** A map from any name to values of one schema (`additionalProperties`, as OpenAPI 3.0 writes it). */
export const Dictionary = <T extends TSchema>(value: T, options: { description?: string } = {}) =>
  Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: value, ...options })

/** A record's (or upload's, order's) id as sent: the services answer a non-id themselves (404 or 403). */
export const RecordIdParams = Type.Object({ id: Type.String() })

/** `?language=` or `?lang=`: the language a localized answer is in (anything else: the request's own, or every language). */
export const LanguageQuery = Type.Object({ language: Type.Optional(StringEnum(LANGUAGES)), lang: Type.Optional(StringEnum(LANGUAGES)) })

/** A `:lang` path segment: sl or en, anything else no such route (404). */
export const LanguagePathParams = Type.Object({ lang: StringEnum(LANGUAGES) })

/** An object of any fields (a record's snapshot or fields), as OpenAPI 3.0 writes it. */
export const AnyObject = (options: { description?: string } = {}) =>
  Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true, ...options })
