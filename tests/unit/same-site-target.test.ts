/**
 * Where a sign-in's `?redirect=` may lead (issue 24.3): shared/same-site-target.ts, and the two
 * logins that follow it (the public site's afterLogin, the back office's safeRedirect/loginTarget).
 * Each hostile target is given both as the decoded text (what URLSearchParams hands over) and as
 * it arrives in a link's query string.
 */
import { describe, expect, it } from 'vitest'
import { loginTarget, safeRedirect } from '../../admin/app/guards'
import { sameSiteTarget } from '../../shared/same-site-target'
import { afterLogin } from '../../site/components/account-forms'

/** Each leads off the site once a browser reads it (or is no path at all). */
const HOSTILE = [
  '/\t/evil.example/x', // the finding: a browser drops the tab and reads //evil.example
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' /\t/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/\u0085/evil.example',
  '/\u2028/evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/.//evil.example', // resolves to the path //evil.example
  '/./\t/evil.example',
  'https://evil.example/',
  'HTTPS://evil.example/',
  'http:evil.example',
  '//evil.example@same-site.invalid',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  'news',
  '',
]

/** The same targets as written in a link (`?redirect=...`), one or two encodings deep. */
const IN_LINKS = [
  '?redirect=/%09/evil.example/x',
  '?redirect=%2F%09%2Fevil.example',
  '?redirect=/%0A/evil.example',
  '?redirect=/%0d/evil.example',
  '?redirect=%09//evil.example',
  '?redirect=%2F%2Fevil.example',
  '?redirect=/%5Cevil.example',
  '?redirect=/%2e//evil.example',
  '?redirect=https%3A%2F%2Fevil.example',
  '?redirect=javascript%3Aalert(1)',
  '?redirect=%252F%252Fevil.example',
  '?redirect=/%E2%80%A8/evil.example',
]

describe('sameSiteTarget (issue 24.3)', () => {
  it.each(HOSTILE)('refuses %j', (target) => expect(sameSiteTarget(target)).toBeNull())

  it('refuses a target longer than any page address', () => expect(sameSiteTarget(`/${'x'.repeat(2001)}`)).toBeNull())

  it.each([42, null, undefined, {}, ['/news']])('refuses a non-text %j', (target) => expect(sameSiteTarget(target)).toBeNull())

  it.each([
    ['/en/shop/cart/', '/en/shop/cart/'],
    ['/account/?tab=orders#top', '/account/?tab=orders#top'],
    ['/novice/a/../b/', '/novice/b/'],
    // Still encoded, a path of this site: a browser asks this site for /%2F%2Fevil.example.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%09/x', '/%09/x'],
  ])('keeps %j as %j', (target, expected) => expect(sameSiteTarget(target)).toBe(expected))

  it('whatever it keeps, a browser resolves on this site', () => {
    for (const target of [...HOSTILE, '/en/shop/', '/%2F%2Fx', '/a/./b']) {
      const kept = sameSiteTarget(target)
      if (kept !== null) expect(new URL(kept, 'https://example.si').origin, target).toBe('https://example.si')
    }
  })
})

describe("the public site's login follows it", () => {
  it.each(IN_LINKS)('%s leads home', (search) => expect(afterLogin(search, '/en/')).toBe('/en/'))
  it.each(HOSTILE)('the decoded %j leads home', (target) => expect(afterLogin(`?${new URLSearchParams({ redirect: target })}`, '/')).toBe('/'))
  it('keeps a page of the site, not the login page itself', () => {
    expect(afterLogin('?redirect=%2Fen%2Fshop%2Fcart%2F', '/')).toBe('/en/shop/cart/')
    expect(afterLogin('?redirect=%2Faccount%2F', '/')).toBe('/account/')
    for (const login of ['/login/', '/en/login/', '/login', '/en/login/?redirect=/x'])
      expect(afterLogin(`?${new URLSearchParams({ redirect: login })}`, '/')).toBe('/')
  })
})

describe("the back office's login follows it", () => {
  it.each(IN_LINKS)('%s leads to the dashboard', (search) => expect(loginTarget(search, null)).toBe('/'))
  it.each(HOSTILE)('the decoded %j leads to the dashboard', (target) => expect(safeRedirect(target)).toBe('/'))
  it('a path that becomes //host once the admin prefix is removed is refused', () => {
    expect(safeRedirect('/admin//evil.example')).toBe('/')
    expect(safeRedirect('/en/admin/news/3?x=1')).toBe('/news/3?x=1')
  })
})
