/**
 * Create, list filter, edit and delete through the back office's UI for every declared content
 * type with generated screens: a loop over the registry (shared/resources). Inputs are found by
 * their accessible names, which are the declarations' Slovenian labels; required fields are
 * filled from each field's kind. The list and the edit screen of each go through axe. One test per
 * resource; one session, made through the API, shared through storageState.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { resources, type Field, type Resource } from '../../shared/resources'
import { expectAccessible, writeStaffState } from './support'

/**
 * Types left out, and why:
 * - orders, order_lines: created by the shop's checkout with their lines and prices (a special
 *   flow, tested in the site suites); staff change only an order's status.
 * - inquiries: written by visitors through the public form; staff only read and delete them
 *   (the screen has no create or edit).
 * - info, industrial_zone: one record per language (`lang` is unique) and both exist; a create
 *   is refused by design, so for them the loop runs list, filter and edit only.
 */
// redirects: paths, not words (a marker with spaces is no path); feeds-redirects.spec.ts drives its screens.
const SKIPPED = new Set(['orders', 'order_lines', 'inquiries', 'redirects'])
const ONE_PER_LANGUAGE = new Set(['info', 'industrial_zone'])

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-crud-')), 'state.json')

// The session through the API: the UI login is not what this file is about (admin-forms.spec.ts types one).
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

let png: Buffer | undefined
async function pngFile(name: string) {
  png ??= await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e6b30' } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer: png }
}

/** The text field searched for: the first search field that is plain text. */
function markerField(declaration: Resource): string {
  const name = declaration.search.find((field) => ['text', 'longText'].includes(declaration.fields[field]?.kind))
  if (!name) throw new Error(`${declaration.name}: no text field to search in`)
  return name
}

const labelOf = (field: Field) => field.label.sl

/** The input of one field, by its accessible name. */
function input(form: Locator, field: Field): Locator {
  const name = labelOf(field)
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return form.getByRole('spinbutton', { name, exact: true })
    case 'choice':
    case 'language':
    case 'reference':
    case 'references':
      return form.getByRole('combobox', { name, exact: true })
    case 'boolean':
      return form.getByRole('switch', { name, exact: true }).or(form.getByRole('checkbox', { name, exact: true }))
    case 'image':
    case 'file':
      return form.locator(`input[type=file][aria-label="${name}"]`)
    default:
      return form.getByRole('textbox', { name, exact: true })
  }
}

async function pickFirstOption(page: Page, combobox: Locator) {
  await combobox.click()
  const option = page.getByRole('listbox').getByRole('option').first()
  await expect(option).toBeVisible()
  await option.click()
  await page.keyboard.press('Escape')
}

async function fill(page: Page, form: Locator, name: string, field: Field, marker: string) {
  const target = input(form, field)
  switch (field.kind) {
    case 'text':
      if (field.format === 'email') return target.fill(`${marker.replace(/\W+/g, '-').toLowerCase()}@example.com`)
      if (field.format === 'url') return target.fill('https://example.com/')
      return target.fill(`${marker} ${name}`.slice(0, field.maxLength))
    case 'longText':
    case 'richText': // the editor's area is a textbox named like the field; fill types into it
      return target.fill(`${marker} ${name}`)
    case 'integer':
    case 'decimal':
      return target.fill(String(field.min !== undefined && field.min > 1 ? field.min : 1))
    case 'date':
      await target.fill('13.9.2025')
      return target.press('Tab')
    case 'datetime':
      await target.fill('13.9.2025 10:30')
      return target.press('Tab')
    case 'choice':
    case 'language':
    case 'reference':
    case 'references':
      return pickFirstOption(page, target)
    case 'boolean':
      return target.check()
    case 'image':
    case 'file':
      return target.setInputFiles(await pngFile(`${name}.png`))
    case 'slug':
      return target.fill(marker.replace(/\W+/g, '-').toLowerCase())
  }
}

const rows = (page: Page) => page.locator('table tbody tr')

/**
 * Types `text` into the search box and expects `found` rows. A list keeps showing its previous rows while
 * it fetches, so the rows are counted once the list's answer for exactly this text is in (its count too).
 */
async function search(page: Page, text: string, found: number) {
  const answer = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).searchParams.get('search') === text)
  await page.getByRole('textbox', { name: 'Iskanje' }).fill(text)
  const response = await answer
  expect(response.ok()).toBe(true)
  expect((await response.json()).count).toBe(found)
  await expect.poll(() => decodeURIComponent(page.url()).replace(/\+/g, ' ')).toContain(JSON.stringify(text))
  await expect(rows(page)).toHaveCount(found)
}

/** Opens the only row found: a click on its text cell (a click on an image cell opens the picture). */
async function openRow(page: Page, text: string) {
  const cells = rows(page).first().getByRole('cell')
  const withText = cells.filter({ hasText: text })
  await ((await withText.count()) > 0 ? withText.last() : cells.nth(1)).click()
}

const declarations: readonly Resource[] = resources

for (const declaration of declarations.filter((r) => !SKIPPED.has(r.name))) {
  test(`${declaration.name}: create, find by search, edit and delete through the UI (/admin/${declaration.adminPath})`, async ({ page }) => {
    const base = `/admin/${declaration.adminPath}`
    const markerName = markerField(declaration)
    const marker = `E2E ${declaration.name} ${Date.now().toString(36)}`

    await page.goto(base)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(rows(page).first()).toBeVisible()
    await expectAccessible(page)

    if (ONE_PER_LANGUAGE.has(declaration.name)) {
      // edit the first record's searched field, find it, put it back
      await rows(page).first().getByRole('cell').nth(1).click()
      await expect(page).toHaveURL(new RegExp(`${base}/\\d+$`))
      const box = input(page.locator('form'), declaration.fields[markerName])
      await expect(box).toBeVisible()
      await expectAccessible(page)
      const before = await box.inputValue()
      await box.fill(marker)
      await page.getByRole('button', { name: 'Shrani', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${base}(\\?.*)?$`))
      await search(page, marker, 1)
      await openRow(page, marker)
      await input(page.locator('form'), declaration.fields[markerName]).fill(before)
      await page.getByRole('button', { name: 'Shrani', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${base}(\\?.*)?$`))
      return
    }

    // create
    await page.getByRole('link', { name: 'Ustvari' }).click()
    await expect(page).toHaveURL(new RegExp(`${base}/create$`))
    const form = page.locator('form')
    for (const [name, field] of Object.entries(declaration.fields)) {
      if (!field.required && name !== markerName) continue
      if (field.kind === 'language') continue // defaults to sl
      await fill(page, form, name, field, marker)
    }
    await page.getByRole('button', { name: 'Shrani', exact: true }).click()
    // "Ustvari" lands on the new record's edit screen, holding what was typed
    await expect(page).toHaveURL(new RegExp(`${base}/\\d+$`))
    await expect(input(page.locator('form'), declaration.fields[markerName])).toHaveValue(new RegExp(marker))
    // back to the list by its button (a page load would start the whole back office again)
    await page.getByRole('link', { name: 'Seznam', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${base}(\\?.*)?$`))

    // find it with the search box
    await search(page, marker, 1)

    // edit one field and save
    await openRow(page, marker)
    await expect(page).toHaveURL(new RegExp(`${base}/\\d+$`))
    const box = input(page.locator('form'), declaration.fields[markerName])
    await expect(box).toHaveValue(new RegExp(marker))
    await expectAccessible(page)
    const edited = `${marker} uredjeno`
    await box.fill(edited)
    await page.getByRole('button', { name: 'Shrani', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${base}(\\?.*)?$`))
    await search(page, edited, 1)

    // delete it
    await openRow(page, edited)
    await expect(input(page.locator('form'), declaration.fields[markerName])).toHaveValue(edited)
    // (an image preview's remove button is also called 'Izbriši': take the form's own)
    await page.locator('.ra-delete-button').click()
    // pessimistic deletes ask first
    await page.getByRole('dialog').getByRole('button', { name: 'Potrdi' }).click()
    await expect(page).toHaveURL(new RegExp(`${base}(\\?.*)?$`))
    await search(page, marker, 0)
  })
}
