/** Everything gatsby-node.ts exports; the root file only re-exports this. */
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import { externalizeInlineScripts } from './external-scripts'
import { copyImageVariants } from './image-size'
import { writeSeoFiles } from './seo-files'

export { createSchemaCustomization } from './schema'
export { sourceNodes } from './source-nodes'
export { createPages } from './create-pages'

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  writeSeoFiles(reporter)
  reporter.info(`Moved ${externalizeInlineScripts(path.resolve('public'))} inline scripts into files (script-src 'self')`)
  const count = await copyImageVariants(path.resolve('public'))
  reporter.info(`Published ${count} image variants`)
}
