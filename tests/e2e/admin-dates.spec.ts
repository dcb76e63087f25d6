/**
 * Issue 24, dates, in the back office: a publish time typed in the edit form is sent as the wall-clock time on
 * Ljubljana's clock the editor typed (no zone, whatever the browser's own zone is) and stored as typed; a time the
 * spring switch skips (29.03.2026 02:30) is named on the field at once with the time to use, and not saved.
 * The browser runs in New York's zone, so a time sent through the browser's clock (toISOString) would show.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { expectAccessible, staffToken, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dates-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE, timezoneId: 'America/New_York' })

test('a publish time is sent and stored as typed on Ljubljana`s clock; a skipped spring time is named, not saved', async ({ page, request }) => {
  const headers = { authorization: `Token ${await staffToken(request)}` }
  const created = await request.post('/api/v1/news/admin/news/', {
    headers,
    data: { title: `Ura ${Date.now().toString(36)}`, lang: 'sl', is_published: false, date_made: '2016-01-05', body: 'Besedilo.' },
  })
  expect(created.status()).toBe(201)
  const { id } = await created.json()
  const stored = async () => (await (await request.get(`/api/v1/news/admin/news/${id}/`, { headers })).json()).publish_at

  await page.goto(`/admin/news/${id}`)
  const publishAt = page.getByRole('textbox', { name: 'Objavi ob', exact: true })
  await expect(publishAt).toBeVisible({ timeout: 60_000 })
  await publishAt.pressSequentially('29.03.2026 02:30')
  await publishAt.press('Tab')
  await expect(
    page.getByText('Ure 29.03.2026 02:30 v Ljubljani ni: takrat se ura premakne za eno uro naprej. Vnesite drug čas, npr. 29.03.2026 03:30.'),
  ).toBeVisible()
  await expect(publishAt).toHaveValue('29.03.2026 02:30') // kept, not emptied (an empty publish time is "at once")
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Shrani' }).click()
  await expect(publishAt).toBeFocused() // the form stops on the field
  expect(await stored()).toBeNull()

  await publishAt.fill('')
  await publishAt.pressSequentially('29.03.2026 03:30')
  await publishAt.press('Tab')
  const sent = page.waitForRequest((r) => ['PUT', 'PATCH'].includes(r.method()) && r.url().includes(`/news/admin/news/${id}/`))
  await page.getByRole('button', { name: 'Shrani' }).click()
  const body = (await sent).postData() ?? ''
  expect(body).toContain('2026-03-29T03:30:00')
  expect(body).not.toMatch(/2026-03-29T\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d)/)
  await expect.poll(stored).toBe('2026-03-29T03:30:00')
  // the record opened again (the save leads to the list; a reload could catch either page)
  await page.goto(`/admin/news/${id}`)
  await expect(page.getByRole('textbox', { name: 'Objavi ob', exact: true })).toHaveValue('29.03.2026 03:30', { timeout: 60_000 })
})
