/**
 * The browser bundle's weight (home page budget: 95 KB of JS gzip): react-i18next is bundled through
 * react-i18next-entry.js (the parts in use), i18next from its ES module build, and modules that never
 * run in a production browser are left out (not-run-in-browser.js, development-only.js):
 * - two of gatsby-plugin-react-i18next's (language detection, a development warning's formatter);
 * - Gatsby's internal Partytown plugin's browser part: it only acts in `gatsby develop`, yet its import
 *   brings gatsby-script and Partytown's integration into every page's app chunk (about 1.2 KB gzip);
 * - Gatsby's service worker registration, required only when a plugin registers one (none here).
 * The plugin's own modules get `gatsby` as named exports (gatsby-for-i18n-plugin.js), so the rest of
 * Gatsby's browser entry can be left out too.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'develop') return
  const require = createRequire(path.resolve('package.json'))
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`))
  const notRun = path.resolve('site/build/not-run-in-browser.js')
  const productionOnly =
    stage === 'build-javascript'
      ? {
          'browser-lang$': notRun,
          outdent$: notRun,
          [`${path.join(packageDir('gatsby'), 'dist', 'internal-plugins', 'partytown', 'gatsby-browser.js')}$`]: path.resolve('site/build/development-only.js'),
          [`${path.resolve('.cache', 'register-service-worker')}$`]: path.resolve('site/build/no-service-worker.js'),
          [`${path.resolve('.cache', 'register-service-worker.js')}$`]: path.resolve('site/build/no-service-worker.js'),
        }
      : {}
  actions.setWebpackConfig({
    module: {
      rules: [{ test: /gatsby-plugin-react-i18next[\\/]dist[\\/]/, resolve: { alias: { gatsby$: path.resolve('site/build/gatsby-for-i18n-plugin.js') } } }],
    },
    resolve: {
      alias: {
        'react-i18next$': path.resolve('site/build/react-i18next-entry.js'),
        'react-i18next-modules': path.join(packageDir('react-i18next'), 'dist', 'es'),
        i18next$: path.join(packageDir('i18next'), 'dist', 'esm', 'i18next.js'),
        ...productionOnly,
      },
    },
  })
}
