/**
 * The public site's publishing: a content change the site shows queues a build (debounced), made beside the live
 * one and swapped in when it succeeded (publisher.ts); its state and the build routes (build-routes.ts), its part of
 * GET /healthz, and, last of all routes, the live site's files, the back office's and the redirects (static-files.ts).
 */
import path from 'node:path'
import { API_BASE_PATH } from '../../shared/constants'
import { resources } from '../../shared/resources'
import type { ServerFeature } from '../feature'
import { registerRedirects } from '../redirects'
import { registerBuildRoutes } from './build-routes'
import { SITE_SCHEMAS } from './openapi-schemas'
import { SitePublisher } from './publisher'
import { shareSiteBuilds } from './shared-builds'
import { queueSiteBuildsOnChange } from './site-change-header'
import { registerStaticFiles } from './static-files'

declare module 'fastify' {
  interface FastifyInstance {
    publisher: SitePublisher
    /** Calls `listener` with the live folder after each build that went live (the accessibility audit). */
    onSiteLive(listener: (liveDir: string) => void): void
  }
}

export const site: ServerFeature = {
  name: 'site',
  openApiSchemas: SITE_SCHEMAS,
  setup(app) {
    const { config, cluster } = app.context
    const liveListeners: ((liveDir: string) => void)[] = []
    const built = new SitePublisher({
      repoRoot: config.repoRoot,
      siteDir: path.join(config.dataDir, 'site'),
      apiUrl: `http://127.0.0.1:${config.port}${API_BASE_PATH}`,
      siteUrl: config.siteUrl,
      debounceMs: config.siteBuildDebounceMs,
      log: (line) => app.log.warn(line),
      runExclusive: (build: () => Promise<void>): Promise<void> => siteBuildsInTurn(build),
      afterLive: (liveDir) => {
        for (const listener of liveListeners) listener(liveDir)
      },
    })
    const siteBuildsInTurn = cluster ? shareSiteBuilds(cluster, built) : (build: () => Promise<void>) => build()
    app.decorate('publisher', built)
    app.decorate('onSiteLive', (listener: (liveDir: string) => void) => void liveListeners.push(listener))
    if (config.siteBuildEnabled) queueSiteBuildsOnChange(app, { routes: app.registeredRoutes, resources, queue: () => built.queue() })
  },
  routes: (api) => registerBuildRoutes(api, api.publisher),
  health(app) {
    const { state, pending, live_build_at } = app.publisher.status
    return { site: { state, live: app.publisher.liveDir() !== null, pending, live_build_at } }
  },
  fallback(app) {
    registerStaticFiles(app, app.publisher, path.join(app.context.config.repoRoot, 'admin', 'dist'), registerRedirects(app.context))
  },
  stop: (app) => app.publisher.close(),
}
