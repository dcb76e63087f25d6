/**
 * The browser bundle's weight (home page budget: 95 KB of JS gzip): react-i18next is bundled through
 * react-i18next-entry.js (the parts in use), i18next from its ES module build, and two modules of
 * gatsby-plugin-react-i18next that never run here are left out (not-run-in-browser.js).
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage !== 'build-javascript' && stage !== 'develop') return
  const require = createRequire(path.resolve('package.json'))
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`))
  actions.setWebpackConfig({
    resolve: {
      alias: {
        'react-i18next$': path.resolve('site/build/react-i18next-entry.js'),
        'react-i18next-modules': path.join(packageDir('react-i18next'), 'dist', 'es'),
        i18next$: path.join(packageDir('i18next'), 'dist', 'esm', 'i18next.js'),
        ...(stage === 'build-javascript' ? { 'browser-lang$': path.resolve('site/build/not-run-in-browser.js'), outdent$: path.resolve('site/build/not-run-in-browser.js') } : {}),
      },
    },
  })
}
