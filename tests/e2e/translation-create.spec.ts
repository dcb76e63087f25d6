/**
 * Making and linking translations in the back office (issue 24 point 11): the demo's Slovenian and
 * English records are linked, so "Prevodi" lists none of them as missing; a record missing its
 * translation gets "Ustvari prevod (EN)" there and on its edit screen, which opens the new English
 * record prefilled from the original and linked at once; the link picker offers only English
 * records not linked yet. Axe on both screens in Slovenian and English.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectAccessible, staffToken, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'translation-create-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

async function newsMaker(request: APIRequestContext) {
  const headers = { authorization: `Token ${await staffToken(request)}` }
  return async (data: Record<string, unknown>) => {
    const response = await request.post('/api/v1/news/admin/news/', { headers, data: { date_made: '2016-11-24', is_published: false, ...data } })
    expect(response.status()).toBe(201)
    return (await response.json()) as { id: number; title: string }
  }
}

test('"Prevodi": no demo record is missing; "Ustvari prevod" makes the English record from the Slovenian one, linked', async ({ page, request }) => {
  test.setTimeout(240_000)
  const stamp = Date.now().toString(36)
  const create = await newsMaker(request)
  const original = await create({ title: `Izvirnik ${stamp}`, lang: 'sl', summary: 'Povzetek izvirnika.', body: '<p>Besedilo izvirnika.</p>' })

  await page.goto('/admin/translations')
  const missing = page.getByRole('table', { name: 'Novice: Manjkajoči prevodi' })
  const row = missing.getByRole('row', { name: new RegExp(original.title) })
  await expect(row).toBeVisible({ timeout: 60_000 })
  // The demo's news are linked to their translations: none is listed.
  await expect(missing.getByRole('row', { name: /Nova proizvodna hala v coni odprta|New production hall opens in the zone/ })).toHaveCount(0)
  await expectAccessible(page)
  await row.getByRole('button', { name: 'Ustvari prevod (EN)' }).click()

  // The new English record's edit screen, prefilled from the original and linked to it.
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/)
  const copyId = Number(page.url().split('/').at(-1))
  expect(copyId).not.toBe(original.id)
  await expect(page.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue(original.title)
  const panel = page.getByRole('region', { name: 'Prevodi' })
  await expect(panel.getByRole('link', { name: original.title })).toBeVisible()
  await expectAccessible(page)
  const headers = { authorization: `Token ${await staffToken(request)}` }
  const copy = await (await request.get(`/api/v1/news/admin/news/${copyId}/`, { headers })).json()
  expect([copy.lang, copy.summary, copy.is_published]).toEqual(['en', 'Povzetek izvirnika.', false])

  // Gone from the missing list; the English screens pass axe too.
  await page.goto('/en/admin/translations')
  await expect(page.getByRole('region', { name: 'News' }).getByRole('heading', { name: /^Missing translations/ })).toBeVisible({ timeout: 60_000 })
  await expect(page.getByRole('link', { name: original.title })).toHaveCount(0)
  await expectAccessible(page)
})

test('the edit screen creates the translation too, and its picker offers only records not linked yet', async ({ page, request }) => {
  test.setTimeout(240_000)
  const stamp = Date.now().toString(36)
  const create = await newsMaker(request)
  const original = await create({ title: `Drugi izvirnik ${stamp}`, lang: 'sl', body: '<p>Besedilo.</p>' })
  const free = await create({ title: `Free English ${stamp}`, lang: 'en', body: '<p>Text.</p>' })

  await page.goto(`/admin/news/${original.id}`)
  const chooser = page.getByRole('combobox', { name: 'Poveži s prevodom (EN)' })
  await chooser.click({ timeout: 60_000 })
  await expect(page.getByRole('option', { name: free.title })).toBeVisible()
  // A demo English news item already linked to its Slovenian original is not offered.
  await expect(page.getByRole('option', { name: 'New production hall opens in the zone' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expectAccessible(page)

  await page.goto(`/en/admin/news/${original.id}`)
  const panel = page.getByRole('region', { name: 'Translations' })
  await expect(panel.getByRole('button', { name: 'Create the translation (EN)' })).toBeVisible({ timeout: 60_000 })
  await expectAccessible(page)
  await panel.getByRole('button', { name: 'Create the translation (EN)' }).click()
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/)
  await expect(page.getByRole('region', { name: 'Translations' }).getByRole('link', { name: original.title })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(original.title)
})
