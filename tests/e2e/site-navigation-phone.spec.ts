/**
 * The site's navigation as a visitor on a 390 px phone and at desktop widths (issue 24, point 13),
 * in both languages: the cart fits the screen with every control in view and working; sign-in and
 * registration are in the header's menu and in the footer (the account page instead, once signed
 * in); events, the shop and search are entries of the main menu (events without opening the
 * Information group), and the shop is no longer among the footer's legal links; the header fits
 * without sideways scrolling; axe finds nothing with the menu open.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { dismissBanner, hydrated } from './site-helpers'
import { expectAccessible, staffToken, waitForLiveSite } from './support'

const PHONE = { width: 390, height: 844 }
let staff: { authorization: string }

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000) // the first build, when this file runs first
  const token = await staffToken(request)
  staff = { authorization: `Token ${token}` }
  await waitForLiveSite(request, token, null, 480_000)
})

const WORDS = {
  sl: {
    prefix: '',
    menu: 'Meni',
    main: 'Glavni meni',
    events: 'Dogodki',
    shop: 'Trgovina',
    search: 'Iskanje',
    login: 'Prijava',
    register: 'Registracija',
    account: 'Uporabniški račun',
    legal: 'Pravno',
    links: 'Povezave',
    remove: 'Odstrani',
    logout: 'Izpis',
    myAccount: 'Moj račun',
  },
  en: {
    prefix: '/en',
    menu: 'Menu',
    main: 'Main menu',
    events: 'Events',
    shop: 'Shop',
    search: 'Search',
    login: 'Log in',
    register: 'Register',
    account: 'Your account',
    legal: 'Legal',
    links: 'Links',
    remove: 'Remove',
    logout: 'Log out',
    myAccount: 'My account',
  },
} as const

/** Nothing on the page reaches past the viewport's right edge: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
  expect(scrollWidth, `page ${page.url()} is ${scrollWidth} px wide in a ${innerWidth} px window`).toBeLessThanOrEqual(innerWidth)
}

/** The element lies wholly inside the viewport's width. */
async function expectWithinWidth(page: Page, locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox()
  expect(box, `${locator} is drawn`).not.toBeNull()
  const width = page.viewportSize()!.width
  expect(box!.x, `${locator} starts inside the screen`).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, `${locator} ends inside the ${width} px screen`).toBeLessThanOrEqual(width)
}

for (const language of ['sl', 'en'] as const) {
  const w = WORDS[language]

  test(`${language}: on a 390 px phone the cart fits, every control in view, and removing a line works`, async ({ page, request }) => {
    await page.setViewportSize(PHONE)
    const { results } = await (await request.get('/api/v1/products/?page_size=3')).json()
    const products = results as { id: number }[]
    expect(products.length).toBeGreaterThanOrEqual(2)
    await page.goto(`/${language}/shop/`)
    await dismissBanner(page)
    await page.evaluate(
      (ids) => localStorage.setItem('cart', JSON.stringify(ids.map((id) => ({ product: id, quantity: 12 })))),
      products.map((product) => product.id),
    )
    await page.goto(`/${language}/shop/cart/`)
    await hydrated(page)
    const table = page.locator('main table')
    const removes = table.getByRole('button', { name: new RegExp(`^${w.remove}`) })
    await expect(removes).toHaveCount(products.length)
    await expectNoSidewaysScroll(page)
    await expectWithinWidth(page, table)
    for (const control of await table.locator('button, input').all()) await expectWithinWidth(page, control)
    await expectAccessible(page)
    await removes.first().click()
    await expect(removes).toHaveCount(products.length - 1)
    await expectNoSidewaysScroll(page)
  })

  test(`${language}: signed out, the phone's menu has events, the shop, search, sign-in and registration; so does the footer`, async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(`${w.prefix}/`)
    await dismissBanner(page)
    await page.getByRole('button', { name: w.menu, exact: true }).click()
    const nav = page.getByRole('navigation', { name: w.main })
    // Top-level entries: seen without opening the Information group.
    for (const name of [w.events, w.shop, w.search]) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: w.login, exact: true })).toBeVisible()
    await expect(header.getByRole('link', { name: w.register, exact: true })).toBeVisible()
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)

    const footer = page.getByRole('contentinfo')
    const account = footer.getByRole('navigation', { name: w.account })
    await expect(account.getByRole('link', { name: w.login, exact: true })).toHaveAttribute('href', `${w.prefix}/login/`)
    await expect(account.getByRole('link', { name: w.register, exact: true })).toHaveAttribute('href', `${w.prefix}/register/`)
    const links = footer.getByRole('navigation', { name: w.links })
    for (const name of [w.events, w.shop, w.search]) await expect(links.getByRole('link', { name, exact: true })).toHaveCount(1)
    await expect(footer.getByRole('navigation', { name: w.legal }).getByRole('link', { name: w.shop, exact: true })).toHaveCount(0)

    // The links lead where they say, in the page's language.
    await nav.getByRole('link', { name: w.shop, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/${language}/shop/$`))
    await page.getByRole('button', { name: w.menu, exact: true }).click()
    await page.getByRole('banner').getByRole('link', { name: w.register, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/register/$`))
  })

  test(`${language}: at desktop widths the header shows events, the shop, search and sign-in at once, without sideways scrolling`, async ({ page }) => {
    for (const width of [992, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${w.prefix}/events/`)
      await dismissBanner(page)
      const header = page.getByRole('banner')
      for (const name of [w.events, w.shop, w.search, w.login, w.register]) {
        const link = header.getByRole('link', { name, exact: true })
        await expect(link).toBeVisible()
        await expectWithinWidth(page, link)
      }
      await expect(header.getByRole('link', { name: w.events, exact: true })).toHaveAttribute('aria-current', 'page')
      await expectNoSidewaysScroll(page)
    }
    await expectAccessible(page)
  })
}

/** A confirmed visitor account made through the API (the outbox keeps the link: no SMTP here). */
async function visitor(request: APIRequestContext) {
  const email = `telefon-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`
  const password = 'visitor-password-1'
  expect((await request.post('/api/v1/accounts/register/', { data: { email, password, first_name: 'Nina', last_name: 'Kos' } })).ok()).toBe(true)
  let key: string | undefined
  await expect
    .poll(async () => {
      const outbox = await (await request.get('/api/v1/mail/outbox/?page_size=50', { headers: staff })).json()
      const mail = outbox.results.find((m: { to: string; text: string }) => m.to === email)
      key = mail ? /\/register\/confirm#token=([0-9a-f]{64})/.exec(mail.text)?.[1] : undefined
      return key
    })
    .toBeTruthy()
  expect((await request.post('/api/v1/accounts/register/confirm/', { data: { token: key, password } })).ok()).toBe(true)
  return { email, password }
}

test('signed in on a phone: the header menu and the footer lead to the account page instead, in both languages', async ({ page, request }) => {
  const { email, password } = await visitor(request)
  await page.setViewportSize(PHONE)
  await page.goto('/login/')
  await dismissBanner(page)
  await page.locator('main').getByLabel('E-pošta ali uporabniško ime').fill(email)
  await page.locator('main').getByLabel('Geslo').fill(password)
  await page.locator('main').getByRole('button', { name: 'Prijava' }).click()
  // Signed in: the login page sends to the home page.
  await page.waitForURL((url) => url.pathname === '/')
  for (const language of ['sl', 'en'] as const) {
    const w = WORDS[language]
    await page.goto(`${w.prefix}/news/`)
    await hydrated(page)
    await page.getByRole('button', { name: w.menu, exact: true }).click()
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: w.logout })).toBeVisible()
    await expect(header.getByRole('link', { name: new RegExp(`^${w.myAccount}: Nina Kos$`) })).toBeVisible()
    await expect(header.getByRole('link', { name: w.login, exact: true })).toHaveCount(0)
    const account = page.getByRole('contentinfo').getByRole('navigation', { name: w.account })
    await expect(account.getByRole('link', { name: w.myAccount, exact: true })).toHaveAttribute('href', `${w.prefix}/account/`)
    await expect(account.getByRole('link', { name: w.login, exact: true })).toHaveCount(0)
    await expectNoSidewaysScroll(page)
    await expectAccessible(page)
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'My account', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/account\/$/)
})
