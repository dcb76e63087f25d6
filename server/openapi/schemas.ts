/**
 * JSON schemas of each declared resource, made from its fields (the same declarations the
 * router validates with), for the OpenAPI document only:
 *
 *   recordSchema(news, 'full')       -> the record as staff and full views return it
 *   recordSchema(videos, 'localized') -> translated fields collapsed into one (`title`)
 *   writeSchema(news)                 -> a create / full update body (required fields marked)
 *   listParameters(news)              -> page, page_size, ordering, search and declared filters
 */
import { LANGUAGES } from '../../shared/languages'
import type { Field, Resource } from '../../shared/resources'

export type JsonSchema = Record<string, unknown>

/** A body read as JSON or as a urlencoded form (readRequestInput), for the hand-written entries of the named actions and account calls. */
export const formBody = (schema: object) => ({ body: schema, consumes: ['application/json', 'application/x-www-form-urlencoded'] })

const label = (field: Field) => `${field.label.en} (${field.label.sl})`

function valueSchema(field: Field, direction: 'read' | 'write'): JsonSchema {
  const description = label(field)
  switch (field.kind) {
    case 'text': {
      const format = field.format === 'url' ? 'uri' : field.format
      return {
        type: 'string',
        maxLength: field.maxLength,
        ...(field.minLength ? { minLength: field.minLength } : {}),
        ...(format ? { format } : {}),
        description,
      }
    }
    case 'longText':
      return { type: 'string', maxLength: field.maxLength, description }
    case 'richText':
      return {
        type: 'string',
        maxLength: field.maxLength,
        description: `${description}; HTML, kept to p, br, h2-h4, strong, b, em, i, ul, ol, li, blockquote, a (http, https, mailto, tel, site-relative) and img (/media/ only) on every write`,
      }
    case 'slug':
      return {
        type: 'string',
        maxLength: field.maxLength,
        pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
        description: `${description}; made from ${field.from} when empty`,
      }
    case 'integer':
      return {
        type: 'integer',
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
        description,
      }
    case 'decimal':
      return {
        type: 'number',
        ...(field.min !== undefined ? { minimum: field.min } : {}),
        ...(field.max !== undefined ? { maximum: field.max } : {}),
        description,
      }
    case 'boolean':
      return { type: 'boolean', default: field.default, description }
    case 'date':
      return direction === 'read'
        ? { type: 'string', format: 'date', description }
        : {
            type: 'string',
            description: `${description}: YYYY-MM-DD; also dd.mm.yyyy and other variants; a time with a zone (Z, +02:00) is its day in Ljubljana`,
          }
    case 'datetime':
      // The spec's local time without a zone: JSON Schema's date-time would require one (shared/zone-time.ts).
      return direction === 'read'
        ? {
            type: 'string',
            pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$',
            description: `${description}: YYYY-MM-DDTHH:mm:ss, local time in Ljubljana (no zone)`,
          }
        : {
            type: 'string',
            description: `${description}: YYYY-MM-DDTHH:mm:ss, local time in Ljubljana; also dd.mm.yyyy HH:mm and other variants; a zone or offset given (Z, +02:00) is converted to Ljubljana's time; a local time the spring switch skips (02:00-02:59 on the last Sunday of March) is refused`,
          }
    case 'choice':
      return { type: 'string', enum: field.choices.map((c) => c.id), description }
    case 'language':
      return { type: 'string', enum: [...LANGUAGES], description }
    case 'image':
      return direction === 'read'
        ? { type: 'string', description: `${description}: URL under /media/` }
        : {
            type: 'string',
            format: 'binary',
            description: `${description}: an image file part (multipart), at most ${Math.round(field.maxBytes / 1048576)} MB; or "upload:<id>" of your own completed upload (uploads/); or the current URL sent back to keep it`,
          }
    case 'file':
      return direction === 'read'
        ? { type: 'string', description: `${description}: URL under /media/` }
        : {
            type: 'string',
            description: `${description}: a file part (multipart), or "upload:<id>" of your own completed upload (uploads/), or the current URL sent back to keep it; accepts ${field.accept.join(', ')}, at most ${Math.round(field.maxBytes / 1048576)} MB`,
          }
    case 'references':
      return { type: 'array', items: { type: 'integer' }, description: `${description}: ids of ${field.resource}` }
    case 'reference':
      return { type: 'integer', description: `${description}: id of ${field.resource}` }
  }
}

const isStoredAlways = (field: Field) => field.required || field.kind === 'boolean' || field.kind === 'references' || field.kind === 'slug'

/** May be null: OpenAPI 3.0's `nullable`, and null among the values of an enum (else the enum refuses it). */
const nullable = (schema: JsonSchema): JsonSchema =>
  Array.isArray(schema.enum) ? { ...schema, nullable: true, enum: [...schema.enum, null] } : { ...schema, nullable: true }

function withNull(schema: JsonSchema, field: Field): JsonSchema {
  const marked = field.readOnly ? { ...schema, readOnly: true, description: `${schema.description}; computed by the server, ignored on write` } : schema
  return isStoredAlways(field) ? marked : nullable(marked)
}

const SYSTEM_PROPERTIES: Record<string, JsonSchema> = {
  id: { type: 'integer' },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
}

export function recordSchema(resource: Resource, view: 'full' | 'localized'): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: SYSTEM_PROPERTIES.id }
  const translated = new Set<string>()
  for (const [name, field] of Object.entries(resource.fields)) {
    if (view === 'localized' && field.translationOf) {
      if (translated.has(field.translationOf)) continue
      translated.add(field.translationOf)
      const schema = valueSchema(field, 'read')
      properties[field.translationOf] = nullable({ ...schema, description: `${schema.description}, in the language asked for (falls back to sl)` })
      continue
    }
    properties[name] = withNull(valueSchema(field, 'read'), field)
    if (field.kind === 'image')
      properties[`${name}_url`] = {
        type: 'string',
        format: 'uri',
        nullable: true,
        readOnly: true,
        description: `${label(field)}: absolute URL (SITE_URL + /media/...)`,
      }
    if (field.translationOf) translated.add(field.translationOf)
  }
  if (view === 'full' && translated.size) properties.available_languages = { type: 'array', items: { type: 'string', enum: [...LANGUAGES] } }
  properties.created_at = SYSTEM_PROPERTIES.created_at
  properties.updated_at = SYSTEM_PROPERTIES.updated_at
  return { type: 'object', title: resource.labelSingular.en, properties }
}

export function writeSchema(resource: Resource, partial = false): JsonSchema {
  const properties: Record<string, JsonSchema> = {}
  const required: string[] = []
  for (const [name, field] of Object.entries(resource.fields)) {
    properties[name] = withNull(valueSchema(field, 'write'), field)
    if (field.required && !field.readOnly && !partial) required.push(name)
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}) }
}

export function pageSchema(items: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: {
      count: { type: 'integer' },
      next: { type: 'string', nullable: true },
      previous: { type: 'string', nullable: true },
      results: { type: 'array', items },
    },
  }
}

/** Query parameters of a list: DRF pagination, ordering, search and the declared filters. */
export function listQuery(resource: Resource, localized: boolean): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    page: { type: 'integer', minimum: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: 100, description: `default ${resource.pageSize}` },
    ordering: {
      type: 'string',
      description: `comma-separated, '-' for descending; one of: ${resource.ordering.join(', ')}; default ${resource.defaultOrdering}`,
    },
  }
  if (resource.search.length) properties.search = { type: 'string', description: `words matched in ${resource.search.join(', ')}` }
  for (const [param, target] of Object.entries(resource.filters)) {
    const [name, lookup = 'exact'] = target.split('__')
    const field = resource.fields[name]
    // A date filter reads its value as a date field does (a zone converted), so it is described as an input.
    const base = field ? valueSchema(field, field.kind === 'date' || field.kind === 'datetime' ? 'write' : 'read') : { type: 'string' }
    const schema = field?.kind === 'references' ? { type: 'string', description: `id or slug of a ${field.resource} record` } : { ...base }
    properties[param] = { ...schema, description: `${name}${lookup === 'exact' ? '' : ` (${lookup})`}` }
  }
  if (localized) {
    properties.language ??= { type: 'string', enum: [...LANGUAGES], description: 'language of translated fields (else Accept-Language)' }
    properties.lang ??= { type: 'string', enum: [...LANGUAGES], description: 'language of translated fields (else Accept-Language)' }
  }
  return { type: 'object', properties }
}
