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
  await expect(notice.getByRole('status')).toHaveText(/Spletno stran posodabljamo s spremembo|Objavljeno ob/)
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
