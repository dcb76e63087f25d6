/**
 * Server rendering only (no browser JavaScript):
 * - `<html lang>` from the path, so every page has it in its HTML even before a page's Head runs
 *   (Head sets the same value and keeps it right on client-side navigation);
 * - the page language's UI strings as a JSON data block, the browser's only copy (site/i18n.tsx);
 * - without JavaScript the mobile menu button cannot open anything, so the menu is simply shown.
 */
import type { GatsbySSR } from 'gatsby'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../shared/languages'
import './all-messages'
import { embeddedMessagesJson, MESSAGES_ELEMENT_ID } from './i18n'

const NO_SCRIPT_MENU = '.site-menu{display:flex!important}.menu-button{display:none!important}'

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const prefix = pathname.split('/')[1]
  const language = LANGUAGES.find((candidate) => candidate === prefix) ?? DEFAULT_LANGUAGE
  setHtmlAttributes({ lang: language })
  setHeadComponents([
    <script key="site-messages" id={MESSAGES_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: embeddedMessagesJson(language) }} />,
    <noscript key="no-script-menu">
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_MENU }} />
    </noscript>,
  ])
}
