/**
 * The public site's browser behaviour: nothing stored before the cookie choice, the cookie banner
 * both ways, the chunk-reload guard, the loading indicator, event statuses kept current.
 */
import { expect, test, type Page, type Route } from '@playwright/test'
import { staffToken, waitForLiveSite } from './support'
import { hydrated } from './site-helpers'

test.beforeAll(async ({ request }) => {
  await waitForLiveSite(request, await staffToken(request))
})

const stored = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort())

test('a first visit stores nothing (local storage, cookies) before the cookie choice', async ({ page, context }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('link', { name: 'Novice', exact: true }).first().click()
  await expect(page).toHaveURL(/\/news\/$/)
  await page.goto('/en/about/')
  await hydrated(page)
  expect(await stored(page)).toEqual([])
  expect(await context.cookies()).toEqual([])
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Razumem' }).click()
  expect(await stored(page)).toEqual(['cookie-consent'])
  expect(await context.cookies()).toEqual([])
})

test('the cookie banner: Razumem and Zavrni are stored, and the choice can be changed', async ({ page }) => {
  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Soglasje za piškotke' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Razumem' }).click()
  await expect(banner).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted')
  await page.reload()
  await hydrated(page)
  await expect(page.getByRole('region', { name: 'Soglasje za piškotke' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Nastavitve piškotkov' }).click()
  await page.getByRole('region', { name: 'Soglasje za piškotke' }).getByRole('button', { name: 'Zavrni' }).click()
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('rejected')
  await page.goto('/en/cookies/')
  await expect(page.getByText('Your current choice: rejected.')).toBeVisible()
  await expect(page.getByRole('heading', { name: /Session storage/ })).toBeVisible()
})

test('a script chunk that fails to load during navigation reloads the page exactly once', async ({ page }) => {
  await page.route('**/component---site-views-about-tsx-*.js', (route) => route.abort())
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
  })
  const chunkErrors: number[] = []
  page.on('pageerror', (error) => {
    if (/ChunkLoadError|Loading chunk/.test(`${error.name} ${error.message}`)) chunkErrors.push(documents.length)
  })
  await page.goto('/en/')
  await hydrated(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Presentation' }).click()
  // Gatsby loads the page anew when its chunk fails during navigation; when it fails again there, the
  // guard reloads once; the third failure (on the reloaded page) is left alone.
  await expect.poll(() => chunkErrors.filter((count) => count === 3).length, { timeout: 30_000 }).toBeGreaterThan(0)
  expect(documents).toEqual(['/en/', '/en/about/', '/en/about/'])
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload')
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Presentation' })).toBeVisible()
})

/** Holds the page data of `pathname` until the test lets it go. */
async function holdPageData(page: Page, pathname: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/page-data${pathname}page-data.json`, async (route: Route) => {
    await released
    await route.continue()
  })
  return release
}

const indicator = (page: Page) => page.locator('.loading-indicator--on')

test('the loading indicator shows when a navigation waits: links, programmatic navigation, back and forward', async ({ page }) => {
  await page.goto('/en/')
  await hydrated(page)
  await expect(indicator(page)).toHaveCount(0)

  let release = await holdPageData(page, '/en/gallery/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click()
  await expect(indicator(page)).toHaveCount(1)
  release()
  await expect(page).toHaveURL(/\/en\/gallery\/$/)
  await expect(indicator(page)).toHaveCount(0)

  release = await holdPageData(page, '/en/video/')
  await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/en/video/'))
  await expect(indicator(page)).toHaveCount(1)
  release()
  await expect(page).toHaveURL(/\/en\/video\/$/)
  await expect(indicator(page)).toHaveCount(0)

  // Back to a page whose data the browser does not have yet.
  release = await holdPageData(page, '/en/terms/')
  await page.evaluate(() => {
    history.pushState(history.state, '', '/en/terms/')
    history.pushState(history.state, '', '/en/video/')
  })
  await page.goBack()
  await expect(indicator(page)).toHaveCount(1)
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible()
  await expect(indicator(page)).toHaveCount(0)
})

test('event statuses are recomputed in the browser; without JavaScript the page says on which day they were true', async ({ page, request }) => {
  const html = await (await request.get('/en/events/')).text()
  expect(html).toContain('Event status as of')
  await page.clock.setFixedTime(new Date('2100-01-01T12:00:00Z'))
  await page.goto('/en/events/')
  await hydrated(page)
  await expect(page.getByText('Event status as of 01.01.2100.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Past events' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Ongoing events' })).toHaveCount(0)
  await page.goto('/en/')
  await hydrated(page)
  const featured = page.getByRole('region', { name: 'Featured events' })
  await expect(featured.locator('.badge--past').first()).toBeVisible()
  await expect(featured.locator('.badge--upcoming, .badge--ongoing')).toHaveCount(0)
})
