/**
 * Lighthouse (npm lighthouse with Debian's Chromium, its default mobile setting: a mid-range
 * phone's screen, 4x slower CPU, simulated slow 4G) on the pages visitors open most, in both
 * languages, against the real product's own live build (demo content). Each page is measured
 * RUNS times (default 3) and its median run by performance is reported, as Lighthouse's own
 * guidance on variability recommends (one run on a 2-core machine swings by several points).
 * Reported: each page's four scores (target 100 each) and the lowest of each category; the failing
 * audits of any score below 100 are printed to say why.
 *
 * BENCH_LIGHTHOUSE_PAGES limits the run to some of the pages while iterating (comma-separated paths as
 * listed, e.g. `/,/en/news/`); the default is all ten.
 *
 *   npm run bench -- lighthouse
 *   BENCH_LIGHTHOUSE_PAGES=/,/news/ BENCH_LIGHTHOUSE_RUNS=1 npm run bench -- lighthouse
 */
import { Api, startServer, stopServer } from './product'
import type { Bench, Figure } from './report'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const ONLY = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter(Boolean)
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { score: number | null; title: string; displayValue?: string; scoreDisplayMode: string; numericValue?: number }>
}

/** Detail pages of the demo content: the newest news item's and the first space's addresses. */
async function pages(api: Api): Promise<string[]> {
  const list: string[] = []
  for (const [language, prefix] of [
    ['sl', ''],
    ['en', '/en'],
  ] as const) {
    const news = await api.call<{ results: { slug: string }[] }>('GET', `news/?lang=${language}&page_size=1`)
    list.push(`${prefix}/`, `${prefix}/news/`, `${prefix}/news/${news.results[0].slug}/`, `${prefix}/events/`, `${prefix}/empty-spaces/`)
  }
  return list
}

/** What kept a category below 100: its audits that did not pass, with their values. */
function shortfalls(result: LighthouseResult, category: string): string[] {
  return result.categories[category].auditRefs
    .map((ref) => ({ ref, audit: result.audits[ref.id] }))
    .filter(({ ref, audit }) => ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map(({ audit }) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}: ${Math.round((audit.score ?? 0) * 100)}`)
}

/** The run in the middle by performance score. */
function median(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0))
  return sorted[Math.floor(sorted.length / 2)]
}

export const bench: Bench = {
  name: 'lighthouse',
  async run(): Promise<Figure[]> {
    // ESM-only packages, loaded the way tsx allows from here
    const { default: lighthouse } = await import('lighthouse')
    const chromeLauncher = await import('chrome-launcher')
    const server = await startServer()
    // BENCH_CHROME_PORT: Chromium's debugging port of one's own (shared machines); a free one otherwise.
    const chrome = await chromeLauncher.launch({
      chromePath: '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      port: process.env.BENCH_CHROME_PORT ? Number(process.env.BENCH_CHROME_PORT) : undefined,
    })
    try {
      const api = new Api(server.origin)
      await api.login()
      await api.waitForLive(null)
      const figures: Figure[] = []
      const lowest: Record<string, number> = {}
      let lowestRun = 100
      const measured = (await pages(api)).filter((pathname) => !ONLY || ONLY.includes(pathname))
      for (const pathname of measured) {
        const runs: LighthouseResult[] = []
        for (let i = 0; i < RUNS; i++) {
          const run = await lighthouse(`${server.origin}${pathname}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
          runs.push(run?.lhr as unknown as LighthouseResult)
        }
        // Every run's performance, not only the median's: one slow run on a busy machine shows here.
        const performance = runs.map((run) => Math.round((run.categories.performance.score ?? 0) * 100))
        const blocking = runs.map((run) => Math.round(Number(run.audits['total-blocking-time'].numericValue ?? 0)))
        lowestRun = Math.min(lowestRun, ...performance)
        console.log(`  ${pathname} performance by run: ${performance.join(', ')} (Total Blocking Time ${blocking.join(', ')} ms)`)
        const result = median(runs)
        for (const category of CATEGORIES) {
          const score = Math.round((result.categories[category].score ?? 0) * 100)
          lowest[category] = Math.min(lowest[category] ?? 100, score)
          figures.push({ name: `${pathname} ${category}`, value: score, unit: '', target: '100' })
          if (score < 100) for (const line of shortfalls(result, category)) console.log(`  ${pathname} ${category} below 100 because: ${line}`)
        }
      }
      for (const category of CATEGORIES)
        figures.push({
          name: `lowest ${category} (${measured.length} pages, mobile, median of ${RUNS} runs)`,
          value: lowest[category],
          unit: '',
          target: '100',
        })
      figures.push({ name: `lowest performance of any single run (${measured.length * RUNS} runs)`, value: lowestRun, unit: '', target: '100' })
      return figures
    } finally {
      await chrome.kill()
      await stopServer(server)
    }
  },
}
