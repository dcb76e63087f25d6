/**
 * The back office's frame through the browser: every admin route of spec section 2 with its
 * create screens (plain, /sl/ and /en/ prefixes) and axe on each, the sidebar and its settings,
 * the guards (language 404, login and back with the query kept, safe redirects only, is-admin,
 * the fail-closed 'Unknown middleware' page of the test's own build, the 404 page), logout by
 * keyboard and logout while the server errs, and a server field error shown and cleared.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { serveProbeAdmin } from './probe-admin/serve'
import { E2E_ADMIN, expectAccessible, staffToken, tabTo, waitForLiveSite, writeStaffState } from './support'

const DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-backoffice-'))
const STATE = path.join(DIR, 'state.json')
const baseURL = () => test.info().project.use.baseURL!
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, baseURL(), STATE))

async function logIn(page: Page) {
  await page.getByRole('textbox', { name: /Uporabniško ime|Username/ }).fill(E2E_ADMIN.username)
  await page.getByRole('textbox', { name: /Geslo|Password/ }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /Prijava|Sign in/ }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** A page of its own session (a fresh token), for tests that end it. */
async function ownSession(browser: Browser, name: string) {
  const file = path.join(DIR, `${name}.json`)
  await writeStaffState({ request: (await import('@playwright/test')).request }, baseURL(), file)
  const context = await browser.newContext({ storageState: file })
  return { context, page: await context.newPage() }
}

const SPEC_ROUTES = [
  '',
  'client',
  'employees',
  'empty-spaces',
  'empty-spaces/1',
  'entrepreneurs',
  'events',
  'events/1',
  'footer',
  'gallery',
  'incubator',
  'industrial-zone',
  'information',
  'inquiry',
  'key',
  'key/1',
  'news',
  'order',
  'product',
  'project',
  'project/1',
  'work',
  'work/1',
  'settings',
  'users',
  'users/1',
]
/** The screens outside the resources that the features bring (admin/features.ts), titled by their own names. */
const SHELL_ROUTES = ['account', 'audit-log', 'translations', 'mail-outbox', 'privacy', 'accessibility', 'accessibility-statement']
/** The create screens of the sidebar's types: each kind of generated input, through axe. */
const CREATE_ROUTES = ['information', 'incubator', 'project', 'employees', 'events', 'entrepreneurs', 'empty-spaces', 'news', 'gallery'].map(
  (r) => `${r}/create`,
)

/**
 * Opens a route the way the router does after a click (no reload), waits for its data, runs axe
 * (`audit`: /admin is /sl/admin under another address, so its screens are audited once, in each language).
 */
async function visit(page: Page, prefix: string, route: string, audit = true) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, `${prefix}/${route}`)
  await expect(page).toHaveURL(new RegExp(`${prefix}/${route.replace(/\//g, '\\/')}$`))
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toBeVisible()
  await expect(heading).not.toHaveText(/Ni najdeno|Not Found/)
  await page.waitForLoadState('networkidle')
  // one main landmark: a screen inside the layout must not bring its own (the report and statement did)
  await expect(page.getByRole('main')).toHaveCount(1)
  if (audit) await expectAccessible(page)
}

test.describe('signed in', () => {
  test.use({ storageState: STATE })

  test('every admin route of the spec and the create screens open under /admin, /sl/admin and /en/admin, with no WCAG 2.1 A/AA violation', async ({ page }) => {
    test.setTimeout(900_000)
    for (const prefix of ['/admin', '/sl/admin', '/en/admin']) {
      await page.goto(`${prefix}/`) // each prefix is served as the app at its own address
      for (const route of [...SPEC_ROUTES, ...SHELL_ROUTES, ...CREATE_ROUTES]) await visit(page, prefix, route, prefix !== '/admin')
    }
  })

  test('the sidebar has the spec labels; its colours are chosen from the spec lists and kept', async ({ page }) => {
    await page.goto('/admin/')
    const sidebar = page.getByRole('navigation', { name: 'Rudnik' })
    const labels = ['Informacije', 'Poslovni inkubator', 'Projekti', 'Zaposleni', 'Dogodki', 'Podjetniki', 'Prazni prostori', 'Novice', 'Galerija']
    for (const label of labels) await expect(sidebar.getByRole('menuitem', { name: label, exact: true })).toBeVisible()
    const publicLink = sidebar.getByRole('menuitem', { name: /Javna stran/ })
    await expect(publicLink).toHaveAttribute('target', '_blank')

    await page.getByRole('banner').getByRole('link', { name: 'Nastavitve' }).click()
    const sidebarColours = page.getByRole('radiogroup', { name: 'Barva stranske vrstice' }).getByRole('radio')
    await expect(sidebarColours).toHaveCount(7)
    await expect(page.getByRole('radiogroup', { name: 'Barva izbrane postavke' }).getByRole('radio')).toHaveCount(5)
    await page.getByRole('radio', { name: 'Zelena' }).check()
    await page.getByRole('radio', { name: 'Opozorilo' }).check()
    await expectAccessible(page)
    await page.reload()
    await expect(page.getByRole('radio', { name: 'Zelena' })).toBeChecked()
    await expect(page.locator('[data-sidebar-colour="green"][data-active-colour="warning"]')).toHaveCount(1)
    await page.evaluate(() => localStorage.setItem('admin-appearance', JSON.stringify({ sidebar: 'pink', active: 'secondary' })))
    await page.reload()
    await expect(page.getByRole('radio', { name: 'Modra' })).toBeChecked()
  })

  test("guards that fail closed: a route naming an unknown guard is the 500 'Unknown middleware' page, an unknown screen the spec's 404 page; both accessible", async ({
    page,
    browser,
    playwright,
  }) => {
    // The shipped app has no such route: the test's own build adds one (tests/e2e/probe-admin/), served on its own port.
    const probe = await serveProbeAdmin(baseURL())
    try {
      const state = path.join(DIR, 'probe-state.json')
      await writeStaffState(playwright, probe.url, state)
      const context = await browser.newContext({ storageState: state })
      const probePage = await context.newPage()
      await probePage.goto(`${probe.url}/admin/unknown-middleware`)
      const failure = probePage.locator('[data-status="500"]')
      await expect(failure).toContainText('Unknown middleware')
      await expect(probePage.getByRole('radiogroup')).toHaveCount(0) // the screen behind it never opened
      await expectAccessible(probePage)
      await context.close()
    } finally {
      await probe.close()
    }
    await page.goto('/en/admin/no-such-screen')
    await expect(page.locator('[data-status="404"]')).toContainText('This page could not be found')
    await expectAccessible(page)
  })

  test('a server field error shows under its field and goes when the field is edited; the typed text stays', async ({ page }) => {
    await page.goto('/admin/information/create')
    await page.getByRole('textbox', { name: 'Naslov', exact: true }).fill('Druga slovenska informacija')
    // lang defaults to sl, which already has its record: the server answers {lang: ["..."]}
    await page.getByRole('button', { name: 'Shrani' }).click()
    const language = page.getByRole('combobox', { name: /Jezik/ })
    const helper = page.locator('.ra-input-lang .MuiFormHelperText-root.Mui-error')
    await expect(helper).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue('Druga slovenska informacija')
    await language.click()
    await page.getByRole('option', { name: 'Angleščina' }).click()
    await expect(helper).toHaveCount(0)
  })
})

test('guards: another language prefix is a 404; without a session a screen sends to login and back with its query; redirects are local only', async ({
  page,
  request,
}) => {
  await waitForLiveSite(request, await staffToken(request)) // the not-found page is the public site's: answered 503 while the first build runs
  const response = await page.goto('/de/admin/')
  expect(response?.status()).toBe(404)
  await expectAccessible(page)
  for (const prefix of ['/en/admin', '/sl/admin']) {
    // Slovenian last: the language of the path is kept
    await page.goto(`${prefix}/login`)
    await expect(page.getByRole('button', { name: /Prijava|Sign in/ })).toBeVisible()
    await expectAccessible(page)
  }

  // the page first wanted, with its query string, after signing in
  const wanted = `/admin/news?filter=${encodeURIComponent(JSON.stringify({ lang: 'en' }))}&order=ASC&page=1&perPage=9&sort=title`
  await page.goto(wanted)
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expectAccessible(page)
  await logIn(page)
  await expect(page).toHaveURL(wanted)
  await expect(page.getByRole('heading', { level: 1, name: 'Novice' })).toBeVisible()

  // already logged in: the login page sends staff on, to a safe redirect only
  // (the same check as the public site's sign-in, shared/same-site-target.ts: a tab a browser drops, `/./` it collapses)
  for (const hostile of ['//evil.example/steal', '/%09/evil.example/steal', '/.//evil.example', '/admin//evil.example', '/%5Cevil.example']) {
    await page.goto(`/admin/login?redirect=${hostile}`)
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin\/?$/)
  }
  await page.goto('/admin/login?redirect=/admin/work')
  await expect(page).toHaveURL(/\/admin\/work$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Delo in oddelki' })).toBeVisible()
})

test('is-admin: a signed-in user who is not staff goes to the public site, still signed in there', async ({ page, request }) => {
  // The API creates no user accounts besides the first staff one, so the account the server
  // answers is made non-staff here; the token is a real one.
  const token = await staffToken(request)
  await page.route('**/api/v1/accounts/account-info/', async (route) => {
    const account = await (await route.fetch()).json()
    await route.fulfill({ json: { ...account, username: 'obiskovalka', is_staff: false } })
  })
  await page.goto('/admin/login')
  await page.evaluate((value) => localStorage.setItem('auth._token.local', value), `Token ${token}`)
  await page.goto('/admin/work')
  await page.waitForURL((url) => url.pathname === '/')
  expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBe(`Token ${token}`)
  // the admin login page sends them to the public site too
  await page.goto('/admin/login')
  await page.waitForURL((url) => url.pathname === '/')
  expect((await request.get('/api/v1/accounts/account-info/', { headers: { authorization: `Token ${token}` } })).status()).toBe(200)
})

test('logout by keyboard alone: to the public site, the session ended on the server and in the browser, the drafts forgotten', async ({ browser }) => {
  const { context, page } = await ownSession(browser, 'logout-keyboard')
  await page.goto('/admin/')
  const token = await page.evaluate(() => localStorage.getItem('auth._token.local'))
  await page.evaluate(() => sessionStorage.setItem('admin.draft:/news/create', '{"title":"osnutek"}'))
  await tabTo(page, page.getByRole('button', { name: 'Izpis' }))
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname === '/')
  expect(await page.evaluate(() => [localStorage.getItem('auth._token.local'), sessionStorage.getItem('admin.draft:/news/create')])).toEqual([null, null])
  expect((await page.request.get('/api/v1/accounts/account-info/', { headers: { authorization: token! } })).status()).toBe(401)
  await context.close()
})

test('logout while the server errs still signs out locally and goes to the public site', async ({ browser }) => {
  const { context, page } = await ownSession(browser, 'logout-error')
  await page.route('**/api/v1/rest-auth/logout/', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
  await page.goto('/admin/')
  await page.getByRole('button', { name: 'Izpis' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull()
  await page.goto('/admin/news')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await context.close()
})
