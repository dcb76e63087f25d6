/**
 * An event's gallery (issue 24, point 9), as an editor makes it and a visitor sees it: pictures
 * uploaded in the back office say "Brez opisa" until each gets its description for screen readers
 * (a dialog from its row, stored by the server), are put in order, and after the rebuild the
 * event's public page shows them in that order with those descriptions as alt text, in Slovenian
 * and in English (each language's event has its own pictures); axe finds nothing on either page
 * nor on the panel with its dialog open.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { hydrated } from './site-helpers'
import { buildStatus, expectAccessible, staffToken, waitForLiveSite, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'event-pictures-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

const png = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 480, height: 320, channels: 3, background } })
    .png()
    .toBuffer(),
})

async function eventBySlug(request: APIRequestContext, language: 'sl' | 'en', slug: string) {
  const { results } = await (await request.get(`/api/v1/events/?lang=${language}&page_size=50`)).json()
  const event = (results as { id: number; slug: string }[]).find((candidate) => candidate.slug === slug)
  expect(event, `${slug} among the demo events`).toBeDefined()
  return event!
}

test("an event's pictures: described and ordered in the back office, shown with their descriptions on its page in both languages", async ({
  page,
  request,
}) => {
  test.setTimeout(900_000) // the first build (when this file runs first) and a rebuild
  const token = await staffToken(request)
  const staff = { authorization: `Token ${token}` }
  await waitForLiveSite(request, token, null, 480_000) // the first build, when this file runs first
  const sl = await eventBySlug(request, 'sl', 'dan-odprtih-vrat')
  const en = await eventBySlug(request, 'en', 'open-day')
  const pictures = async (event: number) =>
    (await (await request.get(`/api/v1/events/images/?event=${event}&ordering=order&page_size=100`, { headers: staff })).json()).results as {
      id: number
      alt: string
    }[]
  const already = (await pictures(sl.id)).length

  // The editor adds two pictures to the Slovenian event; neither has a description yet.
  await page.goto(`/admin/events/${sl.id}`)
  const panel = page.getByRole('region', { name: 'Slike' })
  await panel.getByLabel('Dodaj slike').setInputFiles([await png('oder.png', '#2e6b30'), await png('stojnice.png', '#a84300')])
  await expect(page.getByText('Dodanih slik: 2')).toBeVisible()
  const items = panel.getByRole('list', { name: 'Slike' }).getByRole('listitem')
  await expect(items).toHaveCount(already + 2)
  const stage = items.nth(already)
  const stalls = items.nth(already + 1)
  await expect(stage.getByText('Brez opisa')).toBeVisible()
  await expect(stalls.getByText('Brez opisa')).toBeVisible()

  // Each gets its description in the dialog of its row.
  await stage.getByRole('button', { name: `Uredi opis slike: Slika ${already + 1}` }).click()
  const dialog = page.getByRole('dialog', { name: `Opis slike za bralnike zaslona: Slika ${already + 1}` })
  await expect(dialog.getByRole('textbox', { name: 'Opis slike' })).toBeFocused()
  await dialog.getByRole('textbox', { name: 'Opis slike' }).fill('Oder pred upravno stavbo')
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Shrani' }).click()
  await expect(page.getByText('Opis slike je shranjen.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(stage).toContainText('Oder pred upravno stavbo')
  await expect(stage.getByText('Brez opisa')).toHaveCount(0)
  await stalls.getByRole('button', { name: `Uredi opis slike: Slika ${already + 2}` }).click()
  await page.getByRole('dialog').getByRole('textbox', { name: 'Opis slike' }).fill('Stojnice podjetij na trgu')
  await page.getByRole('dialog').getByRole('textbox', { name: 'Opis slike' }).press('Enter')
  await expect(stalls).toContainText('Stojnice podjetij na trgu')
  const stored = (await pictures(sl.id)).slice(-2).map((row) => row.alt)
  expect(stored).toEqual(['Oder pred upravno stavbo', 'Stojnice podjetij na trgu'])

  // The stalls go first among the pictures, and the order is saved.
  await page.getByRole('button', { name: 'Premakni gor: Stojnice podjetij na trgu' }).click()
  await page.getByRole('button', { name: 'Shrani vrstni red' }).click()
  await expect(page.getByText('Vrstni red slik je shranjen.')).toBeVisible()
  const slOrder = (await pictures(sl.id)).map((row) => row.alt)
  expect(slOrder.indexOf('Stojnice podjetij na trgu')).toBeLessThan(slOrder.indexOf('Oder pred upravno stavbo'))
  await expectAccessible(page)

  // The English event gets a picture of its own, described in English (through the API, as the panel sends it).
  const before = (await buildStatus(request, token)).live_build_at
  const upload = await request.post('/api/v1/events/images/', {
    headers: staff,
    multipart: { event: String(en.id), alt: 'Stalls of the companies on the square', order: '99', is_main: 'false', image: await png('stalls.png', '#6a1b9a') },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  await waitForLiveSite(request, token, before)

  // Visitors see each language's pictures on its event page, in the saved order, with their descriptions.
  for (const [address, heading, alts] of [
    [`/events/${sl.slug}/`, 'Slike', slOrder],
    [`/en/events/${en.slug}/`, 'Pictures', (await pictures(en.id)).map((row) => row.alt)],
  ] as const) {
    await page.goto(address)
    await hydrated(page)
    const section = page.getByRole('region', { name: heading })
    await expect(section.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    const images = section.getByRole('listitem').getByRole('img')
    await expect(images).toHaveCount(alts.length)
    expect(await images.evaluateAll((elements) => elements.map((element) => element.getAttribute('alt')))).toEqual(alts)
    await expectAccessible(page)
  }
  await expect(page.getByRole('region', { name: 'Pictures' }).getByRole('img', { name: 'Stalls of the companies on the square' })).toBeVisible()
})
