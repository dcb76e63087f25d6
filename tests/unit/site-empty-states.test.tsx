/**
 * The empty-state messages of spec section 8, rendered as the pages render them (the demo content
 * fills most lists, so the end-to-end tests can reach only some of them).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import '../../site/all-messages'
import { LanguageProvider } from '../../site/i18n'
import { pageMessagesFor } from '../../site/page-i18n'
import type { ContentPageContext, PageKind } from '../../site/types'
import NewsListPage from '../../site/templates/news-list'
import { VIEWS } from '../../site/views'

vi.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => <a href={to} {...rest}>{children}</a>,
  navigate: vi.fn(),
  graphql: () => '',
}))

function render(kind: PageKind, data: unknown, language: 'sl' | 'en' = 'en') {
  const ctx = { kind, data, language, paths: { sl: '/x/', en: '/en/x/' }, translated: true, title: 'T', description: 'D', siteUrl: '', year: '2026', sizes: {}, footer: null } as ContentPageContext
  const View = VIEWS[kind]
  return renderToStaticMarkup(
    <LanguageProvider language={language}>
      <View ctx={ctx} p={pageMessagesFor(language)} />
    </LanguageProvider>,
  )
}

describe('empty states', () => {
  it('no projects in a category', () => {
    expect(render('category', { category: { id: 'heritage', name: 'Heritage' }, items: [], emptyText: pageMessagesFor('en').empty.projects_in_category })).toContain('There are no projects in this category.')
  })

  it('no events, in both languages', () => {
    expect(render('events', { events: [], categories: [], builtOn: '2026-11-23' })).toContain('There are no events.')
    expect(render('events', { events: [], categories: [], builtOn: '2026-11-23' }, 'sl')).toContain('Ni dogodkov.')
  })

  it('no business premises available', () => {
    expect(render('spaces', { spaces: [] })).toContain('No business premises are available at the moment.')
  })

  it('no entrepreneurs added', () => {
    expect(render('entrepreneurs', { entrepreneurs: [] })).toContain('No entrepreneurs have been added yet.')
    expect(render('entrepreneurs', { entrepreneurs: [] }, 'sl')).toContain('Podjetniki še niso dodani.')
  })

  it("no news: 'News Not Found'", () => {
    const props = {
      data: { site: { siteMetadata: { siteUrl: '' }, buildTime: '2026' }, allNews: { nodes: [] }, allNewsTag: { nodes: [] } },
      pageContext: { language: 'en', paths: { sl: '/news/', en: '/en/news/' }, translated: true, footer: null, ids: [], currentPage: 1, pageCount: 1, tagId: null },
      location: { pathname: '/en/news/', search: '' },
    } as unknown as Parameters<typeof NewsListPage>[0]
    expect(renderToStaticMarkup(<NewsListPage {...props} />)).toContain('News Not Found')
  })

  it('an empty cart', () => {
    expect(render('cart', { products: [] })).toContain('Your cart is empty.')
  })
})
