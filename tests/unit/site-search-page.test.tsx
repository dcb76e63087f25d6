/**
 * The search page as the build renders it (no JavaScript has run): a GET form to the page itself
 * with a labelled field, the live region for the count, in both languages; the footer links to it.
 */
import { describe, expect, it, vi } from 'vitest'
import { resources } from '../../shared/resources'
import { planSite } from '../../site/build/page-table'
import SearchPage from '../../site/views/search'
import { siteContent } from './fixtures/site-content'
import { renderPage } from './site-render'

vi.mock('gatsby', async () => (await import('./gatsby-static')).gatsbyForStaticRender())

const pages = planSite(siteContent(), resources).pages
const render = (path: string) => {
  const page = pages.find((candidate) => candidate.path === path)
  expect(page, path).toBeDefined()
  return renderPage(SearchPage, page!.context, path)
}

describe('the search page without JavaScript', () => {
  it.each([
    ['/search/', 'Iskani izrazi', 'Išči', 'action="/search/"', 'Iskanje'],
    ['/sl/search/', 'Iskani izrazi', 'Išči', 'action="/search/"', 'Iskanje'],
    ['/en/search/', 'Search terms', 'Search', 'action="/en/search/"', 'Search'],
  ])('%s: a labelled GET form to itself, a live region, the footer link', (path, label, button, action, footer) => {
    const html = render(path)
    const form = /<form[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0] ?? ''
    expect(form).toContain('role="search"')
    expect(form).toContain('method="get"')
    expect(form).toContain(action)
    const id = /<input[^>]*id="([^"]+)"[^>]*name="q"/.exec(form)?.[1]
    expect(id).toBeTruthy()
    expect(form).toContain(`<label for="${id}">${label}</label>`)
    expect(form).toContain(`>${button}</button>`)
    expect(html).toMatch(/<p role="status" aria-live="polite" class="search-status">/)
    expect(html).toContain(`>${footer}</a>`)
  })
})
