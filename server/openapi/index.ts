/**
 * The API's OpenAPI document at GET /api/v1/openapi.json and Swagger UI at /api/v1/docs/.
 *
 * Routes carry no Fastify `schema`: validation and the DRF-shaped 400 answers stay with our
 * own validator (server/resources/validate.ts), and Fastify never compiles a validator or a
 * serializer for them. Instead @fastify/swagger's `transform` builds each operation's
 * documentation when the document is generated, from the route's `config`:
 *   - a route a declaration asks for (server/resources/mounts/table.ts routesOf): on a CRUD
 *     mount list (query parameters, page of records), create/update (body from the fields),
 *     retrieve, destroy, in the mount's view (full or localized); presets, nested children and
 *     per-language paths as declared-routes.ts describes them;
 *   - `config.access`: the Token security requirement and the 401/403 answers;
 *   - `config.summary` (optional): a named action's one-line summary; without it one is made
 *     from the method and path; its body, query, headers and answers come from ACTION_SCHEMAS, the
 *     features' `openApiSchemas` (server/actions/openapi-schemas.ts for the named actions), keyed by method and path.
 * Register it before any route, so its onRoute hook sees them all.
 */
import { addOnce } from '../lib/add-once'
import { NEVER_CACHED } from '../http/never-cached'
import { isScheduled } from '../../shared/resources/schedule'
import { conflictAnswer, ifMatchHeaders } from './version-schemas'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import { API_BASE_PATH } from '../../shared/constants'
import { resources, type Endpoint, type Resource } from '../../shared/resources'
import type { Access } from '../http/access'
import { routesOf, type DeclaredRoute } from '../resources/mounts/table'
import { declaredOperation, includedRecord } from './declared-routes'
import { listQuery, pageSchema, writeSchema, type JsonSchema } from './schemas'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** One line for the API documentation (named actions). */
    summary?: string
  }
  interface FastifyInstance {
    /** Method and URL of every route under /api/v1, as registered (the OpenAPI test reads it). */
    apiRoutes: { method: string; url: string }[]
  }
}

/** Body, query and answers of routes keyed `METHOD path` under /api/v1, as a feature's `openApiSchemas` (server/feature.ts). */
export type OpenApiSchemas = Record<string, JsonSchema>

/**
 * Body, query and answers of the routes no declaration describes (and extra answers of some that one does), as the
 * features bring them (registerOpenApi). Null-prototype: a path is never `constructor`.
 */
const ACTION_SCHEMAS: OpenApiSchemas = Object.create(null)

function addSchemas(schemas: OpenApiSchemas) {
  addOnce(ACTION_SCHEMAS, schemas, (key) => `OpenAPI schema of '${key}'`)
}

export const OPENAPI_PATH = `${API_BASE_PATH}/openapi.json`
export const DOCS_PATH = `${API_BASE_PATH}/docs`

const detail = { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] }
/** A 403 may name why (`code: password_change_required`) for clients to act on. */
const heldDetail = { type: 'object', properties: { detail: { type: 'string' }, code: { type: 'string' } }, required: ['detail'] }
const fieldErrors = {
  type: 'object',
  properties: { detail: { type: 'string' } },
  additionalProperties: { type: 'array', items: { type: 'string' } },
  description: 'DRF field errors: {field: ["message"]}, or {detail} for a request that cannot be read',
}

type RouteKind = 'list' | 'create' | 'retrieve' | 'update' | 'partialUpdate' | 'destroy'

let declaredRoutes: Map<string, DeclaredRoute> | undefined

/** The route a declaration asks for at `METHOD url`, if any. */
function declaredRoute(method: string, url: string): DeclaredRoute | undefined {
  declaredRoutes ??= new Map(resources.flatMap(routesOf).map((route) => [`${route.method} ${API_BASE_PATH}/${route.path}`, route]))
  return declaredRoutes.get(`${method} ${url}`)
}

const CRUD_KINDS = new Set<string>(['list', 'create', 'retrieve', 'update', 'partialUpdate', 'destroy'])

const SUMMARIES: Record<RouteKind, (r: Resource) => string> = {
  list: (r) => `List ${r.label.en.toLowerCase()}`,
  create: (r) => `Create a ${r.labelSingular.en.toLowerCase()}`,
  retrieve: (r) => `One ${r.labelSingular.en.toLowerCase()}${r.fields.slug ? ' (by id or slug)' : ''}`,
  update: (r) => `Replace a ${r.labelSingular.en.toLowerCase()}`,
  partialUpdate: (r) => `Change some fields of a ${r.labelSingular.en.toLowerCase()}`,
  destroy: (r) => `Delete a ${r.labelSingular.en.toLowerCase()}`,
}

function resourceOperation(resource: Resource, endpoint: Endpoint, kind: RouteKind): JsonSchema {
  const record = includedRecord(resource, endpoint, kind === 'list')
  const scheduleNote = isScheduled(resource) ? ', publish_at empty or past and unpublish_at empty or ahead' : ''
  const visibleNote = endpoint.read === 'public' && resource.visibility ? ` Visitors see only records with ${resource.visibility} = true${scheduleNote}.` : ''
  const schema: JsonSchema = { summary: SUMMARIES[kind](resource), description: `${endpoint.view} view.${visibleNote}` }
  if (kind === 'list') {
    schema.querystring = listQuery(resource, endpoint.view === 'localized')
    schema.response = { 200: pageSchema(record), 400: fieldErrors }
  } else if (kind === 'create' || kind === 'update' || kind === 'partialUpdate') {
    schema.body = writeSchema(resource, kind === 'partialUpdate')
    schema.consumes = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']
    schema.response = { [kind === 'create' ? 201 : 200]: record, 400: fieldErrors }
    if (kind !== 'create') Object.assign(schema, { headers: ifMatchHeaders, response: { ...(schema.response as object), 409: conflictAnswer } })
  } else if (kind === 'retrieve') {
    schema.response = { 200: record, 404: detail }
    schema.description += ' Signed-in callers get the record version as ETag (for If-Match on a save).'
  } else {
    schema.response = { 204: { type: 'null', description: 'Deleted' }, 404: detail }
  }
  if (kind !== 'list' && kind !== 'create') schema.params = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }
  return schema
}

function pathParams(url: string): JsonSchema | undefined {
  const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1])
  if (!names.length) return undefined
  return { type: 'object', properties: Object.fromEntries(names.map((n) => [n, { type: 'string' }])), required: names }
}

/** The documentation of one route, made when the document is generated (never used to validate). */
export function documentRoute(route: RouteOptions): JsonSchema {
  const url = route.url ?? ''
  if (!url.startsWith(`${API_BASE_PATH}/`) || url.startsWith(DOCS_PATH) || url === OPENAPI_PATH || route.config?.methodNotAllowed) return { hide: true }
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method)
  const config = (route.config ?? {}) as { access?: Access; resource?: string; summary?: string }
  const declared = declaredRoute(method, url)
  const tag = config.resource ?? url.slice(API_BASE_PATH.length + 1).split('/')[0]
  const relative = url.slice(API_BASE_PATH.length + 1)
  const schema: JsonSchema = declared
    ? CRUD_KINDS.has(declared.kind)
      ? resourceOperation(declared.resource, declared.endpoint!, declared.kind as RouteKind)
      : { params: pathParams(url), ...declaredOperation(declared) }
    : { summary: config.summary ?? `${method} ${relative} (named action)`, params: pathParams(url), ...ACTION_SCHEMAS[`${method} ${relative}`] }
  if (declared && ACTION_SCHEMAS[`${method} ${relative}`]) {
    // A declared route's own extra answers (POST common/inquiry/: 502 when the mail could not go).
    schema.response = { ...(schema.response as object), ...(ACTION_SCHEMAS[`${method} ${relative}`].response as object) }
  }
  if (!schema.params) delete schema.params
  schema.tags = [tag]
  const access = config.access ?? 'public'
  schema.description = [schema.description, `Access: ${access}.`].filter(Boolean).join(' ')
  if (access !== 'public') schema.security = [{ tokenAuth: [] }]
  schema.response = { ...commonAnswers(route, method, access, schema), ...((schema.response as object) ?? {}) }
  return schema
}

/** The answers any route of its kind can give, unless the route declares its own. */
function commonAnswers(route: RouteOptions, method: string, access: Access, schema: JsonSchema): Record<number, JsonSchema> {
  const answers: Record<number, JsonSchema> = {
    401: { ...detail, description: access === 'public' ? 'a token was sent that is not valid' : 'no valid token' },
  }
  if (access !== 'public') answers[403] = { ...heldDetail, description: 'not allowed to this account, or its initial password is not changed yet' }
  // a token of an account that must first change its initial password is held even on public routes (auth/initial-password.ts)
  else if (!(route.config as { beforePasswordChange?: boolean } | undefined)?.beforePasswordChange)
    answers[403] = { ...heldDetail, description: 'the token sent is of an account that must first change its initial password' }
  if (schema.body || schema.querystring || ['POST', 'PUT', 'PATCH'].includes(method)) answers[400] = fieldErrors
  // Any body past its limits (the body limit, multipart part counts and sizes): request-input.ts.
  if (['POST', 'PUT', 'PATCH'].includes(method))
    answers[413] = { ...detail, description: 'the body is larger than this route takes (too many or too large parts)' }
  const paged = Boolean(((schema.querystring as JsonSchema | undefined)?.properties as JsonSchema | undefined)?.page)
  if (schema.params || paged) answers[404] = { ...detail, description: paged ? 'no such page (or record)' : 'no such record' }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit)
    answers[429] = { ...detail, description: 'too many requests from this address: wait a minute' }
  // Anonymous reads that miss the answer cache wait their turn, in a bounded queue (server/http/miss-gate.ts).
  if (method === 'GET' && access === 'public' && !NEVER_CACHED.test(route.url ?? ''))
    answers[503] = { ...detail, description: 'too many uncached reads waiting (from this address, or in all): try again after Retry-After seconds' }
  return answers
}

/** `schemas`: the features' route documentation (server/features.ts), merged into ACTION_SCHEMAS. */
export async function registerOpenApi(app: FastifyInstance, schemas: readonly OpenApiSchemas[]) {
  for (const featureSchemas of schemas) addSchemas(featureSchemas)
  app.decorate('apiRoutes', [] as { method: string; url: string }[])
  app.addHook('onRoute', (route) => {
    const url = route.url ?? ''
    if (!url.startsWith(`${API_BASE_PATH}/`) || url.startsWith(DOCS_PATH) || url === OPENAPI_PATH || route.config?.methodNotAllowed) return
    for (const method of ([] as string[]).concat(route.method)) if (method !== 'HEAD') app.apiRoutes.push({ method, url })
  })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Poslovna cona Rudnik API',
        description:
          'REST API of the business zone site (Django REST Framework conventions): trailing slashes, ' +
          '`Authorization: Token <key>`, lists as {count, next, previous, results}, errors as {detail} or {field: ["message"]} ' +
          'in the Accept-Language language (sl or en).',
        version: '1',
      },
      components: {
        securitySchemes: { tokenAuth: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key> from POST /api/v1/api-token-auth/' } },
      },
    },
    transform: ({ route, url }) => ({ schema: documentRoute(route) as never, url }),
  })
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: true })
  app.get(OPENAPI_PATH, { config: { access: 'public' } }, async () => app.swagger())
}
