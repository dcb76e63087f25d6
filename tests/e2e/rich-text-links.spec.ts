/**
 * Links and pictures in the rich-text editor, as an editor works: the link dialog refuses an address
 * without https:// with a message, finds one of our own published pages by its title and links its
 * public path, makes a link with its own text and "open in a new tab", edits and removes a link; a
 * wide picture fits the editor. What is stored (no target unless a new tab was chosen) is what the
 * rebuilt public page shows. Axe with the dialog open, in Slovenian and English.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { pressInEditor } from './editor-keys'
import { expectAccessible, staffToken, waitForLiveSite, writeStaffState } from './support'

const DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'rich-text-links-'))
const STATE = path.join(DIR, 'state.json')

test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

/** Selects the words just typed (back to the start of the line). */
async function selectLine(page: Page) {
  await pressInEditor(page, 'Shift+Home')
}

/** The editor's width and the picture's, in CSS pixels. */
const widths = (body: Locator, image: Locator) =>
  Promise.all([body.evaluate((element) => element.clientWidth), image.evaluate((element) => element.getBoundingClientRect().width)])

test('an editor links our own page and an outside one (new tab only when asked), edits and removes a link, and a picture fits', async ({ page, request }) => {
  test.setTimeout(480_000) // the first build (when this file runs first) and a rebuild
  const token = await staffToken(request)
  const headers = { authorization: `Token ${token}` }
  await waitForLiveSite(request, token)
  // A published page of the site to find by its title: the newest Slovenian news item.
  const [published] = (await (await request.get('/api/v1/news/?lang=sl&page_size=1')).json()).results as { title: string; slug: string }[]
  const stamp = Date.now().toString(36)
  const created = await request.post('/api/v1/news/admin/news/', {
    headers,
    data: { title: `Povezave v besedilu ${stamp}`, lang: 'sl', date_made: '2025-09-14', body: '<p>Uvod.</p>', is_published: true },
  })
  expect(created.status()).toBe(201)
  const { id, slug } = (await created.json()) as { id: number; slug: string }

  await page.goto(`/admin/news/${id}`)
  const toolbar = page.getByRole('toolbar', { name: 'Oblikovanje besedila' })
  const body = page.getByRole('textbox', { name: 'Besedilo' })
  await expect(toolbar).toBeVisible({ timeout: 60_000 })
  await body.getByText('Uvod.').click()
  await pressInEditor(page, 'End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Preberite zadnjo novico')
  await selectLine(page)

  // 1. The dialog, not the browser's prompt: a bad address is refused with a message that says how.
  await toolbar.getByRole('button', { name: 'Povezava' }).click()
  const dialog = page.getByRole('dialog', { name: 'Vstavi povezavo' })
  const address = dialog.getByRole('textbox', { name: 'Naslov povezave' })
  await expect(address).toBeFocused()
  await address.fill('www.gov.si')
  await dialog.getByRole('button', { name: 'Vstavi' }).click()
  await expect(address).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog.getByText('Naslov spletne strani začnite s https:// (npr. https://www.gov.si).')).toBeVisible()
  await expectAccessible(page)

  // One of our own pages, found by words of its title: its public path becomes the address.
  const picker = dialog.getByRole('combobox', { name: 'Poišči stran na naši spletni strani' })
  const word = published.title.split(/\s+/).reduce((longest, next) => (next.length > longest.length ? next : longest), '')
  await picker.fill(word)
  const option = page.getByRole('option', { name: published.title })
  await expect(option.first()).toBeVisible({ timeout: 30_000 })
  await expect(option.first()).toContainText(`/news/${published.slug}/`)
  await expectAccessible(page)
  await option.first().click()
  await expect(address).toHaveValue(`/news/${published.slug}/`)
  await expect(address).toHaveAttribute('aria-invalid', 'false')
  // 2. Off by default: a link opens in the same tab.
  await expect(dialog.getByRole('checkbox', { name: 'Odpri v novem zavihku' })).not.toBeChecked()
  await dialog.getByRole('button', { name: 'Vstavi' }).click()
  await expect(dialog).toBeHidden()
  const ownLink = body.getByRole('link', { name: 'Preberite zadnjo novico' })
  await expect(ownLink).toHaveAttribute('href', `/news/${published.slug}/`)
  await expect(ownLink).not.toHaveAttribute('target')
  await expect(body).toBeFocused()

  // With nothing selected the dialog asks for the link's text; this one opens in a new tab.
  await pressInEditor(page, 'End')
  await page.keyboard.press('Enter')
  await toolbar.getByRole('button', { name: 'Povezava' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Naslov povezave' }).fill('https://www.gov.si/zbirke/javne-objave/')
  await dialog.getByRole('button', { name: 'Vstavi' }).click()
  await expect(dialog.getByText('Vpišite besedilo povezave.')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Besedilo povezave' }).fill('Javne objave na portalu GOV.SI')
  await dialog.getByRole('checkbox', { name: 'Odpri v novem zavihku' }).check()
  await dialog.getByRole('button', { name: 'Vstavi' }).click()
  await expect(dialog).toBeHidden()
  const outsideLink = body.getByRole('link', { name: 'Javne objave na portalu GOV.SI' })
  await expect(outsideLink).toHaveAttribute('href', 'https://www.gov.si/zbirke/javne-objave/')
  await expect(outsideLink).toHaveAttribute('target', '_blank')
  await expect(outsideLink).toHaveAttribute('rel', 'noopener noreferrer')

  // A third link, then removed again: pressed on a link, the button edits it.
  await pressInEditor(page, 'End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Stran za brisanje')
  await selectLine(page)
  await toolbar.getByRole('button', { name: 'Povezava' }).click()
  await dialog.getByRole('textbox', { name: 'Naslov povezave' }).fill('mailto:info@rudnik.example')
  await dialog.getByRole('button', { name: 'Vstavi' }).click()
  await expect(body.getByRole('link', { name: 'Stran za brisanje' })).toHaveAttribute('href', 'mailto:info@rudnik.example')
  await body.getByRole('link', { name: 'Stran za brisanje' }).click()
  await toolbar.getByRole('button', { name: 'Povezava' }).click()
  const editDialog = page.getByRole('dialog', { name: 'Uredi povezavo' })
  await expect(editDialog.getByRole('textbox', { name: 'Naslov povezave' })).toHaveValue('mailto:info@rudnik.example')
  await expectAccessible(page)
  await editDialog.getByRole('button', { name: 'Odstrani povezavo' }).click()
  await expect(editDialog).toBeHidden()
  await expect(body.getByRole('link', { name: 'Stran za brisanje' })).toHaveCount(0)
  await expect(body.getByText('Stran za brisanje')).toBeVisible()
  // Editing the outside link shows its new-tab choice as it is.
  await outsideLink.click()
  await toolbar.getByRole('button', { name: 'Povezava' }).click()
  await expect(editDialog.getByRole('checkbox', { name: 'Odpri v novem zavihku' })).toBeChecked()
  await editDialog.getByRole('button', { name: 'Prekliči' }).click()
  await expect(editDialog).toBeHidden()
  await expect(toolbar.getByRole('button', { name: 'Povezava' })).toBeFocused()

  // 3. A picture of the library (1200 px wide) fits the editor.
  // the caret to the text's very end by keyboard (a click right after the dialog closed could leave the
  // editor's selection where it was, inside the outside link)
  await body.getByText('Stran za brisanje').click()
  await pressInEditor(page, 'Control+End')
  await page.keyboard.press('Enter')
  await toolbar.getByRole('button', { name: 'Slika' }).click()
  const imageDialog = page.getByRole('dialog', { name: 'Vstavi sliko' })
  await imageDialog.getByRole('group', { name: 'Izberite sliko iz knjižnice' }).getByRole('button').first().click()
  await imageDialog.getByRole('textbox', { name: 'Opis slike (za bralnike zaslona)' }).fill('Hale poslovne cone pod hribi')
  await imageDialog.getByRole('button', { name: 'Vstavi' }).click()
  const picture = body.getByRole('img', { name: 'Hale poslovne cone pod hribi' })
  await expect(picture).toBeVisible()
  await expect.poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  const [editorWidth, pictureWidth] = await widths(body, picture)
  expect(await picture.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(editorWidth)
  expect(pictureWidth).toBeLessThanOrEqual(editorWidth)

  await page.getByRole('button', { name: 'Shrani' }).click()
  const storedBody = async () => (await (await request.get(`/api/v1/news/admin/news/${id}/`, { headers })).json()).body as string
  await expect.poll(storedBody).toContain('Javne objave na portalu GOV.SI')
  const stored = await storedBody()
  expect(stored).toContain(`<a href="/news/${published.slug}/">Preberite zadnjo novico</a>`)
  expect(stored).toContain('<a href="https://www.gov.si/zbirke/javne-objave/" target="_blank" rel="noopener noreferrer">Javne objave na portalu GOV.SI</a>')
  expect(stored).not.toContain('mailto:info@rudnik.example')

  // The public page shows the links as stored, once a build after the save is live.
  await expect
    .poll(async () => (await request.get(`/news/${slug}/`)).text(), { timeout: 300_000, intervals: [2_000] })
    .toContain('Javne objave na portalu GOV.SI')
  await page.goto(`/news/${slug}/`)
  const article = page.locator('.news-detail__body .rich-text')
  await expect(article.getByRole('link', { name: 'Preberite zadnjo novico' })).toHaveAttribute('href', `/news/${published.slug}/`)
  await expect(article.getByRole('link', { name: 'Preberite zadnjo novico' })).not.toHaveAttribute('target')
  await expect(article.getByRole('link', { name: 'Javne objave na portalu GOV.SI' })).toHaveAttribute('target', '_blank')
  await expect(article.getByRole('link', { name: 'Javne objave na portalu GOV.SI' })).toHaveAttribute('rel', 'noopener noreferrer')

  // The dialog in English: its words, its message and axe.
  await page.goto(`/admin/news/${id}`)
  await page.evaluate(() => localStorage.setItem('language', 'en'))
  await page.reload()
  const englishToolbar = page.getByRole('toolbar', { name: 'Text formatting' })
  await expect(englishToolbar).toBeVisible({ timeout: 60_000 })
  await page.getByRole('textbox', { name: 'Text', exact: true }).getByRole('link', { name: 'Preberite zadnjo novico' }).click()
  await englishToolbar.getByRole('button', { name: 'Link' }).click()
  const english = page.getByRole('dialog', { name: 'Edit the link' })
  await expect(english.getByRole('textbox', { name: 'Link address' })).toHaveValue(`/news/${published.slug}/`)
  await expect(english.getByRole('combobox', { name: 'Find a page on our site' })).toBeVisible()
  await expect(english.getByRole('checkbox', { name: 'Open in a new tab' })).not.toBeChecked()
  await english.getByRole('textbox', { name: 'Link address' }).fill('javascript:alert(1)')
  await english.getByRole('button', { name: 'Save the link' }).click()
  await expect(english.getByText('This is not a valid address.', { exact: false })).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(english).toBeHidden()
})
