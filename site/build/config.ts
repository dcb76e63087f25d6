/**
 * The Gatsby config; the root gatsby-config.ts only re-exports it. The site's languages run on
 * gatsby-plugin-react-i18next: it reads locales/<lang>/<ns>.json through gatsby-source-filesystem
 * (the source must be named 'locale'), gives each page an i18next instance with the namespaces its
 * query loads, and provides `Link` and `useI18next`. The page table (build/page-table.ts) makes every
 * page in every language itself, with the plugin's context set, so:
 * - `redirect: false`: an unprefixed address is Slovenian, never sent elsewhere by the browser's language;
 * - `generateDefaultLanguagePage: false`: the plugin's Link keeps Slovenian links unprefixed (the
 *   canonical form); the /sl/ copies come from the page table;
 * - hreflang both ways is written by our own <head> (components/SiteHead.tsx): the plugin writes none.
 */
import path from 'node:path'
import type { GatsbyConfig } from 'gatsby'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/languages'
import { siteUrl } from './env'

export const config: GatsbyConfig = {
  siteMetadata: { siteUrl: siteUrl() },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: path.resolve('locales') } },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        generateDefaultLanguagePage: false,
        redirect: false,
        siteUrl: siteUrl(),
        trailingSlash: 'always',
        verbose: false,
        i18nextOptions: { interpolation: { escapeValue: false }, keySeparator: '.', nsSeparator: false, returnObjects: true },
      },
    },
  ],
}
