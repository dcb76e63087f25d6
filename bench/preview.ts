/**
 * "A preview rendered in <= 2 s": from asking the API for a preview of a news item's unsaved values
 * (POST previews/, as the back office's Predogled button does) to its title drawn by the site's news
 * template on /predogled/ in Chromium. The baseline, in the same run and the same browser: the same
 * item's static page (built by the site build) until its title shows. Each figure is the median of
 * BENCH_PREVIEW_RUNS (default 7), cold (a new browser context: nothing cached) and warm (the same
 * context again: the preview page's scripts cached, as for an editor who previews twice).
 *
 *   BENCH_PORT=4441 npm run bench -- preview
 */
import { type Browser, chromium } from '@playwright/test'
import { Api, startServer, stopServer } from './product'
import type { Bench, Figure } from './report'

const RUNS = Number(process.env.BENCH_PREVIEW_RUNS ?? 7)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

interface NewsItem {
  id: number
  slug: string
  title: string
  lang: string
}

/** Milliseconds until `pathname` shows `title` as its h1, in a fresh context (cold) or the same one (warm). */
async function timeUntilShown(browser: Browser, origin: string, pages: (() => Promise<{ pathname: string; title: string }>)[]) {
  const cold: number[] = []
  const warm: number[] = []
  for (const next of pages) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    for (const times of [cold, warm]) {
      const started = performance.now()
      const { pathname, title } = await next()
      await page.goto(`${origin}${pathname}`)
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 })
      times.push(performance.now() - started)
      await page.goto('about:blank')
    }
    await context.close()
  }
  return { cold: median(cold), warm: median(warm) }
}

export const bench: Bench = {
  name: 'preview',
  async run(): Promise<Figure[]> {
    const server = await startServer()
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    try {
      const api = new Api(server.origin)
      await api.login()
      await api.waitForLive(null)
      const list = await api.call<{ results: NewsItem[] }>('GET', 'news/?lang=sl&page_size=1')
      const item = list.results[0]
      const runs = Array.from({ length: RUNS })
      const staticPage = await timeUntilShown(
        browser,
        server.origin,
        runs.map(() => async () => ({ pathname: `/news/${item.slug}/`, title: item.title })),
      )
      let n = 0
      const preview = await timeUntilShown(
        browser,
        server.origin,
        runs.map(() => async () => {
          const title = `Neshranjen naslov ${++n}`
          const made = await api.call<{ urls: { sl: string } }>('POST', 'previews/', { resource: 'news', id: item.id, values: { title } })
          return { pathname: made.urls.sl, title }
        }),
      )
      const baseline = (name: string, value: number) => ({ name, value })
      return [
        {
          name: 'preview, cold (POST + page + API read + render)',
          value: preview.cold,
          unit: 'ms',
          baseline: baseline('static page, cold', staticPage.cold),
          target: '<= 2000 ms',
        },
        { name: 'preview, warm', value: preview.warm, unit: 'ms', baseline: baseline('static page, warm', staticPage.warm), target: '<= 2000 ms' },
      ]
    } finally {
      await browser.close()
      await stopServer(server)
    }
  },
}
