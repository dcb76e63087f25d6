/**
 * Predogled: a title typed in a news edit form, not saved, is shown by the site's own news template
 * (in the record's language: a Slovenian item under /predogled/, an English one under
 * /en/predogled/); a link to share opens without an account, carries noindex and, once revoked,
 * says so in plain words. axe on the dialog and the preview page.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { news } from '../../shared/resources/news'
import { expectAccessible, staffToken, waitForLiveSite, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-preview-')), 'state.json')
const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? '8181'}`

test.beforeAll(async ({ playwright }) => {
  await writeStaffState(playwright, BASE, STATE)
})
test.use({ storageState: STATE })

async function makeNews(request: import('@playwright/test').APIRequestContext, token: string, lang: 'sl' | 'en', title: string) {
  const response = await request.post(`/api/v1/news/admin/news/`, {
    headers: { authorization: `Token ${token}` },
    data: { title, lang, date_made: '2026-03-02', body: 'Saved body.', is_published: false },
  })
  expect(response.status()).toBe(201)
  return (await response.json()) as { id: number }
}

async function openPreview(page: Page, id: number, typed: string) {
  await page.goto(`/admin/${news.adminPath}/${id}`)
  const title = page.getByRole('textbox', { name: 'Naslov', exact: true })
  await expect(title).not.toHaveValue('')
  await title.fill(typed)
  await page.getByRole('button', { name: 'Predogled' }).click()
  const dialog = page.getByRole('dialog', { name: 'Predogled javne strani' })
  await expect(dialog.getByRole('link', { name: /Odpri predogled/ })).toBeVisible()
  return dialog
}

test('an unsaved title in the site template in sl and en; a shared link without an account, noindex, revoked', async ({ page, request, browser }) => {
  test.setTimeout(1_200_000) // the first site build when this file runs alone, on a loaded machine
  page.on('dialog', (dialog) => dialog.accept()) // leaving a form with unsaved values asks first
  const token = await staffToken(request)
  await waitForLiveSite(request, token, null, 900_000)
  const stamp = Date.now().toString(36)
  const sl = await makeNews(request, token, 'sl', `Shranjeni naslov ${stamp}`)
  const en = await makeNews(request, token, 'en', `Saved title ${stamp}`)

  for (const [record, typed, language, back] of [
    [sl, `Neshranjeni naslov ${stamp}`, 'Slovenščina', /Nazaj/],
    [en, `Unsaved title ${stamp}`, 'Angleščina', /Back/],
  ] as const) {
    const dialog = await openPreview(page, record.id, typed)
    const link = dialog.getByRole('link', { name: `Odpri predogled: ${language} (odpre se v novem zavihku)` })
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await expect(tab.getByRole('heading', { level: 1, name: typed })).toBeVisible()
    await expect(tab.getByRole('link', { name: back })).toBeVisible() // the news template's own back link
    await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expectAccessible(tab)
    await tab.close()
    await page.keyboard.press('Escape')
  }
  // nothing was saved
  const stored = await (await request.get(`/api/v1/news/admin/news/${sl.id}/`, { headers: { authorization: `Token ${token}` } })).json()
  expect(stored.title).toBe(`Shranjeni naslov ${stamp}`)

  const dialog = await openPreview(page, sl.id, `Neshranjeni naslov ${stamp}`)
  await dialog.getByRole('button', { name: 'Ustvari povezavo' }).click()
  const shared = dialog.getByRole('textbox', { name: /Nova povezava/ })
  await expect(shared).toHaveValue(/\/predogled\/#[0-9a-f]{64}$/)
  await expect(dialog.getByRole('button', { name: /Prekliči povezavo/ })).toBeVisible()
  await expectAccessible(page)
  const url = await shared.inputValue()
  // "Kopiraj povezavo" puts exactly that link on the clipboard and says so
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.evaluate(() => navigator.clipboard.writeText('prej'))
  await dialog.getByRole('button', { name: 'Kopiraj povezavo' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Povezava je kopirana v odložišče.' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)

  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } })
  const visitor = await stranger.newPage()
  const answer = await visitor.goto(url)
  expect(answer?.headers()['x-robots-tag']).toBe('noindex')
  await expect(visitor.getByRole('heading', { level: 1, name: `Shranjeni naslov ${stamp}` })).toBeVisible()
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')

  await dialog.getByRole('button', { name: /Prekliči povezavo/ }).click()
  await expect(dialog.getByText('Ni veljavnih povezav.')).toBeVisible()
  await visitor.reload()
  await expect(visitor.getByRole('alert')).toHaveText('Ta povezava za predogled je potekla ali je bila preklicana. Za novo prosite urednika.')
  await expectAccessible(visitor)
  await stranger.close()
})
