// The public site lives in site/; see site/README.md.
export { createSchemaCustomization, sourceNodes, createPages, onPostBuild } from './site/build/gatsby-node'
