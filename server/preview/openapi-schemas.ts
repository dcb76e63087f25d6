/** Bodies and answers of /api/v1/previews/ (server/preview/routes.ts), keyed like ACTION_SCHEMAS, from shared/wire/previews.ts. */
import { MadePreview, PreviewPages, PreviewRequest, PreviewTokenParams, SharedLink, SharedLinkParams, SharedLinksQuery } from '../../shared/wire/previews'
import { Detail, Type } from '../../shared/wire/schema'
import type { JsonSchema } from '../openapi/schemas'

export const PREVIEW_SCHEMAS: Record<string, JsonSchema> = {
  'POST previews/': {
    summary: "A preview of a record as its public page: the form's unsaved values (an hour) or a shared link (PREVIEW_LINK_DAYS)",
    body: PreviewRequest,
    response: { 201: MadePreview, 404: Detail('no such record') },
  },
  'GET previews/': {
    summary: "A record's live shared preview links (without their tokens)",
    querystring: SharedLinksQuery,
    response: { 200: Type.Array(SharedLink) },
  },
  'DELETE previews/links/:id/': {
    summary: 'Revokes a shared preview link',
    params: SharedLinkParams,
    response: { 204: { type: 'null', description: 'Revoked' } },
  },
  'GET previews/:token/': {
    summary: "One record's page context per language, as the site's page template receives it; X-Robots-Tag: noindex",
    params: PreviewTokenParams,
    response: { 200: PreviewPages, 410: Detail('the link expired or was revoked') },
  },
}
