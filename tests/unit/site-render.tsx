/**
 * Renders a view file's page component as Gatsby would after gatsby-plugin-react-i18next's
 * wrapPageElement: an i18next instance with the words of both languages, and the plugin's context.
 *
 *   renderPage(NewsPage, plannedContext, '/en/news/')   // static markup
 */
import i18next from 'i18next'
// The provider from the plugin's own react-i18next (CommonJS under Node), the one its hooks read.
import { I18nextContext, I18nextProvider } from 'gatsby-plugin-react-i18next'
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import enCommon from '../../locales/en/common.json'
import enPages from '../../locales/en/pages.json'
import slCommon from '../../locales/sl/common.json'
import slPages from '../../locales/sl/pages.json'
import type { PlannedContext } from '../../shared/pages/types'

export function renderPage(Page: ComponentType<any>, context: PlannedContext, pathname: string): string {
  // eslint-disable-line @typescript-eslint/no-explicit-any
  const i18n = i18next.createInstance()
  void i18n.init({
    resources: { sl: { common: slCommon, pages: slPages }, en: { common: enCommon, pages: enPages } },
    lng: context.language,
    fallbackLng: 'sl',
    initImmediate: false,
  })
  const i18nContext = {
    language: context.language,
    languages: ['sl', 'en'],
    defaultLanguage: 'sl',
    generateDefaultLanguagePage: false,
    routed: pathname.startsWith(`/${context.language}/`),
    originalPath: pathname,
    path: pathname,
  }
  const pageContext = { ...context, siteUrl: 'https://example.org', year: '2026', sizes: {}, ns: ['common', 'pages'], i18n: i18nContext }
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={i18nContext}>
        <Page pageContext={pageContext} location={{ pathname, search: '' }} data={{}} />
      </I18nextContext.Provider>
    </I18nextProvider>,
  )
}
