/**
 * Keys a request may use to name its fields. Objects built from request keys are created without
 * a prototype (`emptyRecord()`), and any key with a segment that could reach one is refused before
 * a handler sees the body:
 *
 *   keyProblemIn({ '__proto__[phone]': 'X' })      -> { problem: 'forbidden', path: '__proto__[phone]' }
 *   keyProblemIn({ client: { constructor: {} } })  -> { problem: 'forbidden', path: 'client.constructor' }
 *   keyProblemIn({ 'lines[0][product]': '3' })     -> null
 *
 * Segments are split on `[`, `]` and `.`, the ways form encodings nest (`a[b]`, `a.b`), so no
 * spelling of `__proto__`, `constructor` or `prototype` slips through any later nesting step.
 * JSON bodies are walked to MAX_DEPTH; deeper nesting is refused too (no field of ours nests that far).
 */
import type { FastifyInstance } from 'fastify'
import { ApiError, validationError } from './errors'

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype'])
/** Deepest nesting any of our bodies needs is 3 (`{lines: [{product}]}`); a little room beyond. */
export const MAX_DEPTH = 8

/** A record for values keyed by request input: no prototype, so no key can reach Object.prototype. */
export function emptyRecord<T = unknown>(): Record<string, T> {
  return Object.create(null) as Record<string, T>
}

/** The segments of a form key: `lines[0][product]` -> ['lines', '0', 'product']; `a.b` -> ['a', 'b']. */
export function keySegments(key: string): string[] {
  return key.split(/[[\].]/).filter((segment) => segment !== '')
}

export function isForbiddenKey(key: string): boolean {
  return FORBIDDEN.has(key) || keySegments(key).some((segment) => FORBIDDEN.has(segment))
}

export type KeyProblem = { problem: 'forbidden' | 'tooDeep'; path: string }

/** The first forbidden key at any depth (as a dotted path), or nesting past MAX_DEPTH. Iterative: no stack to exhaust. */
export function keyProblemIn(value: unknown): KeyProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }]
  while (stack.length) {
    const { value: node, path, depth } = stack.pop()!
    if (node === null || typeof node !== 'object' || ArrayBuffer.isView(node)) continue
    if (depth > MAX_DEPTH) return { problem: 'tooDeep', path }
    for (const key of Object.keys(node)) {
      const here = path ? `${path}.${key}` : key
      if (isForbiddenKey(key)) return { problem: 'forbidden', path: here }
      stack.push({ value: (node as Record<string, unknown>)[key], path: here, depth: depth + 1 })
    }
  }
  return null
}

/** The DRF-shaped answer for a refused key: `{"<key>": ["This field name is not allowed."]}`. */
export const forbiddenKeyError = (key: string) => validationError({ [key]: [{ key: 'forbiddenFieldName' }] })

/**
 * Refuses forbidden keys in every parsed body (JSON, urlencoded) and query string, on every route.
 * Multipart parts are read later, by the handler: request-input.ts checks each part's name.
 */
export function registerInputKeyGuard(app: FastifyInstance) {
  const refuse = (input: unknown) => {
    const found = keyProblemIn(input)
    if (found?.problem === 'forbidden') throw forbiddenKeyError(found.path)
    if (found) throw new ApiError(400, undefined, { non_field_errors: [{ key: 'nestedTooDeep', params: { max: MAX_DEPTH } }] })
  }
  // The query as sent, in the first onRequest hook: later ones (the answer cache) drop undeclared parameters.
  app.addHook('onRequest', (request, _reply, done) => {
    refuse(request.query)
    done()
  })
  app.addHook('preValidation', (request, _reply, done) => {
    refuse(request.body)
    done()
  })
}
