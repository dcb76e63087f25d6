/**
 * Named actions, like DRF's @action: endpoints beside a resource that its declaration cannot
 * express. Each resource with actions has one file here and one line below.
 */
import type { FastifyInstance } from 'fastify'
import type { ResourceService } from '../service'
import { registerNewsActions } from './news'
import { registerEventActions } from './events'
import { registerProjectActions } from './projects'
import { registerImageActions } from './images'
import { registerEmptySpaceActions } from './empty-spaces'
import { registerEntrepreneurActions } from './entrepreneurs'
import { registerIncubatorActions } from './incubator'
import { registerInfoActions } from './info'
import { registerGalleryImageActions } from './gallery-images'
import { registerProductActions } from './products'
import { registerClientActions } from './clients'
import { registerOrderActions } from './orders'
import { registerInquiryActions } from './inquiries'
import { registerMailActions } from './mail'
import { registerNewsletterActions } from './newsletter'
import { registerUploadActions } from './uploads'

export function registerActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  registerNewsActions(app, services)
  registerEventActions(app, services)
  registerProjectActions(app, services)
  registerImageActions(app, services)
  registerEmptySpaceActions(app, services)
  registerEntrepreneurActions(app, services)
  registerIncubatorActions(app, services)
  registerInfoActions(app, services)
  registerGalleryImageActions(app, services)
  registerProductActions(app, services)
  registerClientActions(app, services)
  registerOrderActions(app, services)
  registerInquiryActions(app, services)
  registerMailActions(app, services)
  registerNewsletterActions(app, services)
  registerUploadActions(app, services)
}
