/** The product's API on a temporary data folder, filled with BENCH_NEWS news per language, for bench/api.ts. */
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { news, tags } from '../shared/resources'
import { LANGUAGES } from '../shared/languages'

async function main() {
  const config = loadConfig({ SITE_BUILD: 'off', SEED_DEMO: 'off', ADMIN_PASSWORD: 'bench-password-1' }, { dataDir: process.env.BENCH_DATA_DIR! })
  const app = await buildApp(config)
  const { db } = app.context.database
  const count = Number(process.env.BENCH_NEWS ?? 1000)
  const now = new Date().toISOString()
  for (const language of LANGUAGES) {
    const [tag] = await db.insertInto(tags.name).values({ name: 'Cona', slug: 'cona', lang: language, created_at: now, updated_at: now }).returning('id').execute()
    // Straight into the tables: 100,000 rows through validation would take longer than the benchmark.
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
        const n = start + i
        return {
          title: `Novica ${n}`, slug: `novica-${n}`, lang: language, body: `Besedilo novice ${n}`, summary: null, image: null, image_alt: null,
          date_made: new Date(Date.UTC(2020, 0, 1) + n * 3_600_000).toISOString().slice(0, 10),
          is_published: app.context.database.dialect === 'sqlite' ? 1 : true, created_at: now, updated_at: now,
        }
      })
      const ids = await db.insertInto(news.name).values(rows).returning('id').execute()
      await db.insertInto('news__tags').values(ids.filter((_, i) => i % 2 === 0).map((r) => ({ owner_id: r.id, target_id: tag.id, position: 0 }))).execute()
    }
  }
  await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
