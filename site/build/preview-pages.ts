/**
 * The preview page in each language (site/views/preview.tsx): one page, made with every build,
 * whose content arrives at run time. Outside the page table: no record owns it, the sitemap never
 * lists it, and refreshes leave it as the last build wrote it.
 */
import path from 'node:path'
import type { Actions } from 'gatsby'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/languages'
import { pageContextOf } from '../../shared/pages/page-context'
import type { PlannedPage } from '../../shared/pages/plan-tools'
import type { PageContext } from '../../shared/pages/types'
import { VIEWS_DIR } from './page-contexts'

export const PREVIEW_PATHS: Record<Language, string> = { sl: '/predogled/', en: '/en/predogled/' }
const TITLES: Record<Language, string> = { sl: 'Predogled', en: 'Preview' }

export function previewPageContext(language: Language, siteUrl: string, year: string): PageContext {
  const page: PlannedPage = {
    path: PREVIEW_PATHS[language],
    link: '/predogled/',
    routed: language !== DEFAULT_LANGUAGE,
    context: {
      language,
      view: 'preview',
      paths: PREVIEW_PATHS,
      translated: false,
      title: TITLES[language],
      description: TITLES[language],
      noindex: true,
      footer: null,
      data: null,
    },
  }
  return pageContextOf(page, { siteUrl, year, sizes: {} })
}

export function createPreviewPages(actions: Actions, siteUrl: string) {
  const year = String(new Date().getFullYear())
  for (const language of LANGUAGES) {
    actions.createPage({
      path: PREVIEW_PATHS[language],
      component: path.resolve(VIEWS_DIR, 'preview.tsx'),
      context: previewPageContext(language, siteUrl, year),
    })
  }
}
