/** Helpers of the public site's end-to-end tests (site-*.spec.ts). */
import { expect, type Page } from '@playwright/test'

/**
 * The page has hydrated (typing before that is lost when React takes over the inputs). Hydration runs in
 * slices after the root is created (site/hydrate.ts), which marks `#___gatsby` once it is whole.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.getElementById('___gatsby')?.dataset.hydrated === 'true')
}

/** Chooses Zavrni in the cookie banner's storage, so the banner does not cover the page. */
export async function dismissBanner(page: Page) {
  await hydrated(page)
  await page.evaluate(() => localStorage.setItem('cookie-consent', 'rejected'))
}

/** Console errors and uncaught page errors from now on; `take()` returns them and starts a new list. */
export function collectErrors(page: Page) {
  let errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return {
    take: () => {
      const taken = errors
      errors = []
      return taken
    },
  }
}

/** The language switch's link to `language` ('English' or 'Slovenščina' in its hidden name). */
export const switchLink = (page: Page, language: 'sl' | 'en') =>
  page
    .getByRole('navigation', { name: language === 'en' ? 'Jezik strani' : 'Page language' })
    .getByRole('link', { name: language === 'en' ? /English/ : /Slovenščina/ })

/**
 * Uses the language switch (gatsby-plugin-react-i18next's Link: the other language's page comes
 * with its own words, without a new document) and answers the status the server gives its address.
 */
export async function switchTo(page: Page, language: 'sl' | 'en', pathname: string) {
  await switchLink(page, language).click()
  await expect(page).toHaveURL(new RegExp(`${pathname.replace(/[/.]/g, '\\$&')}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.getByRole('navigation', { name: language === 'en' ? 'Page language' : 'Jezik strani' })).toBeVisible()
  return (await page.request.get(pathname)).status()
}
