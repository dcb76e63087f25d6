/**
 * Rich text end to end: an editor writes a heading, a bulleted list and a link in a news item with
 * the back office's toolbar (the editor loads when the form opens), saves, and the rebuilt public
 * page shows them as HTML with the site's styles; axe on the edit screen and on the page.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { expectAccessible, staffToken, waitForLiveSite, writeStaffState } from './support'
import { pressInEditor } from './editor-keys'

const DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'rich-text-'))
const STATE = path.join(DIR, 'state.json')
const TITLE = 'Razpis z obogatenim besedilom'
const SLUG = 'razpis-z-obogatenim-besedilom'

test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

test('an editor writes a heading, a list and a link in a news item, and the public page shows them', async ({ page, request }) => {
  test.setTimeout(480_000) // the first build (when this file runs first) and a rebuild
  const token = await staffToken(request)
  const before = await waitForLiveSite(request, token)

  await page.goto('/admin/news/create')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ustvari')
  await page.getByRole('textbox', { name: 'Naslov', exact: true }).fill(TITLE)
  const date = page.getByRole('textbox', { name: 'Datum' })
  await date.fill('14.9.2025')
  await date.press('Tab')

  const toolbar = page.getByRole('toolbar', { name: 'Oblikovanje besedila' })
  const body = page.getByRole('textbox', { name: 'Besedilo' })
  await expect(toolbar).toBeVisible()
  await body.click()
  await page.keyboard.type('Kako se prijavite')
  await toolbar.getByRole('button', { name: 'Naslov 2' }).click()
  await pressInEditor(page, 'End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Pogoji razpisa:')
  await page.keyboard.press('Enter')
  await toolbar.getByRole('button', { name: 'Označen seznam' }).click()
  await page.keyboard.type('sedež v občini')
  await page.keyboard.press('Enter')
  await page.keyboard.type('največ pet zaposlenih')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter') // leaves the list
  await page.keyboard.type('Izpolnite obrazec')
  await pressInEditor(page, 'Shift+Home')
  await toolbar.getByRole('button', { name: 'Povezava' }).click()
  const linkDialog = page.getByRole('dialog', { name: 'Vstavi povezavo' })
  await linkDialog.getByRole('textbox', { name: 'Naslov povezave' }).fill('https://rudnik.example/obrazec')
  await linkDialog.getByRole('button', { name: 'Vstavi' }).click()
  await expect(linkDialog).toBeHidden()
  await expect(body.getByRole('link', { name: 'Izpolnite obrazec' })).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('switch', { name: 'Objavljeno' }).check()
  await page.getByRole('button', { name: 'Shrani' }).click()
  await expect(page.getByText('Element je ustvarjen')).toBeVisible()

  const stored = await (await request.get(`/api/v1/news/${SLUG}/?lang=sl`)).json()
  expect(stored.body).toContain('<h2>Kako se prijavite</h2>')
  expect(stored.body).toMatch(/<ul><li><p>sedež v občini<\/p><\/li><li><p>največ pet zaposlenih<\/p><\/li><\/ul>/)
  expect(stored.body).toContain('href="https://rudnik.example/obrazec"')

  await waitForLiveSite(request, token, before.live_build_at)
  await page.goto(`/news/${SLUG}/`)
  const article = page.locator('.news-detail__body .rich-text')
  await expect(article.getByRole('heading', { level: 2, name: 'Kako se prijavite' })).toBeVisible()
  await expect(article.getByRole('listitem')).toHaveText(['sedež v občini', 'največ pet zaposlenih'])
  await expect(article.getByRole('link', { name: 'Izpolnite obrazec' })).toHaveAttribute('href', 'https://rudnik.example/obrazec')
  // The site's own styles, no escaped markup left over from the plain-text rendering.
  expect(await article.locator('ul').evaluate((list) => getComputedStyle(list).paddingLeft)).not.toBe('0px')
  await expect(page.getByText('<h2>')).toHaveCount(0)
  await expectAccessible(page)
})
