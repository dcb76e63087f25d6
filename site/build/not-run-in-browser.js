/**
 * Stands in, in the browser bundle only, for two modules gatsby-plugin-react-i18next's wrapPageElement
 * imports for code paths this site switches off: `browser-lang` (guesses the visitor's language when
 * `redirect` is on; it is off, build/config.ts) and `outdent` (formats a warning printed only in
 * development). Leaving them out keeps the home page's JS within its budget (webpack-config.ts).
 */
export default function notRunInBrowser() {
  throw new Error('browser-lang and outdent are not bundled: gatsby-plugin-react-i18next runs with redirect off (site/build/config.ts)')
}
