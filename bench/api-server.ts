/**
 * The product for the API benchmarks, run by tests/support/server-process.ts (PORT): a fresh data
 * folder (BENCH_DATA_DIR) filled with BENCH_NEWS news per language made from bench/news-corpus.ts,
 * half of them tagged `cona`, and, with BENCH_STATIC_SITE=1, a small live site build so the same
 * process also serves static pages (bench/event-loop.ts).
 *
 * With BENCH_UNDER_PRESSURE=1 it sheds misses with @fastify/under-pressure (bench/under-pressure.ts).
 *
 * With BENCH_SEED_ONLY=1 it fills the database and exits: bench/api.ts seeds in a process of its
 * own, so the server measured starts as a restarted one does, without the seeding's heap.
 */
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { optimizeDatabase } from '../server/db/connect'
import { features } from '../server/features'
import { LANGUAGES } from '../shared/languages'
import { news, tags } from '../shared/resources'
import { logMemory } from './memory-log'
import { newsText, vocabulary } from './news-corpus'
import { underPressureFeature } from './under-pressure'

/** A live build of two pages, as the publisher leaves one (site/builds/<stamp>, site/live -> it). */
function writeStaticSite(dataDir: string) {
  const build = path.join(dataDir, 'site', 'builds', 'bench')
  const paragraphs = Array.from({ length: 120 }, (_, i) => `<p>Odstavek ${i}: Poslovna cona Rudnik, nekdanji rudnik, danes podjetniško središče.</p>`).join(
    '\n',
  )
  const page = (title: string) =>
    `<!doctype html><html lang="sl"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>\n${paragraphs}\n</main></body></html>`
  fs.mkdirSync(path.join(build, 'news'), { recursive: true })
  fs.writeFileSync(path.join(build, 'index.html'), page('Poslovna cona Rudnik'))
  fs.writeFileSync(path.join(build, 'news', 'index.html'), page('Novice'))
  fs.symlinkSync(build, path.join(dataDir, 'site', 'live'))
}

async function main() {
  const dataDir = process.env.BENCH_DATA_DIR!
  const seedOnly = process.env.BENCH_SEED_ONLY === '1'
  if (seedOnly && process.env.BENCH_STATIC_SITE === '1') writeStaticSite(dataDir)
  const config = loadConfig({ ...process.env, SITE_BUILD: 'off', SEED_DEMO: 'off', ADMIN_PASSWORD: 'bench-password-1' }, { dataDir })
  const app = await buildApp(config, process.env.BENCH_UNDER_PRESSURE === '1' ? { features: [underPressureFeature, ...features] } : {})
  if (!seedOnly) {
    await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
    if (process.env.BENCH_MEMORY_LOG) logMemory(process.env.BENCH_MEMORY_LOG, app.context.database.readPool)
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)))
    return
  }
  const { db, dialect } = app.context.database
  const count = Number(process.env.BENCH_NEWS ?? 1000)
  const words = vocabulary()
  const now = new Date().toISOString()
  for (const language of LANGUAGES) {
    const [tag] = await db
      .insertInto(tags.name)
      .values({ name: 'Cona', slug: 'cona', lang: language, created_at: now, updated_at: now })
      .returning('id')
      .execute()
    // Straight into the tables: 100,000 rows through validation would take longer than the benchmark.
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
        const n = start + i
        return {
          ...newsText(words, n),
          slug: `novica-${n}`,
          lang: language,
          image: null,
          image_alt: null,
          date_made: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000).toISOString().slice(0, 10),
          is_published: dialect === 'sqlite' ? 1 : true,
          created_at: now,
          updated_at: now,
        }
      })
      const ids = await db.insertInto(news.name).values(rows).returning('id').execute()
      await db
        .insertInto('news__tags')
        .values(ids.filter((_, i) => i % 2 === 0).map((r) => ({ owner_id: r.id, target_id: tag.id, position: 0 })))
        .execute()
    }
  }
  // What the server's 10-minute maintenance would have done by now: planner statistics for the new rows.
  await optimizeDatabase(app.context.database)
  await app.close()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
