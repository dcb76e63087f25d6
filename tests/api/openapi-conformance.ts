/**
 * Checks an API answer against what GET /api/v1/openapi.json declares for it, with Ajv: the
 * operation (method + path template, a literal segment before a parameter, as Fastify routes),
 * the status (documented at all?) and the JSON body (the declared schema). tests/api/helper.ts
 * runs it on every answer its `request()` receives, so a drift between the document and the
 * server fails the test that saw it.
 *
 *   const check = conformanceOf(app)
 *   check('GET', '/api/v1/news/?page=2', 200, body, 'application/json')   -> [] or ['results/0/date: must match format "date"']
 *   check('POST', '/api/v1/news/admin/news/', 415, body, type, 'error')   -> checks only the DRF error shape
 */
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import { redirectPathProblem } from '../../server/redirects/redirect-paths'

type Schema = Record<string, unknown>
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>
}
interface Document {
  paths: Record<string, Record<string, Operation>>
}

/**
 * 'document': the answer must be one the document declares. 'error': a request broken on
 * purpose may get an answer the document does not list (a 413, a 415): it must still be a DRF
 * error, `{detail}` or `{field: ["message"]}`.
 */
export type Conformance = 'document' | 'error'

/** DRF's error shapes, whatever the operation declares. */
const DRF_ERROR: Schema = {
  type: 'object',
  minProperties: 1,
  anyOf: [
    { required: ['detail'], properties: { detail: { type: 'string' } } },
    { additionalProperties: { type: 'array', minItems: 1, items: { anyOf: [{ type: 'string' }, { type: 'object' }] } } },
  ],
}

/** The document and its viewer, which the document leaves out of itself on purpose. */
const UNDOCUMENTED = /^\/api\/v1\/(openapi\.json$|docs(\/|$))/

const segments = (path: string) => path.split('/').filter(Boolean)

interface Template {
  template: string
  parts: string[]
  /** '0' per literal segment, '1' per {parameter}: the smallest rank is the most literal, left to right. */
  rank: string
}

/** Each document's templates split once: every request of a file is matched against all of them. */
const templatesOf = new WeakMap<Document, Template[]>()

/** The document's path template for a request path; literal segments win over {parameters}, left to right. */
export function templateOf(document: Document, path: string): string | undefined {
  let templates = templatesOf.get(document)
  if (!templates) {
    templates = Object.keys(document.paths).map((template) => {
      const parts = segments(template)
      return { template, parts, rank: parts.map((part) => (part.startsWith('{') ? '1' : '0')).join('') }
    })
    templatesOf.set(document, templates)
  }
  const wanted = segments(path)
  let best: Template | undefined
  for (const candidate of templates) {
    const { parts } = candidate
    if (parts.length !== wanted.length || !parts.every((part, i) => part.startsWith('{') || part === wanted[i])) continue
    // the first of the most literal ones, in the document's order
    if (!best || candidate.rank.localeCompare(best.rank) < 0) best = candidate
  }
  return best?.template
}

export function conformanceOf(app: FastifyInstance) {
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addFormat('binary', true) // OpenAPI's file parts: any string
  // The declarations' own format (a path on this site: redirects), checked by the server's own rule.
  ajv.addFormat('path', (value: string) => redirectPathProblem(value) === null)
  const compiled = new Map<string, ValidateFunction>()
  const validatorOf = (key: string, schema: Schema) => {
    if (!compiled.has(key)) compiled.set(key, ajv.compile(schema))
    return compiled.get(key)!
  }
  let document: Document | undefined

  return (method: string, url: string, status: number, body: unknown, contentType: string, mode: Conformance = 'document'): string[] => {
    document ??= (app as unknown as { swagger(): Document }).swagger()
    const path = url.split('?')[0]
    // HEAD is GET without a body (Fastify answers it from the GET route): the GET's statuses hold.
    const isHead = method.toUpperCase() === 'HEAD'
    const isJson = /^application\/json/.test(contentType) && !isHead
    if (mode === 'error') {
      if (status < 400) return [`${status} is no error: a request broken on purpose must be refused`]
      const validate = validatorOf('drf-error', DRF_ERROR)
      return !isJson || validate(body) ? [] : [`not a DRF error: ${ajv.errorsText(validate.errors)}`]
    }
    if (UNDOCUMENTED.test(path)) return []
    const template = templateOf(document, path)
    const operation = template ? document.paths[template][isHead ? 'get' : method.toLowerCase()] : undefined
    if (!operation) {
      // No such call (a wrong method, an unknown path): the server must refuse it as DRF does.
      const validate = validatorOf('drf-error', DRF_ERROR)
      if (status < 400 || status >= 500) return [`${method} ${path} is not in openapi.json, yet answered ${status}`]
      return !isJson || validate(body)
        ? []
        : [`${method} ${path} (not in openapi.json) answered ${status} without a DRF error: ${ajv.errorsText(validate.errors)}`]
    }
    const declared = operation.responses?.[String(status)]
    if (!declared)
      return [
        `${method} ${template} answered ${status}, which openapi.json does not declare (it declares ${Object.keys(operation.responses ?? {}).join(', ')})`,
      ]
    const schema = declared.content?.['application/json']?.schema
    if (!isJson || !schema) return []
    const validate = validatorOf(`${method} ${template} ${status}`, schema)
    if (validate(body)) return []
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((error) => `${error.instancePath || '(body)'} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`)
  }
}
