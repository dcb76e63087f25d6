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
 *
 * Babel's helpers come once: i18next imports the ES module helpers (`@babel/runtime/helpers/esm/x`),
 * while react-i18next's ES modules, the plugin's CommonJS dist and Gatsby's scroll handler ask for
 * `@babel/runtime/helpers/x`, which Gatsby's alias of `@babel/runtime` (an absolute folder, so no
 * `exports` conditions) resolves to the CommonJS copies: the app chunk carried both. They are given
 * the ES module helper: an ES module's import always; a CommonJS module's `require()` only when its
 * source takes every such require through `_interopRequireDefault` (which reads the ES module's
 * `default`), since `require()` of an ES module is its namespace object, not the function.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'

/**
 * The ES module helper for a request of a CommonJS Babel helper, or null (keep the request): always for
 * an ES module's import (`category` 'esm'), for a CommonJS `require()` when `issuerSource` (the
 * requiring module's text) wraps each of its requires of that helper in `_interopRequireDefault(...)`.
 */
export function babelHelperRequest(request: string, category: string | undefined, issuerSource = ''): string | null {
  const helper = /^@babel\/runtime\/helpers\/(\w+)(\.js)?$/.exec(request)?.[1]
  if (!helper) return null
  const esm = `@babel/runtime/helpers/esm/${helper}.js`
  if (category === 'esm') return esm
  if (category !== 'commonjs') return null
  const quoted = request.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const requires = issuerSource.match(new RegExp(`require\\(["']${quoted}["']\\)`, 'g'))?.length ?? 0
  const wrapped = issuerSource.match(new RegExp(`_interopRequireDefault\\(require\\(["']${quoted}["']\\)\\)`, 'g'))?.length ?? 0
  return requires > 0 && requires === wrapped ? esm : null
}

interface ResolveData {
  request: string
  contextInfo?: { issuer?: string }
  dependencies?: { category?: string }[]
}

const sources = new Map<string, string>()
function sourceOf(file: string | undefined): string {
  if (!file) return ''
  let text = sources.get(file)
  if (text === undefined) {
    try {
      text = fs.readFileSync(file, 'utf8')
    } catch {
      text = ''
    }
    sources.set(file, text)
  }
  return text
}

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has all its
 * functions compiled while it streams in, on a background thread, instead of each one on the main
 * thread the first time it runs. Every function of our chunks runs at load or soon after (webpack's
 * module factories, React DOM's hydration, i18next's set-up), so the page's main thread no longer
 * compiles them inside the task that evaluates the app chunk or in hydration's slices: measured in
 * Chromium on the home page, the app chunk's evaluation went from 46 to 25 ms and the scripting of the
 * whole load from 324 to 211 ms (unthrottled, median of 9). Other browsers read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

interface Asset {
  name: string
  info: { minimized?: boolean }
}
interface CompilationLike {
  hooks: { processAssets: { tap(options: { name: string; stage: number }, run: (assets: Record<string, unknown>) => void): void } }
  getAssets(): Asset[]
  updateAsset(name: string, update: (source: unknown) => unknown): void
}
interface CompilerLike {
  webpack: { Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number }; sources: { ConcatSource: new (...parts: unknown[]) => unknown } }
  hooks: { thisCompilation: { tap(name: string, run: (compilation: CompilationLike) => void): void } }
}

/**
 * Puts COMPILE_HINT first in every JS file of the browser bundle, after the minifier (which would drop
 * the comment) and before the source maps and the content hashes in the file names are made (the map
 * follows the shifted line; the name is the content's).
 */
export class CompileHintPlugin {
  apply(compiler: CompilerLike) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const asset of compilation.getAssets()) {
          if (asset.name.endsWith('.js')) compilation.updateAsset(asset.name, (source) => new sources.ConcatSource(COMPILE_HINT, source))
        }
      })
    })
  }
}

/**
 * Terser as Gatsby sets it up, but writing ES2015 instead of ES5 and compressing twice: Gatsby's
 * browsers are those with ES modules (its default browserslist adds `supports es6-module`), all of
 * which run ES2015, so the minifier may use its shorter forms (shorthand methods and properties,
 * arrow functions where `this` and `arguments` are not used). Babel's output for the browserslist is
 * not changed by it: terser only ever writes ES2015 syntax here, never newer.
 */
const TERSER_OPTIONS = {
  ie8: false,
  mangle: { safari10: true },
  compress: { ecma: 2015, passes: 2 },
  output: { ecma: 2015 }, // `output`, not `format`: Gatsby's own options (spread under these) name it so
} as const

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig }) => {
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
    plugins: [
      plugins.normalModuleReplacement(/^@babel\/runtime\/helpers\/\w+(\.js)?$/, (resource: ResolveData) => {
        const category = resource.dependencies?.[0]?.category
        const issuer = category === 'commonjs' ? sourceOf(resource.contextInfo?.issuer) : ''
        resource.request = babelHelperRequest(resource.request, category, issuer) ?? resource.request
      }),
    ],
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
  if (stage === 'build-javascript') {
    const config = getConfig()
    config.optimization.minimizer = (config.optimization.minimizer as { constructor: { name: string } }[]).map((minimizer) =>
      minimizer.constructor.name === 'TerserPlugin' ? plugins.minifyJs({ terserOptions: TERSER_OPTIONS }) : minimizer,
    )
    config.plugins.push(new CompileHintPlugin())
    actions.replaceWebpackConfig(config)
  }
}
