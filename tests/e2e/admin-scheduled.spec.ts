/**
 * Scheduled publishing in the back office (issue 13.2): a news item given a publish time in its
 * edit form (axe on the form), then found under the list's "Načrtovano" filter with its time in
 * the list (axe on the filtered list); an item without a time is not under it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, staffToken, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-scheduled-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

const MARKER = `Urnik${Date.now().toString(36)}`
const rows = (page: Page) => page.locator('table tbody tr')
const titles = (page: Page) => rows(page).locator('td.column-title').allInnerTexts()
const filterParam = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')

test('a publish time set in the edit form; the item listed under "Načrtovano" with its time', async ({ page, request }) => {
  const headers = { authorization: `Token ${await staffToken(request)}` }
  const ids: number[] = []
  for (const suffix of ['zdaj', 'kasneje']) {
    const response = await request.post('/api/v1/news/admin/news/', {
      headers,
      data: { title: `${MARKER} ${suffix}`, lang: 'sl', is_published: true, date_made: '2016-01-05', body: 'Besedilo.' },
    })
    expect(response.status()).toBe(201)
    ids.push((await response.json()).id)
  }

  await page.goto(`/admin/news/${ids[1]}`)
  const publishAt = page.getByRole('textbox', { name: 'Objavi ob', exact: true })
  await expect(publishAt).toBeVisible({ timeout: 60_000 }) // the first load waits for a busy server (a site build runs)
  await expect(page.getByRole('textbox', { name: 'Umakni ob', exact: true })).toBeVisible()
  await publishAt.pressSequentially('2.3.2099 08:00')
  await publishAt.press('Tab')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Shrani' }).click()
  await expect.poll(async () => (await (await request.get(`/api/v1/news/admin/news/${ids[1]}/`, { headers })).json()).publish_at).toBe('2099-03-02T08:00:00')

  await page.goto(`/admin/news?filter=${encodeURIComponent(JSON.stringify({ search: MARKER }))}`)
  await expect(rows(page)).toHaveCount(2)
  await page.getByRole('button', { name: 'Dodaj filter' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Načrtovano', exact: true }).click()
  const scheduled = page.getByRole('switch', { name: 'Načrtovano', exact: true })
  if (!(await scheduled.isChecked())) await scheduled.check()
  await expect.poll(() => typeof filterParam(page).publish_at__gt).toBe('string')
  await expect.poll(() => titles(page)).toEqual([`${MARKER} kasneje`])
  await expect(rows(page).first().locator('td.column-publish_at')).toHaveText('02.03.2099 08:00')
  await expectAccessible(page)
})
