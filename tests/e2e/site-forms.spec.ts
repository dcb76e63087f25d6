/**
 * The public site's forms against the real API, each with its success and error paths: inquiry,
 * e-mail to the office, newsletter, login (and the guest-only rule), register, cart and order
 * (visitors' accounts from sign-up to deletion: visitor-account.spec.ts).
 */
import { expect, test } from '@playwright/test'
import { E2E_ADMIN, expectAccessible, staffToken, waitForLiveSite } from './support'
import { dismissBanner, hydrated } from './site-helpers'

test.beforeAll(async ({ request }) => {
  await waitForLiveSite(request, await staffToken(request))
})

const failWith = (status: number, body: unknown = {}) => ({ status, contentType: 'application/json', body: JSON.stringify(body) })

test('inquiry: field errors, then success; send_error when the API fails', async ({ page }) => {
  await page.goto('/en/information/')
  await dismissBanner(page)
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('This field is required.').first()).toBeVisible()
  await page.getByLabel('Name', { exact: true }).fill('Ana Novak')
  await page.getByLabel('E-mail', { exact: true }).fill('not-an-address')
  await page.getByLabel('Message', { exact: false }).fill('Is the hall still free?')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.locator('#inquiry-email-error')).toBeVisible()
  await page.getByLabel('E-mail', { exact: true }).fill('ana@example.org')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByText('Thank you! Your email was sent...')).toBeVisible()

  await page.route('**/api/v1/common/inquiry/', (route) => route.fulfill(failWith(500)))
  await page.goto('/information/')
  await hydrated(page)
  await page.getByLabel('Ime in priimek').fill('Ana Novak')
  await page.getByLabel('E-pošta').fill('ana@example.org')
  await page.getByLabel('Sporočilo').fill('Ali je hala še prosta?')
  await page.getByRole('button', { name: 'Pošlji' }).click()
  await expect(page.getByText('Oprostite! Pri pošiljanju sporočila je prišlo do napake, poskusite znova pozneje ...')).toBeVisible()
})

test('e-mail to the office (POST common/send-email/): success, then send_error', async ({ page }) => {
  await page.goto('/en/employees/')
  await dismissBanner(page)
  const form = page.locator('form').filter({ has: page.locator('#email-subject') })
  await form.getByLabel('Name', { exact: true }).fill('Ana Novak')
  await form.getByLabel('E-mail', { exact: true }).fill('ana@example.org')
  await form.getByLabel('Subject').fill('Visit')
  await form.getByLabel('Message').fill('May we visit the incubator on Friday?')
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1/common/send-email/'))
  await form.getByRole('button', { name: 'Send' }).click()
  expect((await sent).status()).toBe(200)
  await expect(form.getByText('Thank you! Your email was sent...')).toBeVisible()
  await expect(form.getByLabel('Subject')).toHaveValue('')

  await page.route('**/api/v1/common/send-email/', (route) => route.fulfill(failWith(502, { detail: 'x' })))
  await page.goto('/employees/')
  await hydrated(page)
  await page.getByLabel('Ime in priimek').fill('Ana Novak')
  await page.getByLabel('E-pošta').fill('ana@example.org')
  await page.getByLabel('Zadeva').fill('Obisk')
  await page.getByLabel('Sporočilo').fill('Ali vas lahko obiščemo?')
  await page.getByRole('button', { name: 'Pošlji' }).click()
  await expect(page.getByText(/Oprostite! Pri pošiljanju sporočila je prišlo do napake/)).toBeVisible()
})

test('newsletter: subscribe from the footer, a refused address, confirm with the button of the page the mailed link opens, and the home page reads the outcome', async ({
  page,
  request,
}) => {
  await page.goto('/en/')
  await hydrated(page)
  await page.getByRole('link', { name: 'Newsletter' }).click()
  const email = page.locator('#newsletter-email')
  await expect(email).toBeFocused()
  // the cookie banner (still open: no choice made) covers neither the field nor the button
  for (const control of [email, page.getByRole('button', { name: 'Subscribe' })]) {
    expect(
      await control.evaluate((element) => {
        const box = element.getBoundingClientRect()
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === element
      }),
    ).toBe(true)
  }
  await expect(page.getByRole('region', { name: /cookie/i })).toBeVisible()
  await expect(email).toHaveAttribute('type', 'email')
  await email.fill('not-an-address')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.locator('#newsletter-status.form-status--error')).not.toBeEmpty()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await email.fill('reader@example.org')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Check your inbox')).toBeVisible()

  // The mailed link opens the home page, which confirms only when the visitor presses its button (a POST).
  const headers = { authorization: `Token ${await staffToken(request)}` }
  const outbox = await (await request.get('/api/v1/mail/outbox/?page_size=20', { headers })).json()
  const mail = outbox.results.find((m: { to: string }) => m.to === 'reader@example.org')
  const link = new URL(/https?:\/\/\S+newsletter=confirm#token=[0-9a-f]{48}/.exec(mail.text)![0])
  const subscriber = async () => (await (await request.get('/api/v1/common/newsletter/subscribers/?search=reader@example.org', { headers })).json()).results[0]
  await page.goto(`${link.pathname}${link.search}${link.hash}`)
  await hydrated(page)
  await expect(page.getByText('To finish subscribing')).toBeVisible()
  expect((await subscriber()).status).toBe('pending')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(page.getByText('your newsletter subscription is confirmed')).toBeVisible()
  expect((await subscriber()).status).toBe('confirmed')
  expect(page.url()).not.toContain('token')

  // Every mail's unsubscribe link leads to the page that asks: following it (a mail scanner) unsubscribes nothing.
  const unsubscribe = new URL(/https?:\/\/\S+\/newsletter\/unsubscribe\/[0-9a-f]{48}\//.exec(mail.text)![0])
  const followed = await request.get(unsubscribe.pathname, { maxRedirects: 0 })
  expect(followed.status()).toBe(303)
  const asking = new URL(followed.headers().location)
  expect(`${asking.pathname}${asking.search}`).toBe('/en/?newsletter=unsubscribe')
  expect((await subscriber()).status).toBe('confirmed')
  await page.goto(`${asking.pathname}${asking.search}${asking.hash}`)
  await hydrated(page)
  await expect(page.getByText('Do you want to unsubscribe')).toBeVisible()
  await expectAccessible(page)
  expect((await subscriber()).status).toBe('confirmed')
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
  await expect(page.getByText('You have unsubscribed from the newsletter')).toBeVisible()
  expect((await subscriber()).status).toBe('unsubscribed')
  expect(page.url()).not.toContain('token')

  await page.goto('/?newsletter=confirmed')
  await expect(page.getByText('prijava na e-novice je potrjena')).toBeVisible()
  await page.goto('/en/?newsletter=invalid')
  await expect(page.getByText('The link is not valid')).toBeVisible()
})

test('login: a wrong password, then success; logged-in visitors are sent home from guest-only pages', async ({ page }) => {
  await page.goto('/en/login/')
  await hydrated(page)
  await page.getByLabel('Username').fill('nobody')
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page.getByText('The e-mail, username or password is not correct.')).toBeVisible()
  await page.getByLabel('Username').fill(E2E_ADMIN.username)
  await page.getByLabel('Password').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/en\/$/)
  expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toMatch(/^Token \w+$/)
  await page.goto('/en/register/')
  await expect(page).toHaveURL(/\/en\/$/)
})

test('guest-only pages drop a token the API no longer accepts, and stay', async ({ page }) => {
  await page.goto('/en/')
  await hydrated(page)
  await page.evaluate(() => localStorage.setItem('auth._token.local', 'Token no-longer-valid'))
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/v1/accounts/account-info/'))
  await page.goto('/en/login/')
  expect((await asked).status()).toBe(401)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth._token.local'))).toBeNull()
  await expect(page).toHaveURL(/\/en\/login\/$/)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('register: a refused e-mail address and a short password, then the sign-up is received (visitor-account.spec.ts goes on)', async ({ page }) => {
  await page.goto('/en/register/')
  await hydrated(page)
  await expect(page.getByText(/you see your orders/)).toBeVisible()
  await page.getByLabel('First name').fill('Jan')
  await page.getByLabel('E-mail', { exact: true }).fill('jan@')
  await page.getByLabel('Password (at least 8 characters)').fill('short')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Please check the marked fields.')).toBeVisible()
  await expect(page.locator('#register-email-error')).toBeVisible()
  await expect(page.locator('#register-password-error')).toBeVisible()
  await page.getByLabel('E-mail', { exact: true }).fill(`jan${Date.now()}@example.org`)
  await page.getByLabel('Password (at least 8 characters)').fill('long-enough-password')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('we have sent it a confirmation link')).toBeVisible()
})

test('cart by keyboard: add, type quantities (kept while typing, corrected on leaving), remove, order error, order', async ({ page }) => {
  await page.goto('/en/shop/chairs/product/1/')
  await dismissBanner(page)
  await page.getByRole('button', { name: 'Add to cart' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Added to the cart.')).toBeVisible()
  await page.goto('/en/shop/chairs/product/2/')
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to cart' }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByText('Added to the cart.')).toBeVisible()

  await page.goto('/en/shop/cart/')
  await hydrated(page)
  const quantity = page.getByRole('spinbutton', { name: 'Quantity of Rudar oak chair' })
  await quantity.focus()
  await page.keyboard.press('Backspace')
  await expect(quantity).toHaveValue('') // kept empty while the visitor types
  await page.keyboard.type('12')
  await expect(quantity).toHaveValue('12')
  await expect(page.locator('tfoot')).toContainText('1,887.80') // 12 x 149.90 + 89.00
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  await page.keyboard.type('0')
  await page.keyboard.press('Tab')
  await expect(quantity).toHaveValue('1')
  await quantity.fill('1500')
  await quantity.blur()
  await expect(quantity).toHaveValue('999')
  await quantity.fill('3')
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('spinbutton', { name: 'Quantity of Rudar oak chair' })).toHaveValue('3')
  await page.getByRole('button', { name: 'Remove Beech stool' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('spinbutton')).toHaveCount(1)
  await expectAccessible(page)

  await page.getByLabel('Name', { exact: true }).fill('Ana Novak')
  await page.getByLabel('E-mail', { exact: true }).fill('ana@example.org')
  await page.route('**/api/v1/orders/', (route) => route.fulfill(failWith(500)))
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page.getByText('The order could not be placed. Please try again later.')).toBeVisible()
  await page.unroute('**/api/v1/orders/')
  await page.getByRole('button', { name: 'Place the order' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/Order no\. \d+ has been placed/)).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]')
})
