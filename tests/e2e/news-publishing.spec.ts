import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { E2E_ADMIN, expectAccessible, staffToken, waitForLiveSite } from './support'

const TITLE = 'Preizkusna novica iz pisarne'
const SLUG = 'preizkusna-novica-iz-pisarne'

test('staff log in, publish a Slovenian news item with an image, set the footer and the home page events, and the rebuilt site shows them', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000) // the first build (when this file runs first) and a rebuild
  const token = await staffToken(request)
  const before = await waitForLiveSite(request, token)
  page.on('dialog', (dialog) => dialog.accept())

  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: 'Prijava' })).toBeVisible()
  await expectAccessible(page)
  await page.getByRole('textbox', { name: 'Uporabniško ime' }).fill(E2E_ADMIN.username)
  await page.getByRole('textbox', { name: 'Geslo' }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Prijava' }).click()

  const sidebar = page.getByRole('navigation', { name: 'Rudnik' })
  await expect(sidebar).toBeVisible()
  await expect(page.getByRole('button', { name: 'Izpis' })).toBeVisible()
  await sidebar.getByRole('menuitem', { name: 'Novice' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Novice' })).toBeVisible()
  // Specs that ran before add news dated after the demo items: find the demo item as an editor would.
  await page.getByRole('textbox', { name: 'Iskanje' }).fill('Nova proizvodna hala')
  await expect(page.getByText('Nova proizvodna hala v coni odprta').first()).toBeVisible()
  await expectAccessible(page)

  await page.getByRole('link', { name: 'Ustvari' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ustvari')
  await page.getByRole('textbox', { name: 'Naslov', exact: true }).fill(TITLE)
  const date = page.getByRole('textbox', { name: 'Datum' })
  await date.fill('13.9.2025')
  await date.press('Tab')
  await page.getByRole('textbox', { name: 'Besedilo' }).fill('Prvi odstavek.\n\nDrugi odstavek.')
  const picture = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#8c5e3c' } })
    .png()
    .toBuffer()
  await page.locator('input[type=file]').setInputFiles({ name: 'hala.png', mimeType: 'image/png', buffer: picture })
  await page.getByRole('textbox', { name: 'Opis slike' }).fill('Rjava ploskev')
  await page.getByRole('switch', { name: 'Objavljeno' }).check()
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Shrani' }).click()
  await expect(page.getByText('Element je ustvarjen')).toBeVisible()

  // What the footer and key screens save (/admin/footer, /admin/key) goes into the same rebuild.
  const staff = { authorization: `Token ${token}` }
  const info = await (await request.get('/api/v1/info/lang/sl/')).json()
  const hours = 'pon–pet 7:00–15:00, sob 8:00–12:00'
  expect((await request.patch(`/api/v1/info/${info.id}/`, { headers: staff, data: { opening_hours: hours } })).ok()).toBe(true)
  const lastEvents = async (lang: string) => (await (await request.get(`/api/v1/events/last-events/?lang=${lang}`)).json()) as { id: number; title: string }[]
  // One order for every language: the Slovenian events reversed, the English ones kept.
  const latest = (await lastEvents('sl')).reverse()
  const ids = [...latest, ...(await lastEvents('en'))].map((event) => event.id)
  expect((await request.post('/api/v1/events/update-last-events/', { headers: staff, data: { ids } })).ok()).toBe(true)
  const keyEvents = (await (await request.get('/api/v1/events/on-key-events-full/?lang=sl')).json()) as { id: number; on_key_order: number }[]
  const { results } = await (await request.get('/api/v1/events/?lang=sl&page_size=50')).json()
  const newKey = (results as { id: number; title: string }[]).find((event) => !keyEvents.some((key) => key.id === event.id))!
  const lastPlace = Math.max(0, ...keyEvents.map((event) => event.on_key_order)) + 1
  expect((await request.patch(`/api/v1/events/full/${newKey.id}/`, { headers: staff, data: { on_key: true, on_key_order: lastPlace } })).ok()).toBe(true)

  await waitForLiveSite(request, token, before.live_build_at)

  await page.goto('/')
  await expect(page.getByRole('contentinfo').getByText(hours)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Zadnji dogodki' }).getByRole('heading', { level: 3 })).toHaveText(latest.map((event) => event.title))
  await expect(page.getByRole('region', { name: 'Izpostavljeni dogodki' }).getByRole('heading', { level: 3 }).last()).toHaveText(newKey.title)

  await page.goto('/news/')
  await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible()
  await page.goto(`/news/${SLUG}/`)
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible()
  const image = page.getByRole('img', { name: 'Rjava ploskev' })
  await expect(image).toBeVisible()
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expectAccessible(page)

  await page.goto('/en/news/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(TITLE)).toHaveCount(0)
  expect((await page.goto(`/en/news/${SLUG}/`))?.status()).toBe(404)
})

test('a visitor without a session is sent to the back office login', async ({ page }) => {
  await page.goto('/admin/')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await page.goto('/en/admin/')
  await expect(page).toHaveURL(/\/en\/admin\/login$/)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
})
