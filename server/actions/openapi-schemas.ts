/**
 * Request and response schemas of the named actions (routes no declaration describes), for the
 * OpenAPI document only; keyed by method and path under /api/v1, as the routes are registered.
 * documentRoute() (server/openapi/index.ts) adds them to the action's summary; routes mounted from a
 * declaration get theirs from the fields (schemas.ts).
 */
import { LANGUAGES } from '../../shared/languages'
import { galleryImages, incubator, orders, orderLines, events, type Resource } from '../../shared/resources'
import { detailSchema, objectSchema, pageSchema, recordSchema, stringSchema, type JsonSchema } from '../openapi/schemas'
import { OutboxQuery, SubscribersQuery } from '../../shared/wire/actions'

const fieldErrors = { type: 'object', additionalProperties: true, description: 'DRF field errors, nested per language, line or file where the body is' }
const json = (schema: JsonSchema) => ({ body: schema, consumes: ['application/json', 'application/x-www-form-urlencoded'] })
const full = (resource: Resource) => recordSchema(resource, 'full')

const upload = objectSchema({
  id: { type: 'integer' },
  status: { type: 'string', enum: ['receiving', 'complete', 'used'] },
  filename: stringSchema(),
  total: { type: 'integer', nullable: true },
  received: { type: 'integer', description: 'bytes received so far: resume from here' },
  kind: { type: 'string', enum: ['video', 'pdf', 'image', null], nullable: true, description: 'known once complete' },
  value: { type: 'string', nullable: true, description: 'once complete: "upload:<id>", the value for a file or image field' },
})
const orderWithLines = { ...full(orders), properties: { ...(full(orders).properties as object), lines: { type: 'array', items: full(orderLines) } } }
const subscriber = objectSchema({
  id: { type: 'integer' },
  email: stringSchema(),
  language: { type: 'string', enum: [...LANGUAGES] },
  status: { type: 'string', enum: ['pending', 'confirmed', 'unsubscribed'] },
  consent_text: stringSchema(),
  consent_ip: { type: 'string', nullable: true },
  consent_user_agent: { type: 'string', nullable: true },
  consented_at: stringSchema(),
  confirmed_at: { type: 'string', nullable: true },
  unsubscribed_at: { type: 'string', nullable: true },
})
const outboxMail = objectSchema({
  id: { type: 'integer' },
  to: stringSchema(),
  subject: stringSchema(),
  text: stringSchema(),
  html: { type: 'string', nullable: true },
  status: { type: 'string', enum: ['queued', 'sent', 'failed'] },
  attempts: { type: 'integer' },
  last_error: { type: 'string', nullable: true },
  created_at: stringSchema(),
  sent_at: { type: 'string', nullable: true },
})

export const WRITE_SCHEMAS: Record<string, JsonSchema> = {
  'POST orders/': {
    ...json(
      objectSchema(
        {
          name: stringSchema(),
          email: stringSchema(),
          phone: stringSchema(),
          address: stringSchema(),
          note: stringSchema(),
          client: objectSchema({ name: stringSchema(), email: stringSchema(), phone: stringSchema(), address: stringSchema() }),
          lines: {
            type: 'array',
            minItems: 1,
            items: objectSchema({ product: { type: 'integer' }, quantity: { type: 'integer', minimum: 1, maximum: 999 } }, ['product', 'quantity']),
          },
        },
        ['lines'],
      ),
    ),
    description:
      'Customer fields at the top or inside `client`; urlencoded lines as lines[0][product]=3&lines[0][quantity]=2. Prices and totals come from the products; any sent are ignored.',
    response: { 201: orderWithLines, 400: fieldErrors },
  },
  'PATCH orders/:id/': {
    ...json(objectSchema({ status: { type: 'string', enum: ['new', 'confirmed', 'shipped', 'cancelled'] } })),
    response: { 200: orderWithLines },
  },
  'POST events/update-last-events/': {
    ...json(
      objectSchema({
        ids: { type: 'array', items: { type: 'integer' }, description: 'event ids, first = latest' },
        events: {
          type: 'array',
          items: { oneOf: [{ type: 'integer' }, objectSchema({ id: { type: 'integer' } })] },
          description: 'the same, as events or {id}',
        },
      }),
    ),
    response: { 200: { type: 'array', items: full(events) }, 400: fieldErrors },
  },
  'POST incubator/admin/:id/set-active/': { response: { 200: full(incubator), 404: detailSchema('no such record') } },
  'POST gallery-images/bulk/': {
    body: objectSchema(
      {
        gallery: { type: 'integer' },
        image: { type: 'array', items: { type: 'string', format: 'binary' }, description: 'one part per picture, at most 50' },
        order: { type: 'integer', description: "the first picture's order (the next count up), or one per picture" },
        is_active: { type: 'boolean' },
        alt: stringSchema('once for all, or one per picture'),
        caption: stringSchema('once for all, or one per picture'),
      },
      ['gallery', 'image'],
    ),
    consumes: ['multipart/form-data'],
    response: { 201: { type: 'array', items: full(galleryImages) }, 400: fieldErrors },
  },
  'POST uploads/': {
    ...json(objectSchema({ filename: stringSchema('shown to staff; the stored file gets a random name') }, ['filename'])),
    response: {
      201: upload,
      400: fieldErrors,
      413: detailSchema("this account's unused uploads would pass UPLOAD_QUOTA_BYTES"),
      429: detailSchema('this account already holds the most unused uploads it may'),
    },
  },
  'PUT uploads/:id/': {
    headers: objectSchema({ 'content-range': stringSchema('bytes start-end/total; start must equal the bytes received so far') }, ['content-range']),
    body: { type: 'string', format: 'binary', description: 'the raw bytes of the chunk, at most 8 MB' },
    consumes: ['application/octet-stream'],
    response: {
      200: upload,
      400: detailSchema('malformed range or refused content'),
      403: detailSchema('not your upload'),
      413: detailSchema('too large'),
      416: detailSchema('wrong offset: resume from `received`'),
    },
  },
  'GET uploads/:id/': { response: { 200: upload, 403: detailSchema('not your upload') } },
  'POST accounts/clients/': {
    ...json(
      objectSchema({ name: stringSchema(), email: stringSchema(), phone: stringSchema(), company: stringSchema(), address: stringSchema() }, ['name', 'email']),
    ),
    response: { 202: detailSchema('the same words whether or not the e-mail was already known'), 400: fieldErrors },
  },
  'POST common/send-email/': {
    ...json(
      objectSchema(
        { name: stringSchema(), email: stringSchema(), subject: stringSchema(), message: stringSchema(), language: { type: 'string', enum: [...LANGUAGES] } },
        ['name', 'email', 'subject', 'message'],
      ),
    ),
    response: {
      200: detailSchema('send_success: stored for staff (an inquiry of the form contact) and mailed'),
      400: fieldErrors,
      502: detailSchema('send_error: kept and tried again'),
    },
  },
  'POST common/newsletter/': {
    ...json(objectSchema({ email: stringSchema(), language: { type: 'string', enum: [...LANGUAGES] } }, ['email'])),
    response: { 200: detailSchema('always the same words: check your e-mail'), 400: fieldErrors },
  },
  'POST common/newsletter/confirm/': {
    ...json(objectSchema({ token: stringSchema('from the fragment of the mailed link') }, ['token'])),
    response: { 200: objectSchema({ status: stringSchema(), language: stringSchema() }), 400: fieldErrors },
  },
  'GET common/newsletter/confirm/:token/': {
    response: { 303: { description: 'links of older mails: to the page that confirms (/{lang}/?newsletter=confirm#token=...), or ?newsletter=invalid' } },
  },
  'GET common/newsletter/unsubscribe/:token/': {
    response: { 303: { description: 'to the page that asks: /{lang}/?newsletter=unsubscribe#token=..., or /{lang}/?newsletter=invalid' } },
  },
  'POST common/newsletter/unsubscribe/:token/': { response: { 200: objectSchema({ status: stringSchema() }), 404: detailSchema('unknown link') } },
  'GET common/newsletter/subscribers/': {
    querystring: SubscribersQuery,
    response: { 200: pageSchema(subscriber) },
  },
  'GET mail/outbox/': {
    querystring: OutboxQuery,
    response: { 200: pageSchema(outboxMail) },
  },
}
