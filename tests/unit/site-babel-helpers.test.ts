/**
 * Babel's helpers in the site's browser bundle (site/build/webpack-config.ts): an ES module's import of
 * a CommonJS helper is given the ES module copy i18next already brings, so the app chunk carries one
 * copy of each; a CommonJS caller too when it reads every such helper through `_interopRequireDefault`.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { babelHelperRequest } from '../../site/build/webpack-config'

const require = createRequire(path.resolve('package.json'))
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`))

describe('babelHelperRequest', () => {
  it("gives an ES module's import of a CommonJS helper the ES module helper", () => {
    expect(babelHelperRequest('@babel/runtime/helpers/defineProperty', 'esm')).toBe('@babel/runtime/helpers/esm/defineProperty.js')
    expect(babelHelperRequest('@babel/runtime/helpers/slicedToArray.js', 'esm')).toBe('@babel/runtime/helpers/esm/slicedToArray.js')
  })

  it('gives a CommonJS require the ES module helper only when each of its requires goes through _interopRequireDefault', () => {
    const wrapped = `var _interopRequireDefault = require("@babel/runtime/helpers/interopRequireDefault");
var _extends2 = _interopRequireDefault(require("@babel/runtime/helpers/extends"));`
    expect(babelHelperRequest('@babel/runtime/helpers/extends', 'commonjs', wrapped)).toBe('@babel/runtime/helpers/esm/extends.js')
    // require() of an ES module is its namespace object: this module calls what it requires.
    expect(babelHelperRequest('@babel/runtime/helpers/interopRequireDefault', 'commonjs', wrapped)).toBeNull()
    const alsoBare = `${wrapped}\nvar _extends = require('@babel/runtime/helpers/extends');`
    expect(babelHelperRequest('@babel/runtime/helpers/extends', 'commonjs', alsoBare)).toBeNull()
    expect(babelHelperRequest('@babel/runtime/helpers/extends', 'commonjs', '')).toBeNull()
  })

  it('leaves every other request alone', () => {
    expect(babelHelperRequest('@babel/runtime/helpers/esm/typeof', 'esm')).toBeNull()
    expect(babelHelperRequest('@babel/runtime/regenerator', 'esm')).toBeNull()
    expect(babelHelperRequest('@babel/runtime/helpers/extends', undefined)).toBeNull()
    expect(babelHelperRequest('react', 'esm')).toBeNull()
  })

  it("reads Gatsby's scroll handler: interopRequireDefault stays CommonJS, the helpers it wraps become ES modules", () => {
    const file = path.join(packageDir('gatsby-react-router-scroll'), 'scroll-handler.js')
    const source = fs.readFileSync(file, 'utf8')
    expect(babelHelperRequest('@babel/runtime/helpers/interopRequireDefault', 'commonjs', source)).toBeNull()
    expect(babelHelperRequest('@babel/runtime/helpers/inheritsLoose', 'commonjs', source)).toBe('@babel/runtime/helpers/esm/inheritsLoose.js')
  })

  it('finds an ES module copy of every helper the bundled react-i18next modules import', () => {
    const esDir = path.join(packageDir('react-i18next'), 'dist', 'es')
    const helpers = new Set<string>()
    for (const file of fs.readdirSync(esDir).filter((name) => name.endsWith('.js'))) {
      for (const match of fs.readFileSync(path.join(esDir, file), 'utf8').matchAll(/from ["'](@babel\/runtime\/helpers\/\w+)["']/g)) helpers.add(match[1])
    }
    expect(helpers.size).toBeGreaterThan(0)
    for (const helper of helpers) {
      const replaced = babelHelperRequest(helper, 'esm')
      expect(replaced, helper).not.toBeNull()
      expect(fs.existsSync(path.join(packageDir('@babel/runtime'), (replaced ?? '').replace('@babel/runtime/', ''))), helper).toBe(true)
    }
  })
})
