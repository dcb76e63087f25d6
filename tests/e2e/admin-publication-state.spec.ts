/**
 * A record's publication state where editors look, and the notice after a save saying what the site
 * really serves (issue 24.8):
 * - the news list says Osnutek / Objavljeno / Načrtovano za ... / Umaknjeno ob ... (not a tick on a
 *   scheduled item), in Slovenian and English, axe on both;
 * - a saved draft is never "Objavljeno" and links to no page;
 * - a publish time typed in the form turns publication on by itself, the form says the state once
 *   saved; the notice says when it will be on the site, and when the schedule's build is live it says
 *   "Objavljeno ob" with the link to the page, which then shows the item.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { ljubljanaClock } from '../../shared/zone-clock'
import { expectAccessible, staffToken, waitForLiveSite, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'publication-state-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

const MARKER = `Stanje${Date.now().toString(36)}`
const rowOf = (page: Page, suffix: string) => page.locator('table tbody tr').filter({ hasText: `${MARKER} ${suffix}` })

test('the list says each record state, in both languages', async ({ page, request }) => {
  const headers = { authorization: `Token ${await staffToken(request)}` }
  const items: [string, Record<string, unknown>][] = [
    ['osnutek', { is_published: false, publish_at: '2099-03-02T08:00:00' }],
    ['objavljeno', { is_published: true }],
    ['kasneje', { is_published: true, publish_at: '2099-03-02T08:00:00' }],
    ['umaknjeno', { is_published: true, publish_at: '2020-01-01T00:00:00', unpublish_at: '2020-01-02T10:30:00' }],
  ]
  for (const [suffix, fields] of items) {
    const response = await request.post('/api/v1/news/admin/news/', {
      headers,
      data: { title: `${MARKER} ${suffix}`, lang: 'sl', date_made: '2016-01-05', body: 'Besedilo.', ...fields },
    })
    expect(response.status(), await response.text()).toBe(201)
  }
  await page.goto(`/admin/news?filter=${encodeURIComponent(JSON.stringify({ search: MARKER }))}`)
  const state = (suffix: string) => rowOf(page, suffix).locator('td.column-is_published')
  await expect(state('osnutek')).toHaveText('Osnutek', { timeout: 60_000 })
  await expect(state('objavljeno')).toHaveText('Objavljeno')
  await expect(state('kasneje')).toHaveText('Načrtovano za 02.03.2099 08:00')
  await expect(state('umaknjeno')).toHaveText('Umaknjeno ob 02.01.2020 10:30')
  await expect(page.getByRole('columnheader', { name: 'Stanje objave' })).toBeVisible()
  await expectAccessible(page)

  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await page.reload()
  await expect(state('kasneje')).toHaveText('Scheduled for 02.03.2099 08:00', { timeout: 60_000 })
  await expect(state('osnutek')).toHaveText('Draft')
  await expect(state('umaknjeno')).toHaveText('Unpublished at 02.01.2020 10:30')
  await expectAccessible(page)
  await page.evaluate(() => localStorage.setItem('language', 'sl'))
})

/**
 * 'D.M.YYYY HH:mm' of Ljubljana's clock at the first whole minute at least `leadMs` from now, as an editor types it
 * (the field takes minutes; Ljubljana's offset is whole hours, so its minutes start with UTC's).
 */
function typedLjubljanaTime(leadMs: number): { typed: string; shown: string } {
  const clock = ljubljanaClock(new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000))!
  const [, year, month, day, hour, minute] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(clock)!
  return { typed: `${Number(day)}.${Number(month)}.${year} ${hour}:${minute}`, shown: `${day}.${month}.${year} ${hour}:${minute}` }
}

test('a saved draft is not called published; a scheduled item is, once the site serves it', async ({ page, request }) => {
  test.setTimeout(1_500_000) // the first build, a build for the draft, one for the save, one at the publish time (a busy machine)
  const token = await staffToken(request)
  const headers = { authorization: `Token ${token}` }
  await waitForLiveSite(request, token, null, 900_000)
  const created = await request.post('/api/v1/news/admin/news/', {
    headers,
    data: { title: `${MARKER} urnik`, lang: 'sl', is_published: false, date_made: '2016-01-05', body: 'Besedilo.' },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }

  // a draft saved: once the build carrying it is live, the notice says it is a draft, with no link
  const draftRoundStarted = Date.now()
  await page.goto(`/admin/news/${id}`)
  const title = page.getByRole('textbox', { name: 'Naslov', exact: true })
  await expect(title).toHaveValue(`${MARKER} urnik`, { timeout: 60_000 })
  await expect(page.getByTestId('publication-state')).toHaveText('Stanje objave: Osnutek')
  await title.fill(`${MARKER} urnik osnutek`)
  await page.getByRole('button', { name: 'Shrani' }).click()
  const notice = page.getByTestId('site-change')
  await expect(notice.getByRole('status')).toHaveText(/^Shranjeno kot osnutek: spletna stran tega zapisa ne prikazuje/, { timeout: 480_000 })
  await expect(notice.getByRole('link')).toHaveCount(0)
  await expectAccessible(page)
  const draftRoundMs = Date.now() - draftRoundStarted

  // a publish time typed while publication is off: it turns on, and the form says what saving makes it
  await page.goto(`/admin/news/${id}`)
  const publishAt = page.getByRole('textbox', { name: 'Objavi ob', exact: true })
  await expect(publishAt).toBeVisible({ timeout: 60_000 })
  const switchOn = page.getByRole('switch', { name: 'Objavljeno' })
  await expect(switchOn).not.toBeChecked()
  // The publish time must come after the save's build has read the content and the "scheduled, not yet served" state
  // has been looked at (else that build already serves the item, or the next one does before the checks end), and no
  // later than needed: the test waits for it. The round just made (open the form, save, the build live, axe) is the
  // kind of work ahead (type, axe, save, the build live, the checks, axe): three times its time measured on this
  // machine, at least a minute, then the next whole minute (a fixed 4 minutes was mostly waiting).
  const when = typedLjubljanaTime(Math.max(60_000, 3 * draftRoundMs))
  await publishAt.pressSequentially(when.typed)
  await publishAt.press('Tab')
  await expect(switchOn).toBeChecked()
  const line = page.getByTestId('publication-state')
  await expect(line).toContainText(`Ko shranite: Načrtovano za ${when.shown}`)
  await expect(line).toContainText('objava vklopljena')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Shrani' }).click()

  // the build after the save serves it as scheduled: no "Objavljeno", no link; then the schedule's build
  await expect(notice.getByRole('status')).toHaveText(`Shranjeno. Na spletni strani bo od ${when.shown}; ko bo objavljeno, bo to pisalo tukaj.`, {
    timeout: 480_000,
  })
  await expect(notice.getByRole('link')).toHaveCount(0)
  const stored = (await (await request.get(`/api/v1/news/admin/news/${id}/`, { headers })).json()) as { slug: string; is_published: boolean }
  expect(stored.is_published).toBe(true)
  expect((await request.get(`/news/${stored.slug}/`)).status()).toBe(404)
  await expectAccessible(page)
  await expect(notice.getByRole('status')).toHaveText(/^Shranjeno\. Na spletni strani bo od /) // axe saw the scheduled notice

  await expect(notice.getByRole('status')).toHaveText(/^Objavljeno ob \d{2}:\d{2}:\d{2}\.$/, { timeout: 480_000 })
  const href = await notice.getByRole('link', { name: 'Odpri stran na spletu' }).getAttribute('href')
  expect(href).toMatch(new RegExp(`/news/${stored.slug}/$`))
  await page.goto(href!)
  await expect(page.getByRole('heading', { level: 1, name: `${MARKER} urnik osnutek` })).toBeVisible()
})
