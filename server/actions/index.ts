/**
 * Named actions, like DRF's @action: the spec's special calls beside a resource, that no
 * declaration word expresses (its presets, nested children, included children and per-language
 * paths are mounted by the router). Each resource with actions has one file here and one line below.
 * Every write they make goes through the resource's service (ResourceService).
 */
import type { FastifyInstance } from 'fastify'
import type { ServerFeature } from '../feature'
import { WRITE_SCHEMAS } from './openapi-schemas'
import { READ_SCHEMAS } from './read-schemas'
import type { ResourceService } from '../resources/service'
import { registerClientActions } from './clients'
import { registerEventActions } from './events'
import { registerGalleryImageActions } from './gallery-images'
import { registerIncubatorActions } from './incubator'
import { registerInfoActions } from './info'
import { registerInquiryActions } from './inquiries'
import { registerMailActions } from './mail'
import { registerNewsletterActions } from './newsletter'
import { registerOrderActions } from './orders'
import { registerUploadActions } from './uploads'

export function registerActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  registerEventActions(app, services)
  registerIncubatorActions(app, services)
  registerInfoActions(app, services)
  registerGalleryImageActions(app, services)
  registerClientActions(app, services)
  registerOrderActions(app, services)
  registerInquiryActions(app, services)
  registerMailActions(app, services)
  registerNewsletterActions(app, services)
  registerUploadActions(app, services)
}

/** After the declared routes, whose services it uses (`api.resourceServices`: server/features.ts). */
export const actions: ServerFeature = {
  name: 'actions',
  openApiSchemas: { ...WRITE_SCHEMAS, ...READ_SCHEMAS },
  routes: (api) => registerActions(api, api.resourceServices),
}
