/**
 * Record history in the back office (issue 13.3): a news item edited twice through its form, the
 * "Zgodovina" dialog lists the saves with who and what changed, two revisions compared field by
 * field, one restored after a confirmation and its value back in the form; axe on the history
 * dialog in Slovenian and in English.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, staffToken, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-history-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

async function saveTitle(page: Page, id: number, title: string) {
  await page.goto(`/admin/news/${id}`)
  const box = page.getByRole('textbox', { name: 'Naslov', exact: true })
  // The first visit loads the form's chunks while the site builds on a shared machine: give it time.
  await expect(box).not.toHaveValue('', { timeout: 60_000 })
  await box.fill(title)
  await page.getByRole('button', { name: 'Shrani', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/news(\?.*)?$/)
}

test('edit twice, open the history, compare, restore; axe in sl and en', async ({ page, request }) => {
  const stamp = Date.now().toString(36)
  const token = await staffToken(request)
  const created = await request.post('/api/v1/news/admin/news/', {
    headers: { authorization: `Token ${token}` },
    data: { title: `Prvotni ${stamp}`, lang: 'sl', date_made: '2025-09-13', body: 'Besedilo novice.', is_published: false },
  })
  expect(created.status()).toBe(201)
  const { id } = await created.json()
  await saveTitle(page, id, `Drugi ${stamp}`)
  await saveTitle(page, id, `Tretji ${stamp}`)

  await page.goto(`/admin/news/${id}`)
  await page.getByRole('button', { name: 'Zgodovina' }).click({ timeout: 60_000 })
  // Titled by what it shows: the list, or the comparison.
  const dialog = page.getByRole('dialog', { name: /^(Zgodovina zapisa|Primerjava različic)$/ })
  const rows = dialog.locator('tbody tr')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText('Spremenjeno')
  await expect(rows.nth(0)).toContainText('Naslov')
  await expect(rows.nth(2)).toContainText('Ustvarjeno')
  await expect(rows.nth(0)).toContainText('e2e-admin')
  await expectAccessible(page)

  // Compare the first and the last: the title marked as changed, with both values.
  await rows.nth(0).getByRole('checkbox').check()
  await rows.nth(2).getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Primerjaj izbrani' }).click()
  const titleRow = dialog.getByRole('row', { name: /Naslov \(spremenjeno\)/ })
  await expect(titleRow).toContainText(`Prvotni ${stamp}`)
  await expect(titleRow).toContainText(`Tretji ${stamp}`)
  await expect(dialog.getByRole('row', { name: /^Besedilo / })).not.toContainText('spremenjeno')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Nazaj na seznam' }).click()

  // Restore the first revision, after a confirmation.
  await rows
    .nth(2)
    .getByRole('button', { name: /^Obnovi različico/ })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Obnovim to različico?' })
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Obnovi' }).click()
  await expect(page.getByText('Različica je obnovljena.')).toBeVisible()
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(0)).toContainText('Obnovljeno')
  await dialog.getByRole('button', { name: 'Zapri' }).click()
  await expect(page.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue(`Prvotni ${stamp}`)

  // The same dialog in English.
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await page.reload()
  await page.getByRole('button', { name: 'History' }).click({ timeout: 60_000 })
  const english = page.getByRole('dialog', { name: 'Record history' })
  await expect(english.locator('tbody tr').nth(0)).toContainText('Restored')
  await expect(english.locator('tbody tr').nth(0)).toContainText('Title')
  await expectAccessible(page)
  // Keyboard: Escape closes it.
  await page.keyboard.press('Escape')
  await expect(english).toBeHidden()
})
