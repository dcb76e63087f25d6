/**
 * Translations that know each other (issue 14.1): an English news item linked to its Slovenian
 * original on the edit screen; after the rebuild the public language switch and hreflang lead from
 * one to the other (their slugs differ); a change to the Slovenian one flags the English one (list
 * column, banner with the changed field, the "Prevodi" screen), and "Označi kot posodobljeno" clears
 * it. Axe on the edit screen with its banner and on the "Prevodi" screen.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { dismissBanner, switchLink } from './site-helpers'
import { expectAccessible, staffToken, waitForLiveSite, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'translations-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

test('link two news, switch language on the site, flag an out-of-date translation and mark it up to date', async ({ page, request }) => {
  test.setTimeout(720_000) // a first build (when this file runs first) and a rebuild, on a shared machine
  const stamp = Date.now().toString(36)
  const token = await staffToken(request)
  const staff = { authorization: `Token ${token}` }
  const before = await waitForLiveSite(request, token, null, 420_000)
  const create = async (data: Record<string, unknown>) => {
    const response = await request.post('/api/v1/news/admin/news/', { headers: staff, data: { date_made: '2016-11-24', is_published: true, ...data } })
    expect(response.status()).toBe(201)
    return (await response.json()) as { id: number; slug: string; title: string }
  }
  const sl = await create({ title: `Prevedena novica ${stamp}`, lang: 'sl', body: 'Slovensko besedilo.' })
  const en = await create({ title: `Translated news ${stamp}`, lang: 'en', body: 'English text.' })

  // Link them from the English record's edit screen.
  await page.goto(`/admin/news/${en.id}`)
  const chooser = page.getByRole('combobox', { name: 'Poveži s prevodom (SL)' })
  await chooser.click({ timeout: 60_000 })
  await page.getByRole('option', { name: sl.title }).click()
  await page.getByRole('button', { name: 'Poveži', exact: true }).click()
  const panel = page.getByRole('region', { name: 'Prevodi' })
  await expect(panel.getByRole('link', { name: sl.title })).toBeVisible()

  // After the rebuild the switch leads to the counterpart page, and hreflang names it.
  await waitForLiveSite(request, token, before.live_build_at)
  await page.goto(`/news/${sl.slug}/`)
  await dismissBanner(page)
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en/news/${en.slug}/$`))
  await switchLink(page, 'en').click()
  await expect(page).toHaveURL(new RegExp(`/en/news/${en.slug}/$`))
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible()
  // The switch remembers English for the back office too (one 'language' key): back to Slovenian.
  await page.evaluate(() => localStorage.setItem('language', 'sl'))

  // A change to the Slovenian content flags the English one.
  expect((await request.patch(`/api/v1/news/admin/news/${sl.id}/`, { headers: staff, data: { summary: 'Nov povzetek.' } })).ok()).toBe(true)
  await page.goto(`/admin/news?filter=${encodeURIComponent(JSON.stringify({ search: stamp }))}`)
  await expect(page.getByRole('row', { name: new RegExp(en.title) })).toContainText('Zastarel', { timeout: 60_000 })
  await expect(page.getByRole('row', { name: new RegExp(sl.title) })).not.toContainText('Zastarel')

  await page.goto('/admin/translations')
  const outOfDate = page.getByRole('table', { name: 'Novice: Zastareli prevodi' })
  await expect(outOfDate.getByRole('row', { name: new RegExp(en.title) })).toContainText('Povzetek')
  await expectAccessible(page)
  await outOfDate.getByRole('link', { name: en.title }).click()

  await expect(page).toHaveURL(new RegExp(`/admin/news/${en.id}$`))
  const banner = page.getByRole('status').filter({ hasText: 'Prevod je zastarel' })
  await expect(banner).toContainText('Spremenjena polja: Povzetek.')
  await expectAccessible(page)
  await banner.getByRole('button', { name: 'Označi kot posodobljeno' }).click()
  await expect(banner).toHaveCount(0)
  await page.goto('/admin/translations')
  await expect(page.getByRole('table', { name: 'Novice: Zastareli prevodi' }).getByRole('row', { name: new RegExp(en.title) })).toHaveCount(0)
})
