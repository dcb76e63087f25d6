/** Everything gatsby-node.ts exports; the root file only re-exports this. */
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { externalizeInlineScripts } from './external-scripts'
import { copyImageVariants } from './image-size'
import { writeBase } from './refresh/base'
import { writeFeedFiles } from './feeds-files'
import { writeSeoFiles } from './seo-files'

export { createPages } from './create-pages'
export { onCreateWebpackConfig } from './webpack-config'

/** When this build began: only pages written since then need their inline scripts moved out. */
const BUILD_STARTED = Date.now()

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  writeSeoFiles(reporter)
  writeFeedFiles(reporter)
  const { moved, pages } = externalizeInlineScripts(path.resolve('public'), BUILD_STARTED)
  reporter.info(`Moved ${moved} inline scripts of ${pages} new or changed pages into files (script-src 'self')`)
  const count = await copyImageVariants(path.resolve('public'))
  reporter.info(`Published ${count} image variants`)
  // What the refreshes after this build need (refresh/base.ts): every page's fingerprint, each view's page data frame.
  writeBase(process.cwd())
}
