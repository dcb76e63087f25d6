/**
 * Server rendering only (no browser JavaScript):
 * - `<html lang>` from the path, so every page has it in its HTML even before a page's Head runs
 *   (Head sets the same value and keeps it right on client-side navigation);
 * - without JavaScript the mobile menu button cannot open anything, so the menu is simply shown.
 * The page's words travel in its page data (gatsby-plugin-react-i18next), not in the HTML.
 */
import type { GatsbySSR } from 'gatsby'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/languages'

const NO_SCRIPT_MENU = '.site-menu{display:flex!important}.menu-button{display:none!important}'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const prefix = pathname.split('/')[1]
  const language = LANGUAGES.find((candidate) => candidate === prefix) ?? DEFAULT_LANGUAGE
  setHtmlAttributes({ lang: language })
  setHeadComponents([
    <noscript key="no-script-menu">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_MENU }} />
    </noscript>,
  ])
}
