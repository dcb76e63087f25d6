/**
 * Previews of records as their public pages (routes.ts), and the headers of the site's preview page:
 * it is nobody's to index, whatever the robots meta of the HTML says.
 *
 *   await registerPreviews(app)   // pages: after the API, before the method-not-allowed sweep
 */
import type { FastifyInstance } from 'fastify'
import { API_BASE_PATH } from '../../shared/constants'
import type { ServerFeature } from '../feature'
import { PREVIEW_SCHEMAS } from './openapi-schemas'
import { registerPreviewRoutes } from './routes'
import { PreviewStore } from './store'

/** The site's preview page in each language, /sl/ included (site/views/preview.tsx). */
const PREVIEW_PAGE = /^\/(?:(?:sl|en)\/)?predogled(?:\/|$)/

export async function registerPreviews(app: FastifyInstance): Promise<PreviewStore> {
  const store = new PreviewStore(app.context.database)
  await store.ensureTable()
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url.split('?')[0]
    if (PREVIEW_PAGE.test(path) || path.startsWith(`${API_BASE_PATH}/previews/`)) reply.header('x-robots-tag', 'noindex')
    done(null, payload)
  })
  await app.register(async (api) => registerPreviewRoutes(api, store), { prefix: API_BASE_PATH })
  return store
}

export const preview: ServerFeature = {
  name: 'preview',
  openApiSchemas: PREVIEW_SCHEMAS,
  pages: async (app) => void (await registerPreviews(app)),
}
