/**
 * Messages to the office in the back office (issue 24 point 10): a message sent from the public
 * contact page ("Pišite nam") on a server without SMTP is in "Povpraševanja" (form "Pišite nam")
 * and in the "Poštna vrsta" screen, queued, with its attempts and its text; axe on both screens in
 * Slovenian and English. Staff without the `mail` scope get neither the menu entry nor the screen.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { hydrated } from './site-helpers'
import { expectAccessible, staffToken, waitForLiveSite, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'contact-messages-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

test('a message from the contact page is read in the back office: its messages and the mail queue', async ({ page, request }) => {
  test.setTimeout(480_000) // the first build when this file runs first
  await waitForLiveSite(request, await staffToken(request), null, 420_000)
  const subject = `Obisk ${Date.now().toString(36)}`
  const text = 'Ali vas lahko obiščemo v petek ob desetih?'

  // The visitor writes from the public contact page, as on the site.
  await page.goto('/employees/')
  await hydrated(page)
  const form = page.locator('form').filter({ has: page.locator('#email-subject') })
  await form.getByLabel('Ime in priimek').fill('Ana Novak')
  await form.getByLabel('E-pošta').fill('ana@example.org')
  await form.getByLabel('Zadeva').fill(subject)
  await form.getByLabel('Sporočilo').fill(text)
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1/common/send-email/'))
  await form.getByRole('button', { name: 'Pošlji' }).click()
  expect((await sent).status()).toBe(200)

  // Staff find it among the messages, marked as from the contact page, in Slovenian.
  await page.goto(`/admin/inquiry?filter=${encodeURIComponent(JSON.stringify({ search: subject }))}`)
  const row = page.getByRole('row', { name: new RegExp(subject) })
  await expect(row).toContainText('Pišite nam', { timeout: 60_000 })
  await expect(row).toContainText('Slovenščina')
  await expectAccessible(page)
  await row.getByRole('link', { name: 'Preberi' }).click()
  await expect(page.getByText(text)).toBeVisible()
  await expect(page.getByText('Pišite nam')).toBeVisible()
  await expectAccessible(page)

  // The mail to the office waits in the queue (this server has no SMTP), with its attempts and text.
  const menu = page.getByRole('navigation', { name: 'Rudnik' })
  await menu.getByRole('menuitem', { name: 'Poštna vrsta' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Poštna vrsta' })).toBeVisible()
  const mail = page.getByRole('row', { name: new RegExp(`Sporočilo s spletne strani: ${subject}`) })
  await expect(mail).toContainText('V vrsti')
  await expect(mail).toContainText('0 od 5')
  await mail.getByRole('cell', { name: `Sporočilo s spletne strani: ${subject}` }).click()
  await expect(page.getByText(text)).toBeVisible()
  await expectAccessible(page)
  // Filtered by status: a queued mail is not among the sent ones.
  await page.getByRole('combobox', { name: 'Stanje' }).click()
  await page.getByRole('option', { name: 'Poslano', exact: true }).click()
  await expect(mail).toHaveCount(0)
  await expect(page.getByText(/S trenutnimi filtri ni najdenih zadetkov \(sporočil/i)).toBeVisible()

  // The same screens in English.
  await page.goto(`/en/admin/mail-outbox?filter=${encodeURIComponent('{}')}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Mail queue' })).toBeVisible()
  // (the row's text stays open below it: the subject line names the row itself)
  await expect(page.getByRole('row', { name: new RegExp(`Sporočilo s spletne strani: ${subject}`) })).toContainText('Queued')
  await expectAccessible(page)
  await page.goto(`/en/admin/inquiry?filter=${encodeURIComponent(JSON.stringify({ search: subject }))}`)
  await expect(page.getByRole('row', { name: new RegExp(subject) })).toContainText('Contact page')
  await expectAccessible(page)
})

test('staff without the mail scope get neither the menu entry nor the mail queue', async ({ page, request }) => {
  const headers = { authorization: `Token ${await staffToken(request)}` }
  const username = `urednik-${Date.now().toString(36)}`
  const made = await request.post('/api/v1/accounts/users/', { headers, data: { username, role: 'publisher', invite: 'password' } })
  expect(made.status()).toBe(201)
  const password = (await made.json()).initial_password
  await page.context().clearCookies()
  await page.goto('/admin/login')
  await page.evaluate(() => localStorage.clear())
  await page.goto('/admin/login')
  await page.getByRole('textbox', { name: 'Uporabniško ime' }).fill(username)
  await page.getByRole('textbox', { name: 'Geslo' }).fill(password)
  await page.getByRole('button', { name: 'Prijava' }).click()
  // an initial password someone else gave: the account chooses its own first (admin/auth/FirstPasswordScreen.tsx)
  const own = `${password}-svoje`
  await page.getByRole('textbox', { name: 'Trenutno geslo', exact: true }).fill(password)
  await page.getByRole('textbox', { name: 'Novo geslo', exact: true }).fill(own)
  await page.getByRole('textbox', { name: 'Novo geslo še enkrat', exact: true }).fill(own)
  await page.getByRole('button', { name: 'Spremeni geslo' }).click()
  const menu = page.getByRole('navigation', { name: 'Rudnik' })
  await expect(menu.getByRole('menuitem', { name: 'Novice', exact: true })).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Poštna vrsta' })).toHaveCount(0)
  await page.goto('/admin/mail-outbox')
  await expect(page.getByText('Za ta zaslon nimate dovoljenja.')).toBeVisible()
})
