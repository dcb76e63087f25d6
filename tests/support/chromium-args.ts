/**
 * How the tests launch Debian's Chromium (/usr/bin/chromium; nothing is downloaded): headless, no sandbox (root in
 * CI), no GPU, and without the address bar's own pages.
 *
 * Chromium 156 makes two WebUI pages of its own for every window, headless too (chrome://omnibox-popup.top-chrome/,
 * the address bar's suggestion popups), each in a renderer process of its own. No test looks at an address bar, and
 * each test opens a window: 15 new pages took 17 s of CPU with them and 7 s without (an idle 2-core machine).
 *
 * Chromium reads only the last `--disable-features` it is given, and Playwright gives its own (features it turns off
 * so tests behave: HTTPS upgrades, paint holding, ...), which one of ours would replace. So ours is Playwright's list
 * with the two popups added; Playwright does not export its list, so it is read from its code, and a Playwright whose
 * code no longer has it stops the tests here with a message instead of running them with its features on.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'

export const CHROMIUM_PATH = '/usr/bin/chromium'

/** The address bar's popups (Chromium's feature names). */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/** The features Playwright turns off when it launches Chromium (`disabledFeatures` in playwright-core's code). */
export function playwrightDisabledFeatures(): string[] {
  const file = createRequire(__filename).resolve('playwright-core/lib/coreBundle')
  const list = /\bdisabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(fs.readFileSync(file, 'utf8'))?.[1]
  const names = [...(list ?? '').replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1])
  if (names.length === 0) throw new Error(`Playwright's list of disabled Chromium features was not found in ${file}: see tests/support/chromium-args.ts`)
  return names
}

/** Launch arguments for Chromium in the tests (Playwright adds its own, then these). */
export function chromiumArgs(): string[] {
  return ['--no-sandbox', '--disable-gpu', `--disable-features=${[...playwrightDisabledFeatures(), ...OMNIBOX_POPUPS].join(',')}`]
}
