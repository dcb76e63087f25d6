/**
 * The public search page in both languages (issue 14 point 6): the form is in the page's HTML
 * (a GET form, so it works without JavaScript), words typed without č, š, ž find the records
 * that have them, the count is announced with the language's plural form, the footer links to
 * it, and axe finds no WCAG 2.1 A/AA violation.
 */
import { expect, test } from '@playwright/test'
import { expectAccessible, staffToken, waitForLiveSite } from './support'
import { collectErrors, dismissBanner, hydrated } from './site-helpers'

const NEWS = [
  { title: 'Češnjev nasad ob hali', lang: 'sl', is_published: true },
  { title: 'Sorte češnje v Žalcu', lang: 'sl', is_published: true },
  { title: 'Skrita češnjeva novica', lang: 'sl', is_published: false },
  { title: 'Cherry orchard in Žalec', lang: 'en', is_published: true },
]

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000)
  const token = await staffToken(request)
  await waitForLiveSite(request, token, null, 540_000)
  for (const [index, item] of NEWS.entries()) {
    const response = await request.post('/api/v1/news/admin/news/', {
      headers: { authorization: `Token ${token}` },
      // Old dates: the home page's latest news stay the demo ones.
      data: { ...item, date_made: `2019-05-0${index + 1}`, body: 'Sadovnjak.', summary: 'Češnje.' },
    })
    expect(response.status()).toBe(201)
  }
})

test('the page is rendered with its GET form, and the footer links to it in both languages', async ({ page }) => {
  for (const [path, label, footer] of [
    ['/search/', 'Iskani izrazi', 'Iskanje'],
    ['/en/search/', 'Search terms', 'Search'],
  ]) {
    const html = await (await page.request.get(path)).text()
    expect(html).toMatch(/<form[^>]*role="search"[^>]*method="get"/)
    expect(html).toMatch(/<input[^>]*name="q"/)
    await page.goto(path.replace('search/', ''))
    await page.getByRole('contentinfo').getByRole('link', { name: footer, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
    await expect(page.getByLabel(label)).toBeVisible()
  }
})

test('Slovenian: "cesnj" typed without č finds the published items, announced as "Najdena sta 2 zadetka."', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/search/')
  await dismissBanner(page)
  await page.getByLabel('Iskani izrazi').fill('cesnj')
  await page.getByRole('button', { name: 'Išči' }).click()
  await expect(page).toHaveURL(/\/search\/\?q=cesnj$/)
  await hydrated(page)
  await expect(page.locator('.search-status')).toHaveText('Najdena sta 2 zadetka.')
  const results = page.getByRole('region', { name: 'Novice' }).getByRole('link')
  // Newest first, as the news list orders them.
  await expect(results).toHaveText(['Sorte češnje v Žalcu', 'Češnjev nasad ob hali'], { useInnerText: true })
  await expect(page.getByLabel('Iskani izrazi')).toHaveValue('cesnj')
  await expectAccessible(page)
  // Every word must match, each as the start of a word: "zalc" finds "Žalcu".
  await page.getByLabel('Iskani izrazi').fill('zalc cesnje')
  await page.keyboard.press('Enter')
  await expect(page.locator('.search-status')).toHaveText('Najden je 1 zadetek.')
  await page.getByRole('link', { name: 'Sorte češnje v Žalcu' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorte češnje v Žalcu')
  expect(errors.take()).toEqual([])
})

test('English: "zalec orchard" finds the English item only, and an unknown word says 0 results', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/en/search/?q=zalec%20orchard')
  await dismissBanner(page)
  await expect(page.locator('.search-status')).toHaveText('1 result found.')
  await expect(page.getByRole('region', { name: 'News' }).getByRole('link')).toHaveText(['Cherry orchard in Žalec'])
  await expect(page.getByRole('region', { name: 'News' }).getByRole('link')).toHaveAttribute('href', /^\/en\/news\//)
  await expectAccessible(page)
  await page.getByLabel('Search terms').fill('nonexistentword')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.locator('.search-status')).toHaveText('0 results found.')
  expect(errors.take()).toEqual([])
})
