/**
 * A visitor's account on the public site against the real server (issue 12 points 1, 5 and 6):
 * register -> confirm with the link read from the outbox (this server has no SMTP_URL, so the outbox
 * keeps the link) -> log in -> account page -> order -> the order and its status on the account page
 * -> log out; the guest-only and admin rules for a signed-in visitor; the silent refresh on a 401;
 * password, e-mail, devices and deletion; axe on every new page in both languages.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible, staffToken, waitForLiveSite } from './support'
import { dismissBanner, hydrated } from './site-helpers'

const PASSWORD = 'visitor-password-1'
let staff: { authorization: string }

test.beforeAll(async ({ request }) => {
  const token = await staffToken(request)
  staff = { authorization: `Token ${token}` }
  await waitForLiveSite(request, token)
})

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`

/** The newest mail to `to` whose text holds a link to `path` with its key: the link's path and fragment. */
async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+?(${path.replace(/\//g, '\\/')}#token=[0-9a-f]{64})`)
  let found: string | undefined
  await expect
    .poll(async () => {
      const outbox = await (await request.get('/api/v1/mail/outbox/?page_size=50', { headers: staff })).json()
      const mail = outbox.results.find((m: { to: string; text: string }) => m.to === to && pattern.test(m.text))
      found = mail ? pattern.exec(mail.text)![1] : undefined
      return found
    })
    .toBeTruthy()
  return found!
}

/** Registers through the page and confirms through the mailed link's page; answers the address. */
async function registerAndConfirm(page: Page, request: APIRequestContext, who = 'maja'): Promise<string> {
  const email = unique(who)
  await page.goto('/register/')
  await dismissBanner(page)
  await page.locator('main').getByLabel(/^Ime/).fill('Maja')
  await page.locator('main').getByLabel('Priimek').fill('Kovač')
  await page.locator('main').getByLabel('E-pošta').fill(email)
  await page.locator('main').getByLabel('Geslo (vsaj 8 znakov)').fill(PASSWORD)
  await page.locator('main').getByRole('button', { name: 'Registracija' }).click()
  await expect(page.getByText('smo nanj poslali povezavo za potrditev')).toBeVisible()

  const link = await mailedLink(request, email, '/register/confirm')
  await page.goto(link)
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Potrditev registracije' })).toBeVisible()
  expect(page.url()).not.toContain('token') // the key leaves the address bar and history at once
  await page.locator('main').getByLabel('Geslo').fill('not-the-password')
  await page.locator('main').getByRole('button', { name: 'Potrdi registracijo' }).click()
  await expect(page.locator('#confirm-password-error')).toBeVisible()
  await page.locator('main').getByLabel('Geslo').fill(PASSWORD)
  await page.locator('main').getByRole('button', { name: 'Potrdi registracijo' }).click()
  await expect(page.getByText('Vaš račun je potrjen.')).toBeVisible()
  return email
}

async function logIn(page: Page, email: string, prefix = '') {
  await page.goto(`${prefix}/login/`)
  await hydrated(page)
  await page
    .locator('main')
    .getByLabel(prefix ? 'E-mail or username' : 'E-pošta ali uporabniško ime')
    .fill(email)
  await page
    .locator('main')
    .getByLabel(prefix ? 'Password' : 'Geslo')
    .fill(PASSWORD)
  await page
    .locator('main')
    .getByRole('button', { name: prefix ? 'Log in' : 'Prijava' })
    .click()
  await expect(page).toHaveURL(new RegExp(`${prefix}/$`))
  await expect(page.getByRole('button', { name: prefix ? 'Log out' : 'Izpis' })).toBeVisible()
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key)

test('register -> confirm (outbox link) -> log in -> account -> order -> the order and its status on the account page -> log out', async ({
  page,
  request,
}) => {
  const email = await registerAndConfirm(page, request)
  await logIn(page, email)
  await expect(page.getByRole('link', { name: /Maja Kovač/ })).toBeVisible()
  expect(await stored(page, 'auth._token.local')).toMatch(/^Token \w+$/)
  const refreshToken = await stored(page, 'auth._refresh_token.local')
  expect(refreshToken).toMatch(/^\w{20,}$/)

  await page.getByRole('link', { name: /Maja Kovač/ }).click()
  await expect(page).toHaveURL(/\/account\/$/)
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByText('Še nimate naročil.')).toBeVisible()

  await page.goto('/en/shop/chairs/product/1/')
  await hydrated(page)
  await page.locator('main').getByRole('button', { name: 'Add to cart' }).click()
  await page.goto('/en/shop/cart/')
  await hydrated(page)
  await expect(page.locator('main').getByLabel('Name', { exact: true })).toHaveValue('Maja Kovač') // the account's name and address
  await expect(page.locator('main').getByLabel('E-mail', { exact: true })).toHaveValue(email)
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/v1/orders/') && response.request().method() === 'POST')
  await page.locator('main').getByRole('button', { name: 'Place the order' }).click()
  const orderRequest = (await placed).request()
  expect(await orderRequest.headerValue('authorization')).toMatch(/^Token \w+$/) // sent with the token: it belongs to the account
  await expect(page.getByText(/Order no\. \d+ has been placed/)).toBeVisible()
  const orderId = Number(
    /Order no\. (\d+)/.exec(
      (await page
        .getByText(/Order no\. \d+ has been placed/)
        .first()
        .textContent())!,
    )![1],
  )

  // Staff ship it: the account page shows the status the office set.
  const shipped = await request.patch(`/api/v1/orders/admin/${orderId}/`, { headers: staff, data: { status: 'shipped' } })
  expect(shipped.ok()).toBe(true)
  await page.goto('/en/account/')
  await hydrated(page)
  const row = page.getByRole('row', { name: new RegExp(`No\\. ${orderId}\\b`) })
  await expect(row).toContainText('Rudar') // the product's name as stored with the order
  await expect(row).toContainText('Shipped')

  // Details are saved on the account (and its client record).
  await page.locator('main').getByLabel('Phone').fill('+386 1 234 5678')
  await page.locator('main').getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Your details are saved.')).toBeVisible()
  await page.reload()
  await hydrated(page)
  await expect(page.locator('main').getByLabel('Phone')).toHaveValue('+386 1 234 5678')

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/en\/$/)
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
  expect(await stored(page, 'auth._token.local')).toBeNull()
  expect(await stored(page, 'auth._refresh_token.local')).toBeNull()
  // The sign-in ended on the server: its refresh token no longer works.
  expect((await request.post('/api/v1/api-token-refresh/', { data: { refresh_token: refreshToken } })).status()).toBe(401)
  await page.goto('/en/account/')
  await expect(page).toHaveURL(/\/en\/login\/\?redirect=%2Fen%2Faccount%2F$/)
})

test('a signed-in visitor is sent home from /login and /register, and from /admin to the public site', async ({ page, request }) => {
  const email = await registerAndConfirm(page, request, 'guest-rule')
  await logIn(page, email, '/en')
  await page.goto('/login/')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await page.goto('/en/register/')
  await expect(page).toHaveURL(/\/en\/$/)
  await page.goto('/admin/news')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  await expect(page.getByRole('button', { name: 'Izpis' })).toBeVisible() // still signed in on the site
})

test('the sign-in follows ?redirect= only to a page of this site: /%09/evil.example (a tab a browser drops) leads home (issue 24.3)', async ({
  page,
  request,
}) => {
  const email = await registerAndConfirm(page, request, 'redirect')
  // Nothing may leave for another host: such a request is noted and never sent.
  const elsewhere: string[] = []
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      elsewhere.push(route.request().url())
      return route.abort()
    },
  )
  const signInFrom = async (search: string) => {
    await page.goto(`/en/login/${search}`)
    await hydrated(page)
    await page.locator('main').getByLabel('E-mail or username').fill(email)
    await page.locator('main').getByLabel('Password').fill(PASSWORD)
    await page.locator('main').getByRole('button', { name: 'Log in' }).click()
  }
  for (const search of ['?redirect=/%09/evil.example/x', '?redirect=%2F%0A%2Fevil.example', '?redirect=/%5Cevil.example', '?redirect=/.//evil.example']) {
    await signInFrom(search)
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/en\/$/)
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
    await page.evaluate(() => localStorage.clear())
  }
  // A page of the site is where the sign-in leads.
  await signInFrom('?redirect=%2Fen%2Faccount%2F')
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/en\/account\/$/)
  expect(elsewhere).toEqual([])
})

test('a 401 refreshes the sign-in once; when the refresh is refused too, the account page sends to /login', async ({ page, request }) => {
  const email = await registerAndConfirm(page, request, 'refresh')
  await logIn(page, email)
  const refreshBefore = await stored(page, 'auth._refresh_token.local')
  // An access token the server no longer knows (as when it expired): the page refreshes and carries on.
  await page.evaluate(() => localStorage.setItem('auth._token.local', `Token ${'0'.repeat(40)}`))
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/api-token-refresh/'))
  await page.goto('/account/')
  expect((await refreshed).status()).toBe(200)
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Prijavljene naprave' })).toBeVisible()
  expect(await stored(page, 'auth._token.local')).not.toBe(`Token ${'0'.repeat(40)}`)
  expect(await stored(page, 'auth._refresh_token.local')).not.toBe(refreshBefore)

  await page.evaluate(() => {
    localStorage.setItem('auth._token.local', `Token ${'0'.repeat(40)}`)
    localStorage.setItem('auth._refresh_token.local', '0'.repeat(64))
  })
  await page.goto('/account/')
  await expect(page).toHaveURL(/\/login\/\?redirect=%2Faccount%2F$/)
  expect(await stored(page, 'auth._token.local')).toBeNull()
})

test('password, e-mail (confirmed by the link), signed-in devices and deletion of the account', async ({ page, request }) => {
  const email = await registerAndConfirm(page, request, 'settings')
  const other = await (await request.post('/api/v1/api-token-auth/', { data: { username: email, password: PASSWORD } })).json()
  await logIn(page, email, '/en')
  await page.goto('/en/account/')
  await hydrated(page)

  // Another device: listed, and signed out from here.
  const devices = page.locator('.account-devices li')
  await expect(devices).toHaveCount(2)
  await expect(devices.filter({ hasText: '(this device)' })).toHaveCount(1)
  await page
    .locator('main')
    .getByRole('button', { name: /^Sign out/ })
    .click()
  await expect(page.getByText('The device is signed out.')).toBeVisible()
  await expect(devices).toHaveCount(1)
  expect((await request.get('/api/v1/accounts/me/', { headers: { authorization: `Token ${other.token}` } })).status()).toBe(401)

  // A new e-mail address: the current password is asked, then the link mailed to the new address confirms it.
  const newEmail = unique('settings-new')
  const emailForm = page.locator('form').filter({ has: page.locator('#email-change-email') })
  await emailForm.getByLabel('New e-mail address').fill(newEmail)
  await emailForm.getByLabel('Current password').fill('wrong-password')
  await emailForm.getByRole('button', { name: 'Send a confirmation link' }).click()
  await expect(page.locator('#email-change-current_password-error')).toBeVisible()
  await emailForm.getByLabel('Current password').fill(PASSWORD)
  await emailForm.getByRole('button', { name: 'Send a confirmation link' }).click()
  await expect(page.getByText(`waiting for confirmation: ${newEmail}`)).toBeVisible()
  // The link opens the page in the account's language (Slovenian: it registered on /register/).
  const link = await mailedLink(request, newEmail, '/account/email')
  await page.goto(link)
  await hydrated(page)
  expect(page.url()).not.toContain('token')
  await page.locator('main').getByRole('button', { name: 'Potrdi novi e-naslov' }).click()
  await expect(page.locator('main [role=status]')).toContainText('Vaš e-poštni naslov je spremenjen.')
  await page.goto('/en/account/')
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible()

  // A new password: the current one is asked.
  const passwordForm = page.locator('form').filter({ has: page.locator('#password-password') })
  await passwordForm.getByLabel('Current password').fill('wrong-password')
  await passwordForm.getByLabel('Password (at least 8 characters)').fill('new-visitor-password')
  await passwordForm.getByLabel('Repeat the password').fill('new-visitor-password')
  await passwordForm.getByRole('button', { name: 'Change password' }).click()
  await expect(page.locator('#password-current_password-error')).toBeVisible()
  await passwordForm.getByLabel('Current password').fill(PASSWORD)
  await passwordForm.getByLabel('Password (at least 8 characters)').fill('new-visitor-password')
  await passwordForm.getByLabel('Repeat the password').fill('new-visitor-password')
  await passwordForm.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password is changed.')).toBeVisible()

  // Deletion: the box and the current password; then the visitor is signed out and cannot log in.
  const deleteForm = page.locator('form').filter({ has: page.locator('#delete-current_password') })
  await deleteForm.getByLabel('Current password').fill('new-visitor-password')
  await deleteForm.getByRole('button', { name: 'Delete account' }).click()
  await expect(page.getByText('Please first confirm that you understand')).toBeVisible()
  await deleteForm.getByLabel('I understand that a deletion cannot be undone.').check()
  await deleteForm.getByRole('button', { name: 'Delete account' }).click()
  await expect(page).toHaveURL(/\/en\/$/)
  expect(await stored(page, 'auth._token.local')).toBeNull()
  expect((await request.post('/api/v1/api-token-auth/', { data: { username: newEmail, password: 'new-visitor-password' } })).status()).toBe(400)
})

test('forgot password without SMTP says so; the reset and confirm pages take the key and refuse a bad one', async ({ page }) => {
  await page.goto('/en/login/')
  await dismissBanner(page)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/en\/forgot-password\/$/)
  await page.locator('main').getByLabel('E-mail').fill('someone@example.org')
  await page.locator('main').getByRole('button', { name: 'Send the link' }).click()
  await expect(page.locator('#forgot-status.form-status--error')).not.toBeEmpty() // 409: this server sends no mail

  await page.goto(`/en/password-reset/#token=${'a'.repeat(64)}`)
  await hydrated(page)
  expect(page.url()).not.toContain('token')
  await page.locator('main').getByLabel('Password (at least 8 characters)').fill('another-password-1')
  await page.locator('main').getByLabel('Repeat the password').fill('another-password-2')
  await page.locator('main').getByRole('button', { name: 'Set password' }).click()
  await expect(page.getByText('The passwords do not match.')).toBeVisible()
  await page.locator('main').getByLabel('Repeat the password').fill('another-password-1')
  await page.locator('main').getByRole('button', { name: 'Set password' }).click()
  await expect(page.locator('#reset-status.form-status--error')).toContainText(/invalid|expired/i)

  await page.goto('/en/password-reset/')
  await expect(page.getByText('The link is not valid or has expired.')).toBeVisible()
  await page.goto(`/register/confirm/#token=${'b'.repeat(64)}`)
  await hydrated(page)
  await page.locator('main').getByLabel('Geslo').fill(PASSWORD)
  await page.locator('main').getByRole('button', { name: 'Potrdi registracijo' }).click()
  await expect(page.locator('#confirm-status.form-status--error')).not.toBeEmpty()
})

test('axe: register, login, account, the confirm, forgot, reset and e-mail pages in both languages', async ({ page, request }) => {
  const email = await registerAndConfirm(page, request, 'axe')
  for (const prefix of ['', '/en']) {
    for (const path of [
      '/register/',
      '/login/',
      '/forgot-password/',
      `/register/confirm/#token=${'c'.repeat(64)}`,
      `/password-reset/#token=${'d'.repeat(64)}`,
      `/account/email/#token=${'e'.repeat(64)}`,
    ]) {
      await page.goto(`${prefix}${path}`)
      await dismissBanner(page)
      await expect(page.locator('main form, main button').first()).toBeVisible()
      await expectAccessible(page)
    }
  }
  await logIn(page, email)
  for (const prefix of ['', '/en']) {
    await page.goto(`${prefix}/account/`)
    await hydrated(page)
    await expect(page.locator('.account-devices li')).not.toHaveCount(0)
    await expectAccessible(page)
  }
})
