/** The site build's routes (build-routes.ts) in the OpenAPI document, keyed `METHOD path` under /api/v1. */
import type { JsonSchema } from '../openapi/schemas'

const detail = (description: string): JsonSchema => ({ type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'], description })

const buildStatus: JsonSchema = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: ['idle', 'queued', 'building', 'live', 'failed'] },
    progress: { type: 'number', minimum: 0, maximum: 1 },
    message: { type: 'string' },
    pending: { type: 'boolean', description: 'a change arrived during the running build: another build follows' },
    log_tail: { type: 'array', items: { type: 'string' } },
    started_at: { type: 'string', nullable: true },
    finished_at: { type: 'string', nullable: true },
    live_build_at: { type: 'string', nullable: true },
    live_data_from: {
      type: 'string',
      nullable: true,
      description: "when the live site's build began reading content: a save whose X-Site-Changed-At is earlier is on the live site",
    },
    live_at: { type: 'string', nullable: true, description: 'when the live site got its last build or refresh' },
  },
  required: ['state', 'progress', 'pending', 'log_tail'],
}

export const SITE_SCHEMAS: Record<string, JsonSchema> = {
  'GET site/build/': { response: { 200: buildStatus } },
  'POST site/build/': {
    response: {
      202: { ...buildStatus, properties: { detail: { type: 'string' }, ...(buildStatus.properties as object) } },
      409: detail('site builds are off (SITE_BUILD=off)'),
    },
  },
}
