// The public site lives in site/; see site/README.md.
export { createPages, onCreateWebpackConfig, onPostBuild } from './site/build/gatsby-node'
