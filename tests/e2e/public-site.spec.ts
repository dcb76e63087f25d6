import { expect, test } from '@playwright/test'
import { expectAccessible, staffToken, waitForLiveSite } from './support'

test.beforeAll(async ({ request }) => {
  await waitForLiveSite(request, await staffToken(request))
})

test('the Slovenian news list is at /news/ and /sl/news/', async ({ page }) => {
  for (const path of ['/news/', '/sl/news/']) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sl')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Nova proizvodna hala v coni odprta' }).first()).toBeVisible()
    await expect(page.getByText('New production hall opens in the zone')).toHaveCount(0)
    await expectAccessible(page)
  }
})

test('the English news list is at /en/news/', async ({ page }) => {
  const response = await page.goto('/en/news/')
  expect(response?.status()).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('link', { name: 'New production hall opens in the zone' }).first()).toBeVisible()
  await expectAccessible(page)
})

test('a news item has its own page in its language', async ({ page }) => {
  // Specs before this one publish newer news, which can push the demo item to a later page.
  // Each list page is loaded whole: after a click on "next" the URL changes before the new page
  // renders, so a look taken in between saw the old page and the next look skipped a page.
  const item = page.getByRole('link', { name: 'Dan odprtih vrat cone' }).first()
  const visited: string[] = []
  let path = '/news/'
  for (;;) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    visited.push(path)
    if (await item.isVisible()) break
    const next = page.locator('a[rel="next"]')
    const href = (await next.count()) > 0 ? await next.first().getAttribute('href') : null
    if (!href) throw new Error(`"Dan odprtih vrat cone" is on no page of the news list: ${visited.join(' ')}`)
    path = href
  }
  await item.click()
  await expect(page).toHaveURL(/\/news\/dan-odprtih-vrat-cone\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dan odprtih vrat cone' })).toBeVisible()
  await expect(page.getByText('13.09.2025')).toBeVisible()
  await expectAccessible(page)
})

test('home shows the latest news in each language', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('link', { name: 'Nova proizvodna hala v coni odprta' }).first()).toBeVisible()
  await expectAccessible(page)
  await page.goto('/en/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('link', { name: 'New production hall opens in the zone' }).first()).toBeVisible()
  await expectAccessible(page)
})

test('the language switch swaps the prefix and keeps the rest of the path', async ({ page }) => {
  await page.goto('/news/')
  await page
    .getByRole('link', { name: /English/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/en\/news\/$/)
  await page
    .getByRole('link', { name: /Slovenščina/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/news\/$/)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sl')
})

test('an unknown language or path is the not-found page', async ({ page }) => {
  for (const path of ['/de/news/', '/de/', '/news/no-such-item/', '/en/no-such-page/']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText(/This page could not be found/).first()).toBeVisible()
  }
  await page.goto('/de/news/')
  await expectAccessible(page)
})
