/**
 * The public site by keyboard, and axe with the menus open: the skip link, the header menu and its
 * Information dropdown (Escape, focus leaving, a click outside), the mobile menu at 991px (the
 * breakpoint), the language switch and a form.
 */
import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, staffToken, waitForLiveSite } from './support'
import { dismissBanner, switchLink } from './site-helpers'

test.beforeAll(async ({ request }) => {
  await waitForLiveSite(request, await staffToken(request))
})

/** Presses Tab until `locator` has focus (at most `limit` times). */
async function tabTo(page: Page, locator: ReturnType<Page['locator']>, limit = 40) {
  for (let press = 0; press < limit; press++) {
    if (await locator.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(locator).toBeFocused()
}

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/en/information/')
  await dismissBanner(page)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
  await page.keyboard.press('Tab')
  // The next stop is in the main content, past the header.
  await expect(page.locator('main').locator('a, button, input, textarea').first()).toBeFocused()
})

test('the Information dropdown: opens by keyboard, closes on Escape, when focus leaves it, and on a click outside', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/en/news/')
  await dismissBanner(page)
  const button = page.getByRole('button', { name: 'Information' })
  const list = page.locator('#menu-group-information')
  await tabTo(page, button)
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(list).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Tab')
  await expect(list.getByRole('link', { name: 'Presentation' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()

  await page.keyboard.press('Enter')
  for (let link = 0; link < 5; link++) await page.keyboard.press('Tab')
  await expect(list.getByRole('link', { name: 'Gallery' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Business incubator' })).toBeFocused()
  await expect(list).toBeHidden()

  await button.click()
  await expect(list).toBeVisible()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(list).toBeHidden()

  await button.click()
  await list.getByRole('link', { name: 'Projects' }).click()
  await expect(page).toHaveURL(/\/en\/projects\/$/)
  await expect(page.locator('#menu-group-information')).toBeHidden()
})

test('the mobile menu at 991px: opens by keyboard, passes axe open (and with the dropdown open), Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 991, height: 800 })
  await page.goto('/en/about/')
  await dismissBanner(page)
  const menuButton = page.getByRole('button', { name: 'Menu' })
  const nav = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menuButton).toBeVisible()
  await expect(nav).toBeHidden()
  await tabTo(page, menuButton)
  await page.keyboard.press('Enter')
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  await expect(nav).toBeVisible()
  await expectAccessible(page)
  await page.keyboard.press('Tab')
  const group = page.getByRole('button', { name: 'Information' })
  await expect(group).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible()
  await expectAccessible(page)
  // The first Escape closes the dropdown, the second the menu; focus goes back to each one's button.
  await page.keyboard.press('Escape')
  await expect(group).toHaveAttribute('aria-expanded', 'false')
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  await expect(menuButton).toBeFocused()
  await expect(nav).toBeHidden()
  await page.setViewportSize({ width: 992, height: 800 })
  await expect(menuButton).toBeHidden()
  await expect(nav).toBeVisible()
})

test('the language switch by keyboard keeps the page and remembers the choice', async ({ page }) => {
  await page.goto('/projects/')
  await dismissBanner(page)
  await tabTo(page, switchLink(page, 'en'))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en\/projects\/$/)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
  await dismissBanner(page)
  await tabTo(page, switchLink(page, 'sl'))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/projects\/$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'sl')
})

test('a form by keyboard alone: fields in order, errors announced, sent with Enter', async ({ page }) => {
  await page.goto('/en/information/')
  await dismissBanner(page)
  const name = page.getByLabel('Name', { exact: true })
  await tabTo(page, name, 80)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Please check the marked fields.' })).toBeVisible()
  await expect(name).toBeFocused()
  await page.keyboard.type('Ana Novak')
  await page.keyboard.press('Tab')
  await page.keyboard.type('ana@example.org')
  await page.keyboard.press('Tab')
  await page.keyboard.type('041 000 000')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Is the hall free in March?')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Thank you! Your email was sent...')).toBeVisible()
})
