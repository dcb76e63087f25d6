/**
 * "Osebni podatki" in the back office (issue 14 point 4), on a server of this file's own (no site
 * builds): a visitor's inquiry and newsletter sign-up are found by their e-mail address typed in
 * another case, exported as a JSON download, then erased after the confirmation dialog; the API's
 * export is empty afterwards. axe on the screen, with its results and with the dialog open.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import { E2E_ADMIN, expectAccessible } from './support'

let server: ServerProcess
let dataDir: string

test.beforeAll(async () => {
  test.setTimeout(300_000)
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-privacy-'))
  const port = Number(process.env.E2E_PORT ?? 8181) + 1
  server = await startServerProcess({
    port,
    script: 'server/main.ts',
    readyPath: '/api/v1/news/',
    timeoutMs: 240_000,
    env: { DATA_DIR: dataDir, ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password, SITE_BUILD: 'off', SITE_URL: `http://127.0.0.1:${port}` },
  })
})

test.afterAll(async () => {
  await server?.kill('SIGTERM')
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const at = (p: string) => `${server.origin}${p}`

async function uiLogin(page: Page) {
  await page.goto(at('/admin/login'))
  await page.getByRole('textbox', { name: 'Uporabniško ime' }).fill(E2E_ADMIN.username)
  await page.getByRole('textbox', { name: 'Geslo' }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Prijava' }).click()
  await expect(page.getByRole('navigation', { name: 'Rudnik' })).toBeVisible()
}

test('an address is exported as JSON and erased after the confirmation; axe on the screen', async ({ page, request }) => {
  test.setTimeout(240_000)
  const email = `mojca.${Date.now().toString(36)}@example.si`
  const inquiry = await request.post(at('/api/v1/common/inquiry/'), { data: { name: 'Mojca Zasebna', email, message: 'Zanima me najem.', language: 'sl' } })
  expect(inquiry.status()).toBe(201)
  expect((await request.post(at('/api/v1/common/newsletter/'), { data: { email, language: 'sl' } })).status()).toBe(200)

  await uiLogin(page)
  await page.getByRole('navigation', { name: 'Rudnik' }).getByRole('menuitem', { name: 'Osebni podatki' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Osebni podatki' })).toBeVisible()
  await expectAccessible(page)

  const field = page.getByRole('textbox', { name: 'E-poštni naslov' })
  await field.fill(email.toUpperCase())
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Izvozi (JSON)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'))
  expect(exported.email).toBe(email)
  expect(exported.stores.inquiries.map((row: { name: string }) => row.name)).toEqual(['Mojca Zasebna'])
  expect(exported.stores.newsletter_subscriptions).toHaveLength(1)
  const found = page.getByRole('table', { name: `Najdeno za ${email}` })
  await expect(found.getByRole('row', { name: /Povpraševanja 1/ })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('button', { name: 'Izbriši vse podatke' }).click()
  const dialog = page.getByRole('dialog', { name: `Izbrisati vse podatke za ${email.toUpperCase()}?` })
  await expect(dialog).toContainText('Naročila ostanejo v evidenci')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Izbriši vse podatke' }).click()
  const erased = page.getByRole('table', { name: `Izbrisano ali anonimizirano za ${email}` })
  await expect(erased.getByRole('row', { name: /Naročnine na e-novice 1/ })).toBeVisible()

  const login = await request.post(at('/api/v1/api-token-auth/'), { data: E2E_ADMIN })
  const headers = { authorization: `Token ${(await login.json()).token}` }
  const after = await (await request.post(at('/api/v1/privacy/export/'), { headers, data: { email } })).json()
  for (const [store, rows] of Object.entries(after.stores)) expect(rows, store).toEqual([])
})
