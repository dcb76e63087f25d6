/**
 * Feeds, structured data and redirects on the real server and a real build (issue 14, point 5):
 * the built news page carries its feed link and JSON-LD, the feeds are served with their types,
 * staff make a redirect in the back office (axe on its screens), and a news item whose slug changes
 * is followed from its old address to its new one by the browser (301).
 */
import { expect, test } from '@playwright/test'
import { E2E_ADMIN, expectAccessible, staffToken, waitForLiveSite } from './support'

test('redirects: feeds and JSON-LD in the build; a redirect made in the back office; a changed slug followed by a 301', async ({ page, request }) => {
  // A first full build and a rebuild after the rename: on a busy machine more than the default 3 minutes.
  test.setTimeout(600_000)
  const token = await staffToken(request)
  const auth = { authorization: `Token ${token}` }
  const first = await waitForLiveSite(request, token)

  const rss = await request.get('/news/feed.xml')
  expect(rss.status()).toBe(200)
  expect(rss.headers()['content-type']).toContain('xml')
  expect(await rss.text()).toContain('<rss version="2.0"')
  const ics = await request.get('/en/events/calendar.ics')
  expect(ics.status()).toBe(200)
  expect(ics.headers()['content-type']).toContain('text/calendar')
  expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR\r\n/)

  const item = (await (await request.get('/api/v1/news/?lang=sl&page_size=1')).json()).results[0]
  await page.goto(`/news/${item.slug}/`)
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
  expect(blocks.map((block) => block['@type'])).toEqual(expect.arrayContaining(['Organization', 'NewsArticle', 'BreadcrumbList']))
  expect(blocks.find((block) => block['@type'] === 'NewsArticle').headline).toBe(item.title)
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/news\/feed\.xml$/)

  // A redirect made by staff in the back office, followed by the browser.
  await page.goto('/admin/login')
  await page.getByRole('textbox', { name: /Uporabniško ime/ }).fill(E2E_ADMIN.username)
  await page.getByRole('textbox', { name: /Geslo/ }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /Prijava/ }).click()
  await expect(page.getByRole('navigation', { name: 'Rudnik' })).toBeVisible()
  await page.goto('/admin/redirects/create')
  await page.getByRole('textbox', { name: /Stari naslov/ }).fill('/stara-novica/')
  await page.getByRole('textbox', { name: /Novi naslov/ }).fill(`/news/${item.slug}/`)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Shrani', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/redirects\/\d+$/)
  await page.goto('/admin/redirects')
  await expect(page.getByRole('cell', { name: '/stara-novica/' })).toBeVisible()
  await expectAccessible(page)
  const viaStaff = await page.goto('/stara-novica/')
  expect(viaStaff!.request().redirectedFrom()).not.toBeNull()
  expect(new URL(page.url()).pathname).toBe(`/news/${item.slug}/`)

  // The slug changes: after the rebuild the old address leads to the new one.
  const renamed = `${item.slug}-preimenovano`
  const patched = await request.patch(`/api/v1/news/admin/news/${item.id}/`, { headers: auth, data: { slug: renamed } })
  expect(patched.status()).toBe(200)
  await waitForLiveSite(request, token, first.live_build_at)
  const answer = await request.get(`/news/${item.slug}/`, { maxRedirects: 0 })
  expect([answer.status(), answer.headers().location]).toEqual([301, `/news/${renamed}/`])
  await page.goto(`/news/${item.slug}/`)
  expect(new URL(page.url()).pathname).toBe(`/news/${renamed}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title)
  // put it back, so later specs find the demo item where it was
  await request.patch(`/api/v1/news/admin/news/${item.id}/`, { headers: auth, data: { slug: item.slug } })
})
