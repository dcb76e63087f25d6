/** Shared by the end-to-end tests: the staff account the server is started with, build waits, axe. */
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type { AxeResults } from 'axe-core'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' }

export async function staffToken(request: APIRequestContext): Promise<string> {
  return (await staffSignIn(request)).token
}

/** A sign-in's pair: the access token (minutes) and the refresh token the back office renews it with. */
async function staffSignIn(request: APIRequestContext): Promise<{ token: string; refresh_token: string }> {
  const response = await request.post('/api/v1/api-token-auth/', { data: E2E_ADMIN })
  expect(response.ok()).toBe(true)
  return response.json()
}

export interface BuildStatus {
  state: string
  pending: boolean
  live_build_at: string | null
  log_tail: string[]
  message: string
}

export async function buildStatus(request: APIRequestContext, token: string): Promise<BuildStatus> {
  const response = await request.get('/api/v1/site/build/', { headers: { authorization: `Token ${token}` } })
  return response.json()
}

/** Waits until a build newer than `previous` is live and nothing else is queued; fails on a failed build. */
export async function waitForLiveSite(request: APIRequestContext, token: string, previous: string | null = null, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const status = await buildStatus(request, token)
    if (status.state === 'failed') throw new Error(`site build failed: ${status.message}\n${status.log_tail.join('\n')}`)
    if (status.state === 'live' && !status.pending && status.live_build_at && status.live_build_at !== previous) return status
    if (Date.now() > deadline) throw new Error(`site not live in time: ${JSON.stringify(status)}`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** Waits until no CSS transition or animation runs: a half-faded element fails colour contrast. */
async function settled(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, {
      timeout: 5_000,
    })
    .catch(() => {})
}

/** The rules every page is held to: WCAG 2.1 A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
// The axe-core that @axe-core/playwright runs (and the server's audit with it): node_modules holds a newer one for
// other packages, with other rules.
const axeSource: string = createRequire(require.resolve('@axe-core/playwright'))('axe-core').source

async function axeViolations(page: Page) {
  await settled(page)
  // Only violations are asserted: the other result types are not collected node by node (axe's resultTypes).
  const options = { resultTypes: ['violations'], runOnly: { type: 'tag', values: AXE_TAGS } }
  let violations: AxeResults['violations']
  if (page.frames().length === 1) {
    // A page without frames: axe.run in the page itself, the same rules on the same DOM as AxeBuilder's default
    // runPartial, whose finishRun opens a blank page and sends it every result (2-3x the time). axe is put into the
    // document once: AxeBuilder sends and runs its 650 KB twice on every call, 0.2 s of Chromium's CPU of the 0.6 s a
    // look at a back-office screen took; a screen looked at again after a client-side navigation has it already.
    if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) await page.evaluate(axeSource)
    violations = await page.evaluate(
      async (options) =>
        (await (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, options)).violations,
      options,
    )
  } else {
    // With frames, AxeBuilder's default reaches into each one, cross-origin ones too.
    violations = (
      await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(AXE_TAGS)
        .analyze()
    ).violations
  }
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`)
}

/**
 * No WCAG 2.1 A/AA violation on the page once it is still. A page still painting (an image
 * arriving under a label, a ripple) is looked at again until it has none, for up to 30 s (no fixed
 * pause: a still page passes on the first look); a real violation stays and fails with its list.
 * A look begun within the 30 s is let finish: one axe pass over a big form took 20-30 s on a busy
 * 2-core machine, and expect.poll's timeout cut the first pass off and failed with no list at all.
 */
export async function expectAccessible(page: Page) {
  const message = `axe violations on ${page.url()}`
  const deadline = Date.now() + 30_000
  const pauses = [500, 1_000]
  for (let look = 0; ; look++) {
    const violations = await axeViolations(page)
    if (violations.length === 0 || Date.now() >= deadline) {
      expect(violations, message).toEqual([])
      return
    }
    await new Promise((resolve) => setTimeout(resolve, pauses[Math.min(look, pauses.length - 1)]))
  }
}

/**
 * A staff session made through the API, as a Playwright storage state file (token and account
 * where the back office keeps them, auth/session.ts): for tests where the UI login is not what is
 * tested. `test.use({ storageState: file })` after `test.beforeAll(() => writeStaffState(...))`.
 */
export async function writeStaffState(
  playwright: { request: { newContext: (options: { baseURL?: string; storageState?: { cookies: []; origins: [] } }) => Promise<APIRequestContext> } },
  baseURL: string,
  file: string,
) {
  // an empty state of its own: Playwright would otherwise apply the file being written
  const api = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } })
  const { token, refresh_token } = await staffSignIn(api)
  const account = await (await api.get('/api/v1/accounts/account-info/', { headers: { authorization: `Token ${token}` } })).json()
  await api.dispose()
  const localStorage = [
    { name: 'auth._token.local', value: `Token ${token}` },
    // a spec that runs longer than an access token lives (a slow machine) is renewed silently, as a real session is
    { name: 'auth._refresh_token.local', value: refresh_token },
    { name: 'auth.strategy', value: 'local' },
    { name: 'auth.user', value: JSON.stringify(account) },
  ]
  const { writeFileSync } = await import('node:fs')
  writeFileSync(file, JSON.stringify({ cookies: [], origins: [{ origin: baseURL, localStorage }] }))
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus: keyboard-only flows. */
export async function tabTo(page: Page, target: import('@playwright/test').Locator, back = false) {
  for (let i = 0; i < 150; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`could not reach ${target} with the keyboard`)
}

/**
 * Opens a back-office screen the way the app's menu does (no new document: the app stays loaded), for tests that go
 * through many screens: each then waits for its own screen's data, not for the whole app to start again (5 to 10 s a
 * screen on a busy 2-core machine). `path` has the app's base (/admin/news) and no query. Returns once the tab's title
 * (the route's title, admin/layout/DocumentTitle.tsx, set after the new screen is in the page) has changed: nothing
 * of the previous screen is looked at. (Not the app bar's heading: scrolled down a long list, the bar hides.)
 */
export async function openInApp(page: Page, path: string) {
  const before = await page.title()
  await page.evaluate((to) => {
    // at the top, as react-admin's menu links leave it (their _scrollToTop): the app bar shows, as after a new document
    window.scrollTo(0, 0)
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(page).toHaveURL((url) => url.pathname === path)
  // A screen's first opening loads its code (screens are split): 15 s was too short for that at a load of 25
  await expect(page).not.toHaveTitle(before, { timeout: 30_000 })
}
