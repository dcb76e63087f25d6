/**
 * The tests' Chromium (tests/support/chromium-args.ts): Playwright's own disabled features are kept, and a window
 * opens without the address bar's popup pages (a renderer process each, for every window).
 */
import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_PATH, chromiumArgs, playwrightDisabledFeatures } from '../support/chromium-args'

describe("the tests' Chromium", () => {
  it("keeps Playwright's disabled features in the one --disable-features Chromium reads", () => {
    const ours = chromiumArgs().filter((arg) => arg.startsWith('--disable-features='))
    expect(ours).toHaveLength(1)
    const features = ours[0].slice('--disable-features='.length).split(',')
    expect(playwrightDisabledFeatures()).toEqual(expect.arrayContaining(['HttpsUpgrades', 'PaintHolding', 'ThirdPartyStoragePartitioning']))
    expect(features).toEqual(expect.arrayContaining(playwrightDisabledFeatures()))
  })

  it('opens a page without the address bar popups (no chrome://omnibox-popup target)', async () => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs() })
    try {
      const page = await (await browser.newContext()).newPage()
      await page.goto('data:text/html,<title>t</title><h1>t</h1>')
      const session = await browser.newBrowserCDPSession()
      const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] }
      expect(targetInfos.filter((target) => target.type === 'page').map((target) => target.url)).toEqual(['data:text/html,<title>t</title><h1>t</h1>'])
      expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([])
    } finally {
      await browser.close()
    }
  }, 60_000)
})
