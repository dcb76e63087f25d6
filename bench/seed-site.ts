/**
 * Seeds a data folder for the site benchmarks before the server starts: the demo content, then
 * BENCH_SITE_NEWS news items per language written straight into the tables (10,000 per language
 * through the API would take longer than the benchmark; the build still reads them through the
 * API, as in production). Half of them carry one of the language's demo tags, so tag lists are
 * paged at scale too. Items already there from an earlier run are kept.
 *
 *   DATA_DIR=/tmp/d BENCH_SITE_NEWS=10000 node --import tsx bench/seed-site.ts
 */
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { seedDemoContent } from '../server/seed'
import { LANGUAGES } from '../shared/languages'
import { news, tags } from '../shared/resources'

const BATCH = 400

async function main() {
  const count = Number(process.env.BENCH_SITE_NEWS ?? 0)
  const config = loadConfig({ ...process.env, SITE_BUILD: 'off', SEED_DEMO: 'on' })
  const app = await buildApp(config)
  try {
    await seedDemoContent(app.context)
    const { db, dialect } = app.context.database
    const now = new Date().toISOString()
    for (const language of LANGUAGES) {
      const tag = await db.selectFrom(tags.name).select('id').where('lang', '=', language).orderBy('id').executeTakeFirstOrThrow()
      const existing = await db
        .selectFrom(news.name)
        .select(db.fn.countAll<number>().as('n'))
        .where('lang', '=', language)
        .where('title', 'like', 'bench-news %')
        .executeTakeFirstOrThrow()
      for (let start = Number(existing.n); start < count; start += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
          const index = start + offset
          return {
            title: `bench-news ${language} ${index}`,
            slug: `bench-news-${language}-${index}`,
            lang: language,
            date_made: new Date(Date.UTC(2020, 0, 1) + index * 3_600_000).toISOString().slice(0, 10),
            summary: `Summary ${index}`,
            body: `Body of news ${index}.`,
            image: null,
            image_alt: null,
            is_published: dialect === 'sqlite' ? 1 : true,
            created_at: now,
            updated_at: now,
          }
        })
        const ids = await db.insertInto(news.name).values(rows).returning('id').execute()
        const tagged = ids.filter((_, offset) => (start + offset) % 2 === 0).map((row) => ({ owner_id: row.id, target_id: tag.id, position: 0 }))
        if (tagged.length) await db.insertInto('news__tags').values(tagged).execute()
      }
    }
  } finally {
    await app.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
