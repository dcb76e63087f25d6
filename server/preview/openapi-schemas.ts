/** Bodies and answers of /api/v1/previews/ (server/preview/routes.ts), keyed like ACTION_SCHEMAS. */
import type { JsonSchema } from '../openapi/schemas'

const detail = (description: string): JsonSchema => ({ type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'], description })
const languages = { type: 'object', properties: { sl: { type: 'string' }, en: { type: 'string' } } }

const created: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    token: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'shown once; stored only as its SHA-256' },
    urls: { ...languages, description: "the site's preview page in each language, the token in the fragment" },
    languages: { type: 'array', items: { type: 'string', enum: ['sl', 'en'] }, description: 'the languages the record has a page in' },
    expires_at: { type: 'string', format: 'date-time' },
    shared: { type: 'boolean' },
  },
  required: ['id', 'token', 'urls', 'languages', 'expires_at', 'shared'],
}

const link: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, created_at: { type: 'string' }, expires_at: { type: 'string' } },
  required: ['id', 'created_at', 'expires_at'],
}

export const PREVIEW_SCHEMAS: Record<string, JsonSchema> = {
  'POST previews/': {
    summary: "A preview of a record as its public page: the form's unsaved values (an hour) or a shared link (PREVIEW_LINK_DAYS)",
    body: {
      type: 'object',
      properties: {
        resource: { type: 'string', description: 'a type with public pages' },
        id: { type: 'integer', nullable: true, description: 'the saved record (required for a shared link)' },
        values: { type: 'object', description: "the edit form's values, checked like a save, never stored in the type's table" },
        shared: { type: 'boolean', description: 'a link for someone without an account, listed and revocable' },
        days: { type: 'integer', minimum: 1, maximum: 30 },
      },
      required: ['resource'],
    },
    response: { 201: created, 404: detail('no such record') },
  },
  'GET previews/': {
    summary: "A record's live shared preview links (without their tokens)",
    querystring: { type: 'object', properties: { resource: { type: 'string' }, id: { type: 'integer' } }, required: ['resource', 'id'] },
    response: { 200: { type: 'array', items: link } },
  },
  'DELETE previews/links/:id/': {
    summary: 'Revokes a shared preview link',
    response: { 204: { type: 'null', description: 'Revoked' } },
  },
  'GET previews/:token/': {
    summary: "One record's page context per language, as the site's page template receives it; X-Robots-Tag: noindex",
    response: {
      200: {
        type: 'object',
        properties: {
          resource: { type: 'string' },
          expires_at: { type: 'string' },
          pages: { ...languages, properties: { sl: { type: 'object' }, en: { type: 'object' } } },
        },
        required: ['resource', 'expires_at', 'pages'],
      },
      410: detail('the link expired or was revoked'),
    },
  },
}
