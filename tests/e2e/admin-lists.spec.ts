/**
 * A generated list through the browser (news, issue point 3): the language filter chosen by
 * keyboard alone, a boolean filter and a date range, sorting by a column header, pagination, a
 * CSV export of every selected row (the download and its row count), bulk delete with its confirm
 * dialog (axe), and a delete by keyboard alone. Seven news items made through the API share a
 * marker, so every count is exact.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible, staffToken, tabTo, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-lists-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

const MARKER = `Seznam${Date.now().toString(36)}`
/** [title suffix, lang, published, date]: 7 rows, one more than the page size the test asks for (6). */
const ROWS: [string, 'sl' | 'en', boolean, string][] = [
  ['A', 'sl', true, '2025-01-10'],
  ['B', 'en', false, '2025-03-15'],
  ['C', 'sl', false, '2025-06-20'],
  ['D', 'sl', true, '2025-07-01'],
  ['E', 'en', true, '2025-08-05'],
  ['F', 'sl', true, '2025-09-13'],
  ['G', 'sl', false, '2025-10-30'],
]

async function createNews(request: APIRequestContext) {
  const headers = { authorization: `Token ${await staffToken(request)}` }
  for (const [suffix, lang, is_published, date_made] of ROWS) {
    const response = await request.post('/api/v1/news/admin/news/', {
      headers,
      data: { title: `${MARKER} ${suffix}`, lang, is_published, date_made, body: 'Besedilo.' },
    })
    expect(response.status()).toBe(201)
  }
  return headers
}

const rows = (page: Page) => page.locator('table tbody tr')
const titles = (page: Page) => rows(page).locator('td.column-title').allInnerTexts()
const filterParam = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}')

const sortByTitle = (page: Page) =>
  page
    .getByRole('columnheader', { name: /Razvrsti po naslov/ })
    .getByRole('button')
    .click()

async function addFilter(page: Page, label: string) {
  await page.getByRole('button', { name: 'Dodaj filter' }).click()
  await page.getByRole('menuitemcheckbox', { name: label, exact: true }).click()
}

test('news list: filters (language by keyboard, boolean, date range), sorting by a header, pagination, CSV export of every row, bulk delete and a keyboard delete', async ({
  page,
  request,
}) => {
  const headers = await createNews(request)
  // 6 rows a page (the back office's lists start at 25; any size the address names is kept)
  await page.goto('/admin/news?perPage=6')
  await page.getByRole('textbox', { name: 'Iskanje' }).fill(MARKER)
  await expect.poll(() => filterParam(page).search).toBe(MARKER)

  // pagination: 7 rows, 6 a page
  await expect(rows(page)).toHaveCount(6)
  await page.getByRole('button', { name: 'Pojdi na naslednjo stran' }).click()
  await expect(rows(page)).toHaveCount(1)
  await page.getByRole('button', { name: 'Pojdi na prejšnjo stran' }).click()
  await expect(rows(page)).toHaveCount(6)

  // sorting by the title header: ascending, then descending
  await sortByTitle(page)
  await expect.poll(() => titles(page)).toEqual(['A', 'B', 'C', 'D', 'E', 'F'].map((s) => `${MARKER} ${s}`))
  await sortByTitle(page)
  await expect.poll(() => titles(page)).toEqual(['G', 'F', 'E', 'D', 'C', 'B'].map((s) => `${MARKER} ${s}`))

  // the language filter, by keyboard alone
  const language = page.getByRole('combobox', { name: 'Jezik', exact: true })
  await tabTo(page, language)
  await page.keyboard.press('Enter')
  await page.getByRole('option', { name: 'Angleščina' }).focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => filterParam(page).lang).toBe('en')
  await expect.poll(() => titles(page)).toEqual([`${MARKER} E`, `${MARKER} B`])

  // a boolean filter, then a date range, on top of it
  await addFilter(page, 'Objavljeno')
  await page.getByRole('combobox', { name: 'Objavljeno', exact: true }).click()
  await page.getByRole('option', { name: 'Da' }).click()
  await expect.poll(() => titles(page)).toEqual([`${MARKER} E`])
  await language.click()
  await page.getByRole('option', { name: 'Slovenščina' }).click()
  await expect.poll(() => titles(page)).toEqual(['F', 'D', 'A'].map((s) => `${MARKER} ${s}`))
  await addFilter(page, 'Datum od')
  const from = page.getByRole('textbox', { name: 'Datum od', exact: true })
  await from.pressSequentially('1.7.2025')
  await from.press('Tab')
  await expect.poll(() => filterParam(page).date_made__gte).toBe('2025-07-01') // applied before the next filter is added
  await addFilter(page, 'Datum do')
  const to = page.getByRole('textbox', { name: 'Datum do', exact: true })
  await to.pressSequentially('31.8.25')
  await to.press('Tab')
  await expect.poll(() => filterParam(page)).toMatchObject({ lang: 'sl', is_published: 'true', date_made__gte: '2025-07-01', date_made__lte: '2025-08-31' })
  await expect.poll(() => titles(page)).toEqual([`${MARKER} D`])

  // CSV export of every row the search selects (not only the page shown)
  await page.goto(`/admin/news?perPage=6&filter=${encodeURIComponent(JSON.stringify({ search: MARKER }))}`)
  await expect(rows(page)).toHaveCount(6)
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Izvozi' }).click()])
  const csv = fs
    .readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\n')
  expect(csv[0]).toContain('title')
  expect(csv.slice(1).filter((line) => line.includes(MARKER))).toHaveLength(7)

  // bulk delete: two rows, after a confirmation (the dialog through axe)
  await sortByTitle(page)
  await expect.poll(() => titles(page)).toEqual(['A', 'B', 'C', 'D', 'E', 'F'].map((s) => `${MARKER} ${s}`))
  for (const row of [0, 1]) await rows(page).nth(row).getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Izbriši' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Potrdi' }).click()
  await expect.poll(() => titles(page)).toEqual(['C', 'D', 'E', 'F', 'G'].map((s) => `${MARKER} ${s}`))

  // a delete by keyboard alone: select the first row, delete, confirm
  await tabTo(page, rows(page).first().getByRole('checkbox'))
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Izbriši' }), true)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByRole('button', { name: 'Potrdi' }))
  await page.keyboard.press('Enter')
  await expect.poll(() => titles(page)).toEqual(['D', 'E', 'F', 'G'].map((s) => `${MARKER} ${s}`))
  const left = (await (await request.get(`/api/v1/news/admin/news/?search=${MARKER}&page_size=100`, { headers })).json()).count
  expect(left).toBe(4)
})
