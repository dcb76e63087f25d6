/** The Gatsby config; the root gatsby-config.ts only re-exports it. No plugins: the site stays small. */
import type { GatsbyConfig } from 'gatsby'
import { siteUrl } from './env'

export const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteUrl() },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
  plugins: [],
}
