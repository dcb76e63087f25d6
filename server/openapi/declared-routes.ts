/**
 * The documentation of the routes a declaration asks for beyond its CRUD mounts (presets, nested
 * children, per-language paths: server/resources/mounts/table.ts), made from the same declaration,
 * and the children an endpoint includes in its records. Their query schemas are also what the
 * answer cache keys on (server/http/canonical-query.ts).
 */
import { LANGUAGES } from '../../shared/languages'
import type { Endpoint, Preset, Resource } from '../../shared/resources'
import { getResource } from '../../shared/resources'
import type { DeclaredRoute } from '../resources/mounts/table'
import { Detail } from '../../shared/wire/schema'
import { listQuery, pageSchema, recordSchema, writeSchema, type JsonSchema } from './schemas'

const fieldErrors: JsonSchema = {
  type: 'object',
  additionalProperties: true,
  description: 'DRF field errors ({field: ["message"]}), nested by language where the body is',
}
const consumes = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']
const humanize = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase())

/** A record as a route answers it, with `available_languages` on per-language types. */
function record(resource: Resource, view: 'full' | 'localized'): JsonSchema {
  const schema = recordSchema(resource, view)
  if (!resource.perLanguage) return schema
  const languages = { type: 'array', items: { type: 'string', enum: [...LANGUAGES] }, description: 'languages in which a record of this type exists' }
  return { ...schema, properties: { ...(schema.properties as object), available_languages: languages } }
}

/** The record schema of an endpoint's answers, with the children it includes (in lists only those declared `lists`). */
export function includedRecord(resource: Resource, endpoint: Endpoint, inList: boolean): JsonSchema {
  const schema = record(resource, endpoint.view)
  const included = Object.entries(endpoint.include ?? {}).filter(([, spec]) => !inList || spec.lists)
  if (!included.length) return schema
  const extra = Object.fromEntries(
    included.map(([name, spec]) => [
      name,
      { type: 'array', items: record(getResource(spec.resource), 'full'), description: `its ${name}, in ${spec.ordering} order` },
    ]),
  )
  return { ...schema, properties: { ...(schema.properties as object), ...extra } }
}

/** Query parameters a preset takes: everything a list takes, or the declared filters it names. */
function presetQuery(resource: Resource, query: Preset['query'], localized: boolean): JsonSchema | undefined {
  if (query === 'list') return listQuery(resource, localized)
  const names = new Set(query ?? [])
  if (!names.size) return undefined
  const all = listQuery(resource, localized).properties as Record<string, JsonSchema>
  return { type: 'object', properties: Object.fromEntries(Object.entries(all).filter(([name]) => names.has(name))) }
}

function byLanguage(schema: JsonSchema): JsonSchema {
  return { type: 'object', properties: Object.fromEntries(LANGUAGES.map((language) => [language, { ...schema, nullable: true }])) }
}

export function declaredOperation(route: DeclaredRoute): JsonSchema {
  const { resource } = route
  const label = resource.label.en.toLowerCase()
  const full = record(resource, 'full')
  if (route.kind === 'preset' || route.kind === 'presetDestroy') {
    const preset = route.preset!
    const name = Object.entries(resource.presets ?? {}).find(([, each]) => each === preset)![0]
    if (route.kind === 'presetDestroy')
      return {
        summary: `Delete one of ${humanize(name).toLowerCase()} (${label})`,
        response: { 204: { type: 'null', description: 'Deleted' }, 404: Detail('not one of them') },
      }
    const one = record(resource, preset.view)
    const answer =
      preset.answer === 'page'
        ? pageSchema(one)
        : preset.answer === 'list'
          ? { type: 'array', items: one, ...(preset.limit ? { maxItems: preset.limit } : {}) }
          : one
    const querystring = presetQuery(resource, preset.query, preset.view === 'localized')
    return {
      summary: `${humanize(name)} (${label})`,
      description: `A preset list${
        preset.where
          ? ` of records with ${Object.entries(preset.where)
              .map(([k, v]) => `${k}=${v}`)
              .join(', ')}`
          : ''
      }${preset.ordering ? `, ordered by ${preset.ordering}` : ''}.`,
      ...(querystring ? { querystring } : {}),
      response: { 200: answer, ...(preset.answer === 'first' || preset.path.includes(':lang') ? { 404: Detail('none, or not sl or en') } : {}) },
    }
  }
  if (route.kind.startsWith('child')) {
    const child = route.child!
    const parent = route.parent!.labelSingular.en.toLowerCase()
    const one = record(resource, child.view)
    const missing = { 404: Detail(`no such ${parent}${route.kind === 'childList' || route.kind === 'childCreate' ? '' : ', or not one of its records'}`) }
    const body = (partial: boolean) => ({ body: writeSchema(resource, partial), consumes })
    const operations: Record<string, JsonSchema> = {
      childList: {
        summary: `List the ${label} of a ${parent}`,
        querystring: listQuery(resource, child.view === 'localized'),
        response: { 200: pageSchema(one), 400: fieldErrors, ...missing },
      },
      childCreate: {
        summary: `Add one of a ${parent}'s ${label} (its ${child.via} is the ${parent} of the path)`,
        ...body(false),
        response: { 201: one, 400: fieldErrors, ...missing },
      },
      childRetrieve: { summary: `One of a ${parent}'s ${label}`, response: { 200: one, ...missing } },
      childUpdate: { summary: `Replace one of a ${parent}'s ${label}`, ...body(false), response: { 200: one, 400: fieldErrors, ...missing } },
      childPartialUpdate: { summary: `Change one of a ${parent}'s ${label}`, ...body(true), response: { 200: one, 400: fieldErrors, ...missing } },
      childDestroy: { summary: `Delete one of a ${parent}'s ${label}`, response: { 204: { type: 'null', description: 'Deleted' }, ...missing } },
    }
    return operations[route.kind]
  }
  const operations: Record<string, JsonSchema> = {
    languageRetrieve: { summary: `The ${label} record of a language`, response: { 200: full, 404: Detail('none in that language, or not sl or en') } },
    languageReplace: {
      summary: `Create or replace the ${label} record of a language`,
      body: writeSchema(resource),
      consumes,
      response: { 200: full, 201: full, 400: fieldErrors },
    },
    languagesRetrieve: { summary: `The ${label} records of every language`, response: { 200: byLanguage(full) } },
    languagesReplace: {
      summary: `Write the ${label} records of the languages given, in one transaction`,
      body: byLanguage(writeSchema(resource)),
      response: { 200: byLanguage(full), 400: fieldErrors },
    },
    languagesPartialUpdate: {
      summary: `Change the ${label} records of the languages given, in one transaction`,
      body: byLanguage(writeSchema(resource, true)),
      response: { 200: byLanguage(full), 400: fieldErrors },
    },
  }
  return operations[route.kind]
}
