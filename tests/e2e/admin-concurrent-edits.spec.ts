/**
 * No lost edits (issue 13.6) in the back office, with two editors in two browser contexts:
 * presence shows one to the other and a take-over is told; a save against a newer version opens
 * the conflict dialog (axe in sl and en), whose comparison shows both values, whose Overwrite
 * stores yours and whose Reload takes theirs while keeping yours as a draft; unsaved edits are
 * offered back after the page was closed.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { E2E_ADMIN, expectAccessible, staffToken, writeStaffState } from './support'

const DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-concurrent-'))
const STATE_A = path.join(DIR, 'a.json')
const STATE_B = path.join(DIR, 'b.json')
const EDITOR_B = { username: `urednik-bor-${Date.now()}`, first_name: 'Bor', last_name: 'Kos' }
let adminToken = ''

/** A storage state for editor B, signed in through the API as writeStaffState does for the admin. */
async function writeStateOf(request: APIRequestContext, baseURL: string, credentials: { username: string; password: string }, file: string) {
  const { token, refresh_token } = await (await request.post('/api/v1/api-token-auth/', { data: credentials })).json()
  let account = await (await request.get('/api/v1/accounts/account-info/', { headers: { authorization: `Token ${token}` } })).json()
  if (account.must_change_password) {
    // an initial password is changed at the first sign-in (issue 24.12)
    const changed = await request.patch(`/api/v1/accounts/users/${account.id}/`, {
      headers: { authorization: `Token ${token}` },
      data: { current_password: credentials.password, password: `${credentials.password}-own` },
    })
    expect(changed.status()).toBe(200)
    account = await changed.json()
  }
  const localStorage = [
    { name: 'auth._token.local', value: `Token ${token}` },
    { name: 'auth._refresh_token.local', value: refresh_token },
    { name: 'auth.strategy', value: 'local' },
    { name: 'auth.user', value: JSON.stringify(account) },
  ]
  fs.writeFileSync(file, JSON.stringify({ cookies: [], origins: [{ origin: baseURL, localStorage }] }))
}

test.beforeAll(async ({ playwright, request, baseURL }) => {
  await writeStaffState(playwright, baseURL!, STATE_A)
  adminToken = await staffToken(request)
  const created = await request.post('/api/v1/accounts/users/', {
    headers: { authorization: `Token ${adminToken}` },
    data: { ...EDITOR_B, role: 'editor', invite: 'password' },
  })
  expect(created.status()).toBe(201)
  await writeStateOf(request, baseURL!, { username: EDITOR_B.username, password: (await created.json()).initial_password }, STATE_B)
})

async function newsItem(request: APIRequestContext, title: string): Promise<number> {
  const response = await request.post('/api/v1/news/admin/news/', {
    headers: { authorization: `Token ${adminToken}` },
    data: { title, lang: 'sl', date_made: '2025-09-13', body: 'Prvotno besedilo.', is_published: false },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).id
}

async function titleOf(request: APIRequestContext, id: number): Promise<string> {
  return (await (await request.get(`/api/v1/news/admin/news/${id}/`, { headers: { authorization: `Token ${adminToken}` } })).json()).title
}

async function editorPage(browser: Browser, state: string, url: string): Promise<Page> {
  const context = await browser.newContext({ storageState: state })
  const page = await context.newPage()
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`))
  await page.goto(url)
  // the first open loads the edit screen's code while the server builds the site: slow on a busy machine
  await expect(page.getByRole('textbox', { name: /^(Naslov|Title)/ }).first()).not.toHaveValue('', { timeout: 60_000 })
  return page
}

const titleBox = (page: Page) => page.getByRole('textbox', { name: /^(Naslov|Title)/ }).first()

test('two editors: presence and take-over, then a conflicting save: compare shows both, overwrite stores mine (axe, sl)', async ({ browser, request }) => {
  const id = await newsItem(request, 'Sočasno urejanje')
  const a = await editorPage(browser, STATE_A, `/admin/news/${id}`)
  const b = await editorPage(browser, STATE_B, `/admin/news/${id}`)
  await expect(b.getByText(new RegExp(`Urednik ${E2E_ADMIN.username} ureja od \\d{1,2}:\\d{2}`))).toBeVisible()
  await b.getByRole('button', { name: 'Prevzemi urejanje' }).click()
  // A learns it at its next heartbeat (every 20 s)
  await expect(a.getByTestId('taken-over')).toContainText('Bor Kos', { timeout: 30_000 })

  await titleBox(a).fill('Naslov urednika A')
  await a.getByRole('button', { name: 'Shrani', exact: true }).click()
  await expect.poll(() => titleOf(request, id)).toBe('Naslov urednika A')

  await titleBox(b).fill('Naslov urednika B')
  await b.getByRole('button', { name: 'Shrani', exact: true }).click()
  const dialog = b.getByRole('dialog', { name: 'Zapis je bil medtem spremenjen' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(new RegExp(`Ta zapis je medtem spremenil ${E2E_ADMIN.username} ob \\d{1,2}:\\d{2}`))
  expect(await titleOf(request, id)).toBe('Naslov urednika A')
  await dialog.getByRole('button', { name: 'Primerjaj' }).click()
  const row = dialog.getByRole('row', { name: /Naslov/ }).first()
  await expect(row).toContainText('Naslov urednika B')
  await expect(row).toContainText('Naslov urednika A')
  await expectAccessible(b)
  await dialog.getByRole('button', { name: 'Prepiši' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(() => titleOf(request, id)).toBe('Naslov urednika B')
  await a.context().close()
  await b.context().close()
})

test('reload takes theirs and keeps mine as a draft to restore (axe, en)', async ({ browser, request }) => {
  const id = await newsItem(request, 'Reload test')
  const b = await editorPage(browser, STATE_B, `/en/admin/news/${id}`)
  // someone else saves meanwhile (through the API, without a version: as other clients do)
  const patched = await request.patch(`/api/v1/news/admin/news/${id}/`, { headers: { authorization: `Token ${adminToken}` }, data: { title: 'Their title' } })
  expect(patched.status()).toBe(200)
  await titleBox(b).fill('My title')
  await b.getByRole('button', { name: 'Save', exact: true }).click()
  const dialog = b.getByRole('dialog', { name: 'The record was changed meanwhile' })
  await expect(dialog).toContainText(`This record was changed meanwhile by ${E2E_ADMIN.username}`)
  await expectAccessible(b)
  // the dialog has the focus (a modal), and Escape would keep both sides: Reload is chosen here
  await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Reload' }).click()
  await expect(titleBox(b)).toHaveValue('Their title')
  await expect(b.getByText(/Unsaved changes from \d{1,2}:\d{2}/)).toBeVisible()
  await b.getByRole('button', { name: 'Restore' }).click()
  await expect(titleBox(b)).toHaveValue('My title')
  await b.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => titleOf(request, id)).toBe('My title')
  await b.context().close()
})

test('unsaved edits are offered back after the page was closed, and dropped after a save', async ({ browser, request }) => {
  const id = await newsItem(request, 'Osnutek')
  const context = await browser.newContext({ storageState: STATE_A })
  const first = await context.newPage()
  await first.goto(`/admin/news/${id}`)
  await expect(titleBox(first)).toHaveValue('Osnutek')
  await titleBox(first).fill('Neshranjen naslov')
  // kept as typed (throttled to once a second): the tab goes once the typed title is in the browser's storage
  await expect
    .poll(() =>
      first.evaluate(() =>
        Object.keys(localStorage).some((key) => key.startsWith('admin.unsaved:') && localStorage.getItem(key)?.includes('Neshranjen naslov')),
      ),
    )
    .toBe(true)
  await first.close()
  const again = await context.newPage()
  await again.goto(`/admin/news/${id}`)
  await expect(titleBox(again)).toHaveValue('Osnutek')
  await expect(again.getByText(/Neshranjene spremembe od \d{1,2}:\d{2}/)).toBeVisible()
  await expectAccessible(again)
  await again.getByRole('button', { name: 'Obnovi' }).click()
  await expect(titleBox(again)).toHaveValue('Neshranjen naslov')
  await again.getByRole('button', { name: 'Shrani', exact: true }).click()
  await expect.poll(() => titleOf(request, id)).toBe('Neshranjen naslov')
  await again.goto(`/admin/news/${id}`)
  await expect(titleBox(again)).toHaveValue('Neshranjen naslov')
  await expect(again.getByText(/Neshranjene spremembe/)).toHaveCount(0)
  // another account at this browser never sees A's drafts: the key names the account
  const keys = await again.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('admin.unsaved:')))
  expect(keys).toEqual([])
  await context.close()
})
