/**
 * Pictures through the back office (issue point 5): a generated form's upload with its progress
 * bar; a gallery taking many files at once, each with its progress, reordered by drag and drop
 * (persisted), a picture hidden and one deleted after a confirmation (axe); files dropped before the gallery's list came
 * still go after its last picture, listed when the notice shows; an event's pictures
 * panel (reached from its edit screen too): added, the main one chosen and changed, one deleted.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { expectAccessible, staffToken, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-media-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

const pngs = (names: string[]) =>
  Promise.all(
    names.map(async (name, index) => ({
      name,
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background: ['#2e6b30', '#a84300', '#6a1b9a'][index % 3] } })
        .png()
        .toBuffer(),
    })),
  )

async function api(request: APIRequestContext) {
  const headers = { authorization: `Token ${await staffToken(request)}` }
  return async (url: string) => (await request.get(`/api/v1/${url}`, { headers })).json()
}

test('a generated form sends its picture with a progress bar', async ({ page, request }) => {
  const get = await api(request)
  const title = `S sliko ${Date.now().toString(36)}`
  await page.goto('/admin/news/create')
  await page.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title)
  const date = page.getByRole('textbox', { name: 'Datum', exact: true })
  await date.fill('13.9.2025')
  await date.press('Tab')
  await page.getByRole('textbox', { name: 'Besedilo', exact: true }).fill('Novica s sliko.')
  await page.locator('input[type=file][aria-label="Slika"]').setInputFiles(await pngs(['hala.png']))
  // hold the answer a moment, so the bar can be seen at the end of the sending
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/v1/news/admin/news/', async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Shrani', exact: true }).click()
  await expect(page.getByRole('progressbar', { name: /Nalaganje: \d+ %/ })).toBeVisible()
  await expect(page.getByTestId('upload-progress').getByRole('status')).toHaveText(/Nalaganje: \d+ %/)
  release()
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/)
  const saved = (await get(`news/admin/news/?search=${encodeURIComponent(title)}`)).results
  expect(saved).toHaveLength(1)
  expect(saved[0].image).toMatch(/^\/media\//)
})

test('a gallery takes many pictures at once with progress; drag and drop reorders them persistently; one is hidden, one deleted', async ({ page, request }) => {
  const get = await api(request)
  // Playwright's dragTo presses on the source, then scrolls the target into view and starts the drag from whatever
  // is under the pointer by then: in a gallery longer than the window (repeated runs add pictures) another picture
  // moved (trace: the 5th instead of the 10th). Both ends on screen, as a person would drag.
  await page.setViewportSize({ width: 1280, height: 2400 })
  await page.goto('/admin/gallery/1')
  await expect(page.getByRole('heading', { name: 'Slike galerije' })).toBeVisible()
  const files = await pngs(['bulk-0.png', 'bulk-1.png', 'bulk-2.png'])
  await page.getByLabel('Dodaj slike').setInputFiles(files)
  await expect(page.getByText('Dodanih slik: 3')).toBeVisible()
  for (const file of files) await expect(page.getByRole('progressbar', { name: new RegExp(`${file.name}: Nalaganje: 100 %`) })).toBeVisible()

  const list = page.getByRole('list', { name: 'Slike galerije' })
  const items = list.getByRole('listitem')
  const order = () => items.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id')))
  const before = await order()
  const count = before.length
  const lastId = before[count - 1]!
  await items.nth(count - 1).dragTo(items.first())
  // the whole sequence, not only the first place: the last picture first, the others after it as they were
  const reordered = [lastId, ...before.slice(0, count - 1)]
  await expect.poll(order).toEqual(reordered)
  await page.getByRole('button', { name: 'Shrani vrstni red' }).click()
  await expect(page.getByText('Vrstni red slik je shranjen.')).toBeVisible()
  const rows = async () => (await get('gallery-images/?gallery=1&ordering=order&page_size=100')).results as { id: number; is_active: boolean }[]
  expect((await rows()).map((row) => String(row.id))).toEqual(reordered)

  // hide the first picture on the public site, then delete it after confirming
  await items
    .first()
    .getByRole('button', { name: /^Skrij na javni strani/ })
    .click()
  await expect(items.first().getByText('Skrita')).toBeVisible()
  expect((await rows()).find((row) => String(row.id) === lastId)?.is_active).toBe(false)
  await items
    .first()
    .getByRole('button', { name: /^Izbriši sliko/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Izbrišem sliko?' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Potrdi' }).click()
  await expect(page.getByText('Slika je izbrisana.')).toBeVisible()
  await expect(list.locator(`[data-id="${lastId}"]`)).toHaveCount(0)
  expect((await rows()).map((row) => String(row.id))).not.toContain(lastId)
  await expectAccessible(page)
})

test("a gallery's pictures dropped before its list came go after its last one; the notice comes with them listed", async ({ page, request }) => {
  const headers = { authorization: `Token ${await staffToken(request)}` }
  const stored = async () =>
    ((await (await request.get('/api/v1/gallery-images/?gallery=1&ordering=order&page_size=100', { headers })).json()).results as { id: number }[]).map((row) =>
      String(row.id),
    )
  const old = await stored()
  // The panel's list answers late (a slow line): the files are dropped before the panel knows the gallery's pictures.
  await page.route(
    (url) => url.pathname === '/api/v1/gallery-images/' && url.searchParams.get('ordering') === 'order',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    },
  )
  await page.goto('/admin/gallery/1')
  await page.getByLabel('Dodaj slike').setInputFiles(await pngs(['late-0.png', 'late-1.png', 'late-2.png']))
  await expect(page.getByText('Dodanih slik: 3')).toBeVisible()
  const shown = await page
    .getByRole('list', { name: 'Slike galerije' })
    .getByRole('listitem')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-id')))
  const now = await stored()
  expect(now).toHaveLength(old.length + 3)
  // the old pictures first, as they were (new ones took orders 1, 2, 3 among them when the panel counted from no list)
  expect(now.slice(0, old.length)).toEqual(old)
  // and the list shows them as soon as the notice says they are in
  expect(shown).toEqual(now)
  for (const id of now.slice(old.length)) expect((await request.delete(`/api/v1/gallery-images/${id}/`, { headers })).status()).toBe(204)
})

test("an event's pictures: added with progress, the main one chosen and changed, one deleted; linked from the event", async ({ page, request }) => {
  const get = await api(request)
  const event = ((await get('events/full/?page_size=1&ordering=-id')).results as { id: number }[])[0]
  const pictures = async () => (await get(`events/images/?event=${event.id}&page_size=100&ordering=order`)).results as { id: number; is_main: boolean }[]
  await page.goto(`/admin/events/${event.id}`)
  const panel = page.getByRole('region', { name: 'Slike' })
  await panel.getByLabel('Dodaj slike').setInputFiles(await pngs(['oder.png', 'dvorana.png']))
  await expect(page.getByText('Dodanih slik: 2')).toBeVisible()
  await expect(panel.getByRole('progressbar', { name: 'dvorana.png: Nalaganje: 100 %' })).toBeVisible()

  const items = panel.getByRole('list', { name: 'Slike' }).getByRole('listitem')
  await expect(items).toHaveCount((await pictures()).length)
  // a picture without a description is named by its place ('Slika 2'), not by its random file name
  const [oderId, dvoranaId] = (await pictures()).slice(-2).map((row) => String(row.id))
  const oder = items.and(page.locator(`[data-id="${oderId}"]`))
  const dvorana = items.and(page.locator(`[data-id="${dvoranaId}"]`))
  await expect(dvorana).toContainText(`Slika ${await items.count()}`)
  await oder.getByRole('button', { name: /^Nastavi kot glavno sliko/ }).click()
  await expect(oder.getByText('Glavna slika')).toBeVisible()
  await dvorana.getByRole('button', { name: /^Nastavi kot glavno sliko/ }).click()
  await expect(dvorana.getByText('Glavna slika')).toBeVisible()
  await expect(oder.getByText('Glavna slika')).toHaveCount(0)
  const mains = (await pictures()).filter((row) => row.is_main)
  expect(mains.map((row) => String(row.id))).toEqual([dvoranaId])

  await oder.getByRole('button', { name: /^Izbriši sliko/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Potrdi' }).click()
  // The notice comes once the server answered the delete; the row can leave the list earlier (while it reloads).
  await expect(page.getByText('Slika je izbrisana.')).toBeVisible()
  await expect(oder).toHaveCount(0)
  expect((await pictures()).map((row) => String(row.id))).not.toContain(oderId)

  // the event's edit screen links to its pictures' own list, filtered to it
  await page.getByRole('link', { name: 'Slike dogodkov' }).click()
  await expect(page).toHaveURL(/\/admin\/event-images\?filter=/)
  await expect(page.locator('table tbody tr')).toHaveCount((await pictures()).length)
})
