/**
 * Reduced motion (admin/theme.ts): when the system asks for less motion, nothing in the back office moves on its own:
 * an endless animation (the publishing notice's indeterminate bar, a spinner) runs once, in no time, and transitions
 * end at once. Without the setting, animations run as designed. (playwright.config.ts asks for reduced motion in
 * every spec: the repainting bar cost Chromium a fifth of a core while a build ran.)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-reduced-motion-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))
test.use({ storageState: STATE })

/** How the page styles an element that asks, in its own style attribute, for an endless animation and a transition. */
function probeStyle(page: Page) {
  return page.evaluate(() => {
    const probe = document.createElement('div')
    probe.setAttribute('style', 'animation: probe-spin 1.5s linear infinite; transition: opacity 300ms ease')
    document.body.append(probe)
    const style = getComputedStyle(probe)
    const seen = { iterations: style.animationIterationCount, duration: style.animationDuration, transition: style.transitionDuration }
    probe.remove()
    return seen
  })
}

test('with reduced motion asked for, the back office runs no endless animation and no transition; without, they run', async ({ page }) => {
  await page.goto('/admin/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true)
  expect(await probeStyle(page)).toEqual({ iterations: '1', duration: '0s', transition: '0s' })

  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await probeStyle(page)).toEqual({ iterations: 'infinite', duration: '1.5s', transition: '0.3s' })
})
