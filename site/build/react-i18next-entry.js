/**
 * react-i18next as the site's bundle sees it: its own modules, only those gatsby-plugin-react-i18next
 * and the site use. The plugin's entry re-exports all of react-i18next through CommonJS (`export *`),
 * which keeps everything in the browser bundle, Trans and its HTML parser included; no page uses
 * them, and the home page's JS has a budget (95 KB gzip). Wired in by webpack-config.ts.
 */
export { useTranslation } from 'react-i18next-modules/useTranslation.js'
export { I18nextProvider } from 'react-i18next-modules/I18nextProvider.js'
export { I18nContext } from 'react-i18next-modules/context.js'
