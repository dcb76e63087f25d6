/**
 * A route's path, query and body read through its wire schema (shared/wire/<family>.ts), so the
 * handler gets the schema's names and types instead of casting `request.params`, `.query` or `.body`:
 *
 *   const { id, revision } = pathParams(request, RevisionParams)   // no match: 404, as DRF's <int:pk>
 *   readPageRequest(queryFields(request, PageQuery), 20)            // the schema's names, values as sent
 *   const body = bodyFields(request, PreviewRequest)               // the same of a JSON body; null: not an object
 *   const form = await formFields(request, RegisterRequest)       // of a JSON or urlencoded form (readRequestInput)
 *
 * A path that does not match its schema is no such route (404 {detail}), as before. Query and body
 * values stay as they were sent (a query's text, or a list when repeated): their readers
 * (pagination.ts, the filters, the routes' own checks) give the DRF answers in the caller's
 * language, which a schema error could not; the schema picks the names, so no other key is read.
 */
import type { FastifyRequest } from 'fastify'
import type { Static, TObject, TProperties } from 'typebox'
import Compile, { type Validator } from 'typebox/compile'
import { notFound } from './errors'
import { emptyRecord } from './input-keys'
import { readRequestInput, SMALL_FORM } from './request-input'

const validators = new WeakMap<TObject, Validator>()

function validatorOf<S extends TObject>(schema: S): Validator<TProperties, S> {
  let validator = validators.get(schema)
  if (!validator) validators.set(schema, (validator = Compile(schema)))
  return validator as Validator<TProperties, S>
}

/** The path's parameters as the schema types them; a path that does not match is a 404. */
export function pathParams<S extends TObject>(request: FastifyRequest, schema: S): Static<S> {
  const params: unknown = request.params
  if (!validatorOf(schema).Check(params)) throw notFound()
  return params
}

/** The query's values of the schema's names (own keys only), unparsed: `{page?: unknown, page_size?: unknown}`. */
export function queryFields<S extends TObject>(request: FastifyRequest, schema: S): { [K in keyof Static<S>]?: unknown } {
  const query: unknown = request.query
  return namedFields(query && typeof query === 'object' ? query : {}, schema)
}

/** The values of the schema's names among `input`'s own keys, unparsed (a null-prototype object). */
export function namedFields<S extends TObject>(input: object, schema: S): { [K in keyof Static<S>]?: unknown } {
  const fields = emptyRecord()
  for (const name of Object.keys(schema.properties)) if (Object.hasOwn(input, name)) fields[name] = Reflect.get(input, name)
  return fields as { [K in keyof Static<S>]?: unknown }
}

/** A JSON body's values of the schema's names (own keys only), unparsed; null when the body is not an object. */
export function bodyFields<S extends TObject>(request: FastifyRequest, schema: S): { [K in keyof Static<S>]?: unknown } | null {
  const body: unknown = request.body ?? {}
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  return namedFields(body, schema)
}

/** A small form's (JSON, urlencoded or multipart text, SMALL_FORM's limits) values of the schema's names, unparsed; a body that is no object is readRequestInput's 400. */
export async function formFields<S extends TObject>(request: FastifyRequest, schema: S) {
  return namedFields((await readRequestInput(request, SMALL_FORM)).values, schema)
}

/** Whether a value has the schema's shape: the type guard after a reader with DRF messages accepted it. */
export function matches<S extends TObject>(schema: S, value: unknown): value is Static<S> {
  return validatorOf(schema).Check(value)
}
