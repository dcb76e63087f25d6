/**
 * The accessibility screens speak the back office's language (issue 24, finding 15): a report that
 * is not complete is explained in words, the server's English note only a marked detail; the
 * statement's dates are shown and typed as dd.mm.yyyy like every date, stored as the API's YYYY-MM-DD.
 * One main landmark on each; axe in both languages.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { expect, test } from '@playwright/test'
import { expectAccessible, staffToken, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'a11y-screens-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

/** A report as the auditor stores it when its page limit stops it (server/accessibility/audit.ts). */
function storePartialReport() {
  const database = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'db.sqlite3'))
  try {
    const now = new Date().toISOString()
    database
      .prepare(
        'INSERT INTO accessibility_reports (started_at, finished_at, status, message, pages_found, pages_checked, violations, pages) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        now,
        now,
        'partial',
        'Checked 2 of 40 pages (page limit 2, time limit 600 s)',
        40,
        2,
        0,
        JSON.stringify([
          { path: '/', violations: [] },
          { path: '/en/', violations: [] },
        ]),
      )
  } finally {
    database.close()
  }
}

test('a partial report is explained in the UI language; the English detail is marked as English', async ({ page }) => {
  storePartialReport()
  for (const [prefix, note, detail] of [
    ['/admin', 'Preverjenih je 2 od 40 strani', 'Podrobnost za skrbnika strežnika'],
    ['/en/admin', '2 of 40 pages were checked', "Detail for the server's administrator"],
  ] as const) {
    await page.goto(`${prefix}/accessibility`)
    const shown = page.getByTestId('report-note')
    await expect(shown).toContainText(note)
    await expect(page.getByRole('main')).toHaveCount(1)
    // The server's own text only behind the detail, in an element marked as English.
    await expect(shown.locator('span[lang="en"]', { hasText: 'Checked 2 of 40 pages' })).toHaveCount(1)
    await expect(page.getByText('Checked 2 of 40 pages')).toBeHidden()
    await shown.getByText(detail).click()
    await expect(page.getByText('Checked 2 of 40 pages')).toBeVisible()
    await expectAccessible(page)
  }
})

test('the statement dates read and are typed as dd.mm.yyyy, stored as YYYY-MM-DD', async ({ page, request }) => {
  const headers = { authorization: `Token ${await staffToken(request)}` }
  const current = await (await request.get('/api/v1/accessibility/statement/', { headers })).json()
  const data = Object.fromEntries(['status', 'method', 'email', 'phone', 'answer_days', 'known_issues'].map((key) => [key, current[key]]))
  expect(
    (await request.put('/api/v1/accessibility/statement/', { headers, data: { ...data, prepared_on: '2026-01-15', reviewed_on: '2026-02-01' } })).ok(),
  ).toBe(true)

  await page.goto('/admin/accessibility-statement')
  const prepared = page.getByRole('textbox', { name: 'Datum priprave' })
  const reviewed = page.getByRole('textbox', { name: 'Datum zadnjega pregleda' })
  await expect(prepared).toHaveValue('15.01.2026')
  await expect(reviewed).toHaveValue('01.02.2026')
  await expect(page.getByRole('main')).toHaveCount(1)
  await expectAccessible(page)

  await reviewed.fill('')
  await reviewed.pressSequentially('3.3.2026')
  await reviewed.press('Tab')
  await expect(reviewed).toHaveValue('03.03.2026')
  await page.getByRole('button', { name: 'Shrani' }).click()
  await expect(page.getByText('Izjava je shranjena')).toBeVisible()
  const stored = await (await request.get('/api/v1/accessibility/statement/', { headers })).json()
  expect([stored.prepared_on, stored.reviewed_on]).toEqual(['2026-01-15', '2026-03-03'])

  await page.goto('/en/admin/accessibility-statement')
  await expect(page.getByRole('textbox', { name: 'Last reviewed on' })).toHaveValue('03.03.2026')
  await expectAccessible(page)
})
