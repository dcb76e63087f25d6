/**
 * Accessibility (issue 14 points 2 and 3) end to end: the edit screen warns about a skipped heading
 * level and a link that says nothing alone as the editor types; the report screen opens; the
 * statement staff save is on /accessibility/ and /en/accessibility/ after the rebuild. Axe on each.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { expectAccessible, staffToken, waitForLiveSite, writeStaffState } from './support'
import { pressInEditor } from './editor-keys'

const DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'a11y-'))
const STATE = path.join(DIR, 'state.json')

test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

test('the edit screen warns about a skipped heading and a vague link while the editor types', async ({ page, request }) => {
  test.setTimeout(420_000) // the first build when this file runs first: the editor loads slowly meanwhile
  await waitForLiveSite(request, await staffToken(request))
  await page.goto('/admin/news/create')
  const toolbar = page.getByRole('toolbar', { name: 'Oblikovanje besedila' })
  const body = page.getByRole('textbox', { name: 'Besedilo' })
  await expect(toolbar).toBeVisible({ timeout: 60_000 })
  const findings = page.getByTestId('accessibility-findings')
  await expect(findings).toHaveCount(0)
  await body.click()
  await page.keyboard.type('Pogoji')
  await toolbar.getByRole('button', { name: 'Naslov 3' }).click()
  await expect(findings).toContainText('Naslov 3. ravni (»Pogoji«) preskoči raven.')
  await pressInEditor(page, 'End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('tukaj')
  await pressInEditor(page, 'Shift+Home')
  await toolbar.getByRole('button', { name: 'Povezava' }).click()
  const linkDialog = page.getByRole('dialog', { name: 'Vstavi povezavo' })
  await linkDialog.getByRole('textbox', { name: 'Naslov povezave' }).fill('https://rudnik.example/razpis')
  await linkDialog.getByRole('button', { name: 'Vstavi' }).click()
  await expect(linkDialog).toBeHidden()
  await expect(findings).toContainText('Besedilo povezave 1 (»tukaj«) samo zase ne pove ničesar.')
  await expect(findings).toContainText('Besedilo:')
  await expectAccessible(page)
  // Fixed: the warnings go.
  await body.getByRole('heading', { name: 'Pogoji' }).click()
  await toolbar.getByRole('button', { name: 'Naslov 2' }).click()
  await expect(findings).not.toContainText('preskoči raven')
})

test('the report screen and the statement on the site, in both languages', async ({ page, request }) => {
  test.setTimeout(480_000) // the first build (when this file runs first) and a rebuild
  const token = await staffToken(request)
  await waitForLiveSite(request, token)

  // The e2e server runs no audit (playwright.config.ts): the screen says there is no report yet.
  await page.goto('/admin/accessibility')
  await expect(page.getByRole('heading', { level: 2, name: 'Poročilo o dostopnosti' })).toBeVisible()
  await expect(page.getByText('Poročila še ni').first()).toBeVisible()
  await expectAccessible(page)

  await page.goto('/admin/accessibility-statement')
  await expect(page.getByRole('heading', { level: 2, name: 'Izjava o dostopnosti' })).toBeVisible()
  await expectAccessible(page)

  const statement = {
    status: 'partial',
    prepared_on: '2026-01-15',
    reviewed_on: '2026-02-01',
    method: 'self-assessment',
    email: 'dostopnost@rudnik.example',
    phone: '03 560 12 99',
    answer_days: 8,
    known_issues: [{ sl: 'Zemljevid cone nima besedilnega opisa.', en: 'The zone map has no text description.' }],
  }
  const saved = await request.put('/api/v1/accessibility/statement/', { data: statement, headers: { authorization: `Token ${token}` } })
  expect(saved.status()).toBe(200)

  for (const [address, texts] of [
    ['/accessibility/', ['Zemljevid cone nima besedilnega opisa.', 'dostopnost@rudnik.example', 'Inšpektorat']],
    ['/en/accessibility/', ['The zone map has no text description.', '03 560 12 99', 'Information Society Inspectorate']],
  ] as const) {
    await expect.poll(async () => (await request.get(address)).text(), { timeout: 300_000, intervals: [2_000] }).toContain(texts[0])
    await page.goto(address)
    for (const text of texts) await expect(page.getByRole('main')).toContainText(text)
    await expectAccessible(page)
  }
})
