/**
 * Every list in the back office pages the same way: 25 rows first, a page-size menu offering
 * 10, 25, 50 and 100 (issue 24, finding 15: sizes differed per screen, 9 on events and 12 on
 * projects, and the incubator list's menu was empty). Both languages; axe with the menu open.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { resources } from '../../shared/resources'
import { expectAccessible, openInApp, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-list-pages-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

const LISTS = [...new Set(resources.map((declaration) => declaration.adminPath)), 'audit-log', 'mail-outbox']
const SIZES = ['10', '25', '50', '100']

async function pageSizeMenu(page: Page, label: RegExp) {
  const menu = page.getByRole('combobox', { name: label })
  await expect(menu).toHaveText('25')
  // From the keyboard, not by a click: the pointer stays where the last list's menu was, and on this list a truncated
  // cell may lie there, whose tooltip (hoverable, as WCAG 1.4.13 asks) opens below it over the menu and stays open
  // under the pointer that comes to click (a CI run waited on it for 10 minutes). The English test clicks a size.
  await menu.focus()
  await page.keyboard.press('Enter')
  const listbox = page.getByRole('listbox')
  await expect(listbox.getByRole('option')).toHaveText(SIZES)
  return listbox
}

test('every list starts at 25 rows with the same page-size menu', async ({ page }) => {
  test.setTimeout(600_000)
  const paged: string[] = []
  // The app is loaded once; each list is then opened as the menu opens it (a new document each time was most of the time)
  await page.goto('/admin/')
  for (const list of LISTS) {
    await openInApp(page, `/admin/${list}`)
    const rows = page.locator('table tbody tr')
    // A list with no rows at all shows react-admin's empty page and no pagination.
    await expect(rows.first().or(page.getByText(/^Ni še vnosov/)), list).toBeVisible({ timeout: 30_000 })
    if ((await rows.count()) === 0) continue
    paged.push(list)
    const listbox = await pageSizeMenu(page, /Vrstic na stran/)
    await page.keyboard.press('Escape')
    await expect(listbox).toBeHidden()
    expect(await rows.count(), list).toBeLessThanOrEqual(25)
  }
  // The demo content fills these; the rest are checked when they hold rows.
  expect(paged).toEqual(expect.arrayContaining(['news', 'events', 'project', 'incubator', 'gallery', 'audit-log']))
})

test('the incubator menu in English: choosing 10 shows at most 10 rows; axe with the menu open', async ({ page }) => {
  await page.goto('/en/admin/incubator')
  await expect(page.locator('table tbody tr').first()).toBeVisible({ timeout: 30_000 })
  const listbox = await pageSizeMenu(page, /Rows per page/)
  await expectAccessible(page)
  await listbox.getByRole('option', { name: '10', exact: true }).click()
  await expect(page).toHaveURL(/perPage=10/)
  expect(await page.locator('table tbody tr').count()).toBeLessThanOrEqual(10)
})
