/**
 * The screens beyond the generated forms, through the UI (issue points 1, 5, 6, 9): the key events'
 * order and the latest events' order by drag and drop and by keyboard, both persisted, and
 * /key/{id}; /work/{id} and the footer saved; a user edited (axe) and sent a password reset;
 * orders (no create, lines and total read-only, status changed); inquiries read (axe) and
 * deleted; set-active; the publishing panel (axe) rebuilding from building to live.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { E2E_ADMIN, expectAccessible, staffToken, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-screens-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

const marker = () => Date.now().toString(36)

async function api(request: APIRequestContext) {
  const headers = { authorization: `Token ${await staffToken(request)}` }
  return {
    get: async (url: string) => (await request.get(`/api/v1/${url}`, { headers })).json(),
    patch: (url: string, data: object) => request.patch(`/api/v1/${url}`, { headers, data }),
    post: (url: string, data?: object) => request.post(`/api/v1/${url}`, { headers, data }),
  }
}

const ids = (list: { id: number }[]) => list.map((row) => String(row.id))
const itemIds = (page: Page, name: string) =>
  page
    .getByRole('list', { name })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-id')))

test('key events and latest events: reordered by drag and drop and by keyboard, persisted; /key/{id} edited', async ({ page, request }) => {
  const server = await api(request)
  for (const event of (await server.get('events/on-key-events-full/')) as { id: number }[]) await server.patch(`events/full/${event.id}/`, { on_key: false })
  const events = (await server.get('events/full/?page_size=3&ordering=id')).results as { id: number }[]
  for (const [index, event] of events.entries()) await server.patch(`events/full/${event.id}/`, { on_key: true, on_key_order: index + 1 })

  await page.goto('/admin/key')
  const key = page.getByRole('list', { name: 'Ključni dogodki' })
  await expect.poll(() => itemIds(page, 'Ključni dogodki')).toEqual(ids(events))
  await key.getByRole('listitem').nth(2).dragTo(key.getByRole('listitem').first())
  await expect.poll(() => itemIds(page, 'Ključni dogodki')).toEqual(ids([events[2], events[0], events[1]]))
  await page.getByRole('region', { name: 'Ključni dogodki' }).getByRole('button', { name: 'Shrani vrstni red' }).click()
  await expect(page.getByText('Vrstni red je shranjen.')).toBeVisible()
  await expect.poll(async () => ids(await server.get('events/on-key-events-full/')).slice(0, 3)).toEqual(ids([events[2], events[0], events[1]]))

  // latest events: a known starting order of three, then drag and drop and the keyboard make a new one
  const three = ((await server.get('events/full/?page_size=3&ordering=-id')).results as { id: number }[]).map((event) => String(event.id))
  expect(three).toHaveLength(3)
  expect((await server.post('events/update-last-events/', { ids: three.map(Number) })).ok()).toBe(true)
  await page.reload()
  const latest = page.getByRole('list', { name: 'Zadnji dogodki' })
  await expect.poll(() => itemIds(page, 'Zadnji dogodki')).toEqual(three)
  const [a, b, c] = three
  await latest.getByRole('listitem').nth(2).dragTo(latest.getByRole('listitem').first())
  await expect.poll(() => itemIds(page, 'Zadnji dogodki')).toEqual([c, a, b])
  await latest
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /Premakni dol/ })
    .focus()
  await page.keyboard.press('Enter')
  const reordered = [a, c, b] // differs from the stored order: only a save that happened can make it persist
  await expect.poll(() => itemIds(page, 'Zadnji dogodki')).toEqual(reordered)
  await page.getByRole('region', { name: 'Zadnji dogodki' }).getByRole('button', { name: 'Shrani vrstni red' }).click()
  await expect.poll(async () => ids(await server.get('events/last-events/'))).toEqual(reordered)
  await page.reload()
  await expect.poll(() => itemIds(page, 'Zadnji dogodki')).toEqual(reordered)

  // /key/{id}: one event's place among the key events
  await page
    .getByRole('link', { name: /^Uredi ključni dogodek/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/admin\/key\/\d+$/)
  const id = page.url().split('/').pop()
  await page.getByRole('spinbutton', { name: 'Vrstni red ključnih' }).fill('7')
  await page.getByRole('button', { name: 'Shrani', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/key$/)
  await expect.poll(async () => (await server.get(`events/full/${id}/`)).on_key_order).toBe(7)
})

test('work/{id} and the footer are saved through the UI', async ({ page, request }) => {
  const server = await api(request)
  const position = `Vodja projektov ${marker()}`
  await page.goto('/admin/work')
  await page.getByRole('table').first().getByRole('link').first().click()
  await expect(page).toHaveURL(/\/admin\/work\/\d+$/)
  const id = page.url().split('/').pop()
  await page.getByRole('textbox', { name: 'Delovno mesto', exact: true }).fill(position)
  await page.getByRole('button', { name: 'Shrani', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/work$/)
  await expect(page.getByRole('cell', { name: position })).toBeVisible()
  expect((await server.get(`employees/${id}/`)).position).toBe(position)

  const phone = `+386 3 ${Math.floor(Math.random() * 900 + 100)} 00 00`
  await page.goto('/admin/footer')
  const slovenian = page.getByRole('region', { name: 'Slovenščina' })
  await slovenian.getByRole('textbox', { name: 'Telefon', exact: true }).fill(phone)
  await slovenian.getByRole('button', { name: 'Shrani', exact: true }).click()
  await expect(page.getByText('Noga strani je shranjena.')).toBeVisible()
  expect((await server.get('info/lang/sl/')).phone).toBe(phone)
})

test('users: the list with its dates, an edit (axe) saved (own e-mail with the current password), a password reset refused without an e-mail and without SMTP', async ({
  page,
  request,
}) => {
  const server = await api(request)
  const me = await server.get('accounts/account-info/')
  await server.patch(`accounts/users/${me.id}/`, { email: '', current_password: E2E_ADMIN.password }) // starts without an e-mail, whatever ran before
  await page.goto('/admin/users')
  const row = page.locator('table tbody tr').filter({ hasText: E2E_ADMIN.username })
  await expect(row.locator('td.column-last_login')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)
  await row.locator('td.column-username').click()
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/)
  const id = page.url().split('/').pop()
  await expectAccessible(page)
  // no e-mail yet: the server's reason is shown, not 'Bad Request'
  await page.getByRole('button', { name: 'Pošlji povezavo za novo geslo' }).click()
  await expect(page.getByText('Račun nima e-poštnega naslova.')).toBeVisible()
  const firstName = `Ana ${marker()}`
  await page.getByRole('textbox', { name: 'Ime', exact: true }).fill(firstName)
  await page.getByRole('textbox', { name: 'E-pošta', exact: true }).fill('uprava@rudnik.example')
  // One's own e-mail changes only with the current password: first refused under the field, then saved.
  await page.getByRole('button', { name: 'Shrani', exact: true }).click()
  await expect(page.getByText('To polje je obvezno.')).toBeVisible()
  await page.getByLabel('Vaše trenutno geslo').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Shrani', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/users$/)
  expect((await server.get(`accounts/users/${id}/`)).first_name).toBe(firstName)
  await page.goto(`/admin/users/${id}`)
  // This server has no SMTP_URL: the key would only wait in the outbox, which staff can read, so no reset is made.
  await page.getByRole('button', { name: 'Pošlji povezavo za novo geslo' }).click()
  await expect(page.getByText(/Pošte ni mogoče poslati: strežnik nima nastavljenega SMTP_URL/)).toBeVisible()
})

test('orders: no create (they come from the cart); lines and total read-only; the status changed through the UI', async ({ page, request }) => {
  const server = await api(request)
  const product = ((await server.get('products/full/?page_size=1')).results as { id: number; name_sl: string }[])[0]
  const name = `Kupec ${marker()}`
  const placed = await request.post('/api/v1/orders/', { data: { name, email: 'kupec@example.com', lines: [{ product: product.id, quantity: 2 }] } })
  expect(placed.status()).toBe(201)
  const order = await placed.json()

  await page.goto('/admin/order')
  await expect(page.getByRole('heading', { level: 1, name: 'Naročila' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ustvari' })).toHaveCount(0)
  await page.locator('table tbody tr').filter({ hasText: name }).locator('td.column-name').click()
  await expect(page).toHaveURL(new RegExp(`/admin/order/${order.id}$`))
  await expect(page.getByRole('textbox', { name: 'Skupaj (EUR)' })).toHaveAttribute('readonly', '')
  await expect(page.getByRole('textbox', { name: 'Ime in priimek' })).toHaveAttribute('readonly', '')
  const lines = page.locator('table').filter({ has: page.locator('td.column-product_name') })
  await expect(lines.locator('td.column-quantity')).toHaveText(['2'])
  await page.getByRole('combobox', { name: 'Stanje' }).click()
  await page.getByRole('option', { name: 'Potrjeno' }).click()
  await page.getByRole('button', { name: 'Shrani', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/order(\?.*)?$/)
  const saved = await server.get(`orders/admin/${order.id}/`)
  expect([saved.status, saved.total]).toEqual(['confirmed', order.total])
})

test('inquiries: read (the language by its name; axe) and deleted through the UI', async ({ page, request }) => {
  const server = await api(request)
  const name = `Vprašalec ${marker()}`
  const sent = await request.post('/api/v1/common/inquiry/', {
    data: { name, email: 'vprasanje@example.com', subject: 'Najem hale', message: 'Ali je hala B še prosta za najem od oktobra naprej?', language: 'sl' },
  })
  expect(sent.status()).toBe(201)
  await page.goto('/admin/inquiry')
  const row = page.locator('table tbody tr').filter({ hasText: name })
  await row.getByRole('link', { name: 'Preberi' }).click()
  await expect(page).toHaveURL(/\/admin\/inquiry\/\d+\/show$/)
  const id = page.url().split('/').at(-2)
  await expect(page.getByText('Ali je hala B še prosta za najem od oktobra naprej?')).toBeVisible()
  await expect(page.getByText('Slovenščina')).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Izbriši' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Potrdi' }).click()
  await expect(page).toHaveURL(/\/admin\/inquiry(\?.*)?$/)
  await expect(page.locator('table tbody tr').filter({ hasText: name })).toHaveCount(0)
  expect((await server.get(`common/inquiry/?search=${encodeURIComponent(name)}`)).count).toBe(0)
  expect(id).toMatch(/^\d+$/)
})

test('incubator: set active moves the active mark to the chosen record, exactly one active', async ({ page, request }) => {
  const server = await api(request)
  const activeIds = async () =>
    ((await server.get('incubator/admin/?page_size=100')).results as { id: number; is_active: boolean }[]).filter((row) => row.is_active).map((row) => row.id)
  const before = await activeIds()
  expect(before.length).toBeLessThanOrEqual(1)
  const title = `Inkubator ${marker()}`
  const made = await server.post('incubator/admin/', { title_sl: title, title_en: title, body_sl: 'Besedilo', body_en: 'Text', is_active: false })
  expect(made.status()).toBe(201)
  const chosen = (await made.json()).id as number
  expect(await activeIds()).toEqual(before) // creating it inactive moved nothing

  await page.goto('/admin/incubator')
  const row = page.locator('table tbody tr').filter({ hasText: title })
  await row.getByRole('button', { name: 'Nastavi kot aktivno' }).click()
  await expect(page.getByText('Vsebina je zdaj aktivna.')).toBeVisible()
  expect(await activeIds()).toEqual([chosen])
  // the list shows it: no set-active button on the chosen row, one on the record that was active
  await expect(row.getByRole('button', { name: 'Nastavi kot aktivno' })).toHaveCount(0)
  for (const id of before) {
    const previous = (await server.get(`incubator/admin/${id}/`)) as { title_sl: string; is_active: boolean }
    expect(previous.is_active).toBe(false)
    await expect(page.locator('table tbody tr').filter({ hasText: previous.title_sl }).getByRole('button', { name: 'Nastavi kot aktivno' })).toHaveCount(1)
  }
})

test('publishing panel (axe): "rebuild now" goes through building to live', async ({ page }) => {
  test.setTimeout(420_000)
  await page.goto('/admin/')
  await page.getByRole('button', { name: /^Objava spletne strani/ }).click()
  const panel = page.getByRole('dialog', { name: 'Objava spletne strani' })
  const state = panel.getByTestId('site-build-state')
  await expect(state).toHaveText('Objavljeno', { timeout: 300_000 }) // the first build may still run
  await expectAccessible(page)
  await panel.getByRole('button', { name: 'Objavi znova zdaj' }).click()
  await expect(state).toHaveText(/V čakalni vrsti|Gradnja/)
  await expect(panel.getByRole('progressbar')).toBeVisible()
  await expect(state).toHaveText('Gradnja', { timeout: 60_000 })
  await expect(state).toHaveText('Objavljeno', { timeout: 300_000 })
})
