/**
 * "Is my change live?" (issue 13, point 7): after a save the back office follows the site build
 * that carries it, then says when it went live and links to the public page, which shows the change.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { expectAccessible, staffToken, waitForLiveSite, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'save-to-live-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

test('a saved news item: the notice follows its build, says "Objavljeno ob", and links to the page that shows it', async ({ page, request }) => {
  test.setTimeout(480_000) // the first build (when this file runs first) and a rebuild
  const token = await staffToken(request)
  await waitForLiveSite(request, token)
  const { results } = await (await request.get('/api/v1/news/?lang=sl')).json()
  const item = results[0] as { id: number; title: string }
  const title = `Objava ${Date.now().toString(36)}`

  await page.goto(`/admin/news/${item.id}`)
  const titleBox = page.getByRole('textbox', { name: 'Naslov', exact: true })
  await expect(titleBox).toHaveValue(item.title)
  await titleBox.fill(title)
  await page.getByRole('button', { name: 'Shrani' }).click()

  const notice = page.getByTestId('site-change')
  await expect(notice).toBeVisible()
  // nothing carries the save yet, or its build is under way; then it is live
  await expect(notice.getByRole('status')).toHaveText(/Spremembo objavljamo na spletni strani|Objavljeno ob/)
  await expectAccessible(page)
  await expect(notice.getByRole('status')).toHaveText(/^Objavljeno ob \d{2}:\d{2}:\d{2}\.$/, { timeout: 240_000 })
  await expectAccessible(page)

  const link = notice.getByRole('link', { name: 'Odpri stran na spletu' })
  const href = await link.getAttribute('href')
  expect(href).toMatch(/\/news\/[^/]+\/$/)
  await page.getByRole('button', { name: 'Zapri obvestilo o objavi' }).click()
  await expect(notice).toHaveCount(0)

  await page.goto(href!)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
})

test('a draft is never announced as published; typing a publish time schedules it, and it says "Načrtovano za", with no link yet', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000)
  const token = await staffToken(request)
  const headers = { authorization: `Token ${token}` }
  await waitForLiveSite(request, token)
  const marker = `Osnutek ${Date.now().toString(36)}`
  const made = await request.post('/api/v1/news/admin/news/', {
    headers,
    data: { title: marker, lang: 'sl', date_made: '2026-11-20', body: '<p>Besedilo</p>', is_published: false },
  })
  expect(made.status()).toBe(201)
  const { id } = (await made.json()) as { id: number }
  const status = page.getByTestId('site-change').getByRole('status')
  const state = page.getByTestId('publication-state')

  // a draft: its state where the editor looks, and what the notice says once the build is live
  await page.goto(`/admin/news/${id}`)
  await expect(state).toHaveAttribute('data-state', 'draft')
  await expect(state).toContainText('Osnutek')
  await page.getByRole('textbox', { name: 'Naslov', exact: true }).fill(`${marker} 2`)
  await page.getByRole('button', { name: 'Shrani' }).click()
  await expect(status).toHaveText('Shranjeno kot osnutek: na spletni strani ni prikazano.', { timeout: 240_000 })
  await expect(page.getByTestId('site-change').getByRole('link')).toHaveCount(0)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Zapri obvestilo o objavi' }).click()

  // scheduled for tomorrow by typing the time alone: the switch goes on with it, and nothing says "published"
  const tomorrow = new Date(Date.now() + 26 * 3600_000)
  const typed = `${String(tomorrow.getDate()).padStart(2, '0')}.${String(tomorrow.getMonth() + 1).padStart(2, '0')}.${tomorrow.getFullYear()} 09:00`
  await page.goto(`/admin/news/${id}`)
  const publishAt = page.getByRole('textbox', { name: 'Objavi ob', exact: true })
  await publishAt.fill(typed)
  await publishAt.press('Tab')
  await expect(state).toHaveAttribute('data-state', 'scheduled')
  await expect(page.getByRole('switch', { name: 'Objavljeno' })).toBeChecked()
  await page.getByRole('button', { name: 'Shrani' }).click()
  await expect(status).toHaveText(`Shranjeno. Načrtovano za ${typed}: na spletni strani bo od takrat.`, { timeout: 240_000 })
  await expect(page.getByTestId('site-change').getByRole('link')).toHaveCount(0)
  const stored = (await (await request.get(`/api/v1/news/admin/news/${id}/`, { headers })).json()) as { is_published: boolean; publish_at: string }
  expect(stored).toMatchObject({ is_published: true, publish_at: expect.stringMatching(/T09:00:00$/) })

  // the list shows its state, not a "published" tick
  await page.goto(`/admin/news?filter=${encodeURIComponent(JSON.stringify({ search: marker }))}`)
  const chip = page.locator('[data-state]').filter({ hasText: 'Načrtovano za' })
  await expect(chip).toHaveCount(1)
  await expectAccessible(page)
})
