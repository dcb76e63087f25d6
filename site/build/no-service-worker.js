/**
 * Stands in, in the production browser bundle, for Gatsby's .cache/register-service-worker.js: Gatsby
 * requires it only when a plugin's `registerServiceWorker` says yes (gatsby-plugin-offline), and this
 * site has none, yet the module still comes into every page's app chunk. Wired in by webpack-config.ts.
 */
export {}
