/**
 * Request and response schemas of the named actions (routes no declaration describes), for the
 * OpenAPI document only; keyed by method and path under /api/v1, as the routes are registered.
 * documentRoute() (server/openapi/index.ts) adds them to the action's summary; routes mounted from a
 * declaration get theirs from the fields (schemas.ts).
 */
import { galleryImages, incubator, orders, orderLines, events, type Resource } from '../../shared/resources'
import { ClientRequest, ContactRequest, GalleryBulkRequest, LastEventsRequest, OrderRequest, OrderStatusChange } from '../../shared/wire/actions'
import { TokenRequest } from '../../shared/wire/account-requests'
import { NewsletterConfirmed, NewsletterSignup, NewsletterUnsubscribed, Subscriber, SubscribersQuery } from '../../shared/wire/newsletter'
import { OutboxMail, OutboxQuery } from '../../shared/wire/outbox'
import { Detail, Page } from '../../shared/wire/schema'
import { UploadAnswer, UploadChunk, UploadChunkHeaders, UploadRequest } from '../../shared/wire/uploads'
import { formBody, recordSchema, type JsonSchema } from '../openapi/schemas'

const fieldErrors = { type: 'object', additionalProperties: true, description: 'DRF field errors, nested per language, line or file where the body is' }
const full = (resource: Resource) => recordSchema(resource, 'full')

const orderWithLines = { ...full(orders), properties: { ...(full(orders).properties as object), lines: { type: 'array', items: full(orderLines) } } }

export const WRITE_SCHEMAS: Record<string, JsonSchema> = {
  'POST orders/': {
    ...formBody(OrderRequest),
    description:
      'Customer fields at the top or inside `client`; urlencoded lines as lines[0][product]=3&lines[0][quantity]=2. Prices and totals come from the products; any sent are ignored.',
    response: { 201: orderWithLines, 400: fieldErrors },
  },
  'PATCH orders/:id/': {
    ...formBody(OrderStatusChange),
    response: { 200: orderWithLines },
  },
  'POST events/update-last-events/': {
    ...formBody(LastEventsRequest),
    response: { 200: { type: 'array', items: full(events) }, 400: fieldErrors },
  },
  'POST incubator/admin/:id/set-active/': { response: { 200: full(incubator), 404: Detail('no such record') } },
  'POST gallery-images/bulk/': {
    body: GalleryBulkRequest,
    consumes: ['multipart/form-data'],
    response: { 201: { type: 'array', items: full(galleryImages) }, 400: fieldErrors },
  },
  'POST uploads/': {
    ...formBody(UploadRequest),
    response: {
      201: UploadAnswer,
      400: fieldErrors,
      413: Detail("this account's unused uploads would pass UPLOAD_QUOTA_BYTES"),
      429: Detail('this account already holds the most unused uploads it may'),
    },
  },
  'PUT uploads/:id/': {
    headers: UploadChunkHeaders,
    body: UploadChunk,
    consumes: ['application/octet-stream'],
    response: {
      200: UploadAnswer,
      400: Detail('malformed range or refused content'),
      403: Detail('not your upload'),
      413: Detail('too large'),
      416: Detail('wrong offset: resume from `received`'),
    },
  },
  'GET uploads/:id/': { response: { 200: UploadAnswer, 403: Detail('not your upload') } },
  'POST accounts/clients/': {
    ...formBody(ClientRequest),
    response: { 202: Detail('the same words whether or not the e-mail was already known'), 400: fieldErrors },
  },
  'POST common/send-email/': {
    ...formBody(ContactRequest),
    response: {
      200: Detail('send_success: stored for staff (an inquiry of the form contact) and mailed'),
      400: fieldErrors,
      502: Detail('send_error: kept and tried again'),
    },
  },
  'POST common/newsletter/': {
    ...formBody(NewsletterSignup),
    response: { 200: Detail('always the same words: check your e-mail'), 400: fieldErrors },
  },
  'POST common/newsletter/confirm/': {
    ...formBody(TokenRequest),
    response: { 200: NewsletterConfirmed, 400: fieldErrors },
  },
  'GET common/newsletter/confirm/:token/': {
    response: { 303: { description: 'links of older mails: to the page that confirms (/{lang}/?newsletter=confirm#token=...), or ?newsletter=invalid' } },
  },
  'GET common/newsletter/unsubscribe/:token/': {
    response: { 303: { description: 'to the page that asks: /{lang}/?newsletter=unsubscribe#token=..., or /{lang}/?newsletter=invalid' } },
  },
  'POST common/newsletter/unsubscribe/:token/': { response: { 200: NewsletterUnsubscribed, 404: Detail('unknown link') } },
  'GET common/newsletter/subscribers/': {
    querystring: SubscribersQuery,
    response: { 200: Page(Subscriber) },
  },
  'GET mail/outbox/': {
    querystring: OutboxQuery,
    response: { 200: Page(OutboxMail) },
  },
}
