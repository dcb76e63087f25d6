/**
 * Demo content for a fresh install: every content type in both languages, seeded once
 * through the same services as the API (so it passes the same validation).
 *
 * A new content type needs nothing here: after the seeders below, every type still without a
 * record gets demo records made from its declaration (generated.ts). To give a type hand-written
 * demo content instead, write seed/demo-<name>.ts exporting a Seeder and add it below (order
 * matters where one type links to another: tags before news).
 */
import { sql } from 'kysely'
import { resources } from '../../shared/resources'
import type { AppContext } from '../context'
import { seedFromDeclaration } from './generated'
import { seedInquiries } from './demo-inquiries'
import { seedNews } from './demo-news'
import { seedEvents } from './demo-events'
import { seedProjects } from './demo-projects'
import { seedSiteImages } from './demo-site-images'
import { seedEmployees } from './demo-employees'
import { seedEmptySpaces } from './demo-empty-spaces'
import { seedEntrepreneurs } from './demo-entrepreneurs'
import { seedIncubator } from './demo-incubator'
import { seedInfo } from './demo-info'
import { seedGalleries } from './demo-galleries'
import { seedShop } from './demo-shop'
import { seedVideos } from './demo-videos'

export type Seeder = (context: AppContext) => Promise<void>

export const seeders: Seeder[] = [
  seedNews,
  seedEmployees,
  seedEmptySpaces,
  seedEntrepreneurs,
  seedIncubator,
  seedEvents,
  seedProjects,
  seedSiteImages,
  seedInfo,
  seedGalleries,
  seedShop,
  seedVideos,
  seedInquiries,
]

/** Seeds only a database that was never seeded and holds no content; returns whether it did. */
export async function seedDemoContent(context: AppContext): Promise<boolean> {
  const { db } = context.database
  await db.schema
    .createTable('app_meta')
    .ifNotExists()
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text')
    .execute()
  const done = await db.selectFrom('app_meta').select('value').where('key', '=', 'demo_seeded').executeTakeFirst()
  if (done) return false
  const { rows } = await sql<{ n: number }>`select count(*) as n from news`.execute(db)
  if (Number(rows[0]?.n) > 0) return false
  for (const seed of seeders) await seed(context)
  for (const resource of resources) {
    const any = await db.selectFrom(resource.name).select('id').executeTakeFirst()
    if (!any) await seedFromDeclaration(context, resource)
  }
  await db.insertInto('app_meta').values({ key: 'demo_seeded', value: new Date().toISOString() }).execute()
  return true
}
