/**
 * What gatsby-plugin-react-i18next's browser code takes from `gatsby` (its Link, navigate and
 * withPrefix). The plugin is CommonJS: its `require('gatsby')` would keep every export of Gatsby's
 * browser entry in the bundle (gatsby-script among them), as webpack cannot tell which ones a
 * CommonJS module reads. Named imports let it leave the rest out. Wired in by webpack-config.ts.
 */
export { Link, navigate, withPrefix } from 'gatsby'
