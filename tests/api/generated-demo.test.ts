/** A content type without a seeder of its own still gets demo records, made from its declaration alone. */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { LANGUAGES } from '../../shared/languages'
import {
  boolean,
  date,
  defineResource,
  image,
  integer,
  language,
  longText,
  reference,
  resources,
  resourcesByName,
  text,
  translated,
} from '../../shared/resources'
import { migrate } from '../../server/db/migrate'
import { seedDemoContent, seeders } from '../../server/seed'
import { seedFromDeclaration } from '../../server/seed/generated'
import { startApi, type TestApi } from './helper'

/** A type the registry does not know, as a newcomer would declare it. */
const brochures = defineResource({
  name: 'brochures',
  label: { sl: 'Brošure', en: 'Brochures' },
  labelSingular: { sl: 'Brošura', en: 'Brochure' },
  icon: 'MenuBook',
  adminPath: 'brochures',
  fields: {
    title: text({ label: { sl: 'Naslov', en: 'Title' }, required: true, maxLength: 100 }),
    lang: language(),
    summary: longText({ label: { sl: 'Povzetek', en: 'Summary' }, maxLength: 300 }),
    cover: image({ label: { sl: 'Naslovnica', en: 'Cover' }, required: true }),
    pages: integer({ label: { sl: 'Strani', en: 'Pages' }, min: 1, max: 500 }),
    issued: date({ label: { sl: 'Izdano', en: 'Issued' } }),
    gallery: reference({ label: { sl: 'Galerija', en: 'Gallery' }, resource: 'galleries', required: true }),
    is_published: boolean({ label: { sl: 'Objavljeno', en: 'Published' } }),
  },
  recordTitle: 'title',
  endpoints: { public: 'brochures/', staff: 'brochures/' },
  filters: {},
  ordering: ['id'],
  defaultOrdering: 'id',
  search: ['title'],
  pageSize: 10,
  listColumns: ['title'],
})

const leaflets = defineResource({
  name: 'leaflets',
  label: { sl: 'Letaki', en: 'Leaflets' },
  labelSingular: { sl: 'Letak', en: 'Leaflet' },
  icon: 'Description',
  adminPath: 'leaflets',
  fields: {
    ...translated('name', text({ label: { sl: 'Ime', en: 'Name' }, required: true, maxLength: 60 })),
    is_active: boolean({ label: { sl: 'Aktivno', en: 'Active' } }),
  },
  recordTitle: 'name_sl',
  endpoints: { staff: 'leaflets/' },
  filters: {},
  ordering: ['id'],
  defaultOrdering: 'id',
  search: ['name_sl'],
  pageSize: 10,
  listColumns: ['name_sl'],
})

let api: TestApi
beforeAll(async () => {
  api = await startApi()
  await migrate(api.app.context.database, [brochures, leaflets])
})
afterAll(() => api.close())

describe('demo records made from a declaration', () => {
  it('one per language, every field filled within its limits, a picture, and the linked record made first', async () => {
    const ids = await seedFromDeclaration(api.app.context, brochures)
    expect(ids).toHaveLength(2)
    const rows = await api.app.context.database.db.selectFrom('brochures').selectAll().orderBy('id').execute()
    expect(rows.map((r) => r.lang)).toEqual([...LANGUAGES])
    for (const row of rows) {
      expect(row.title).toMatch(/^(Naslov|Title) \d$/)
      expect(Number(row.pages)).toBeGreaterThanOrEqual(1)
      expect(fs.existsSync(path.join(api.dataDir, 'media', String(row.cover)))).toBe(true)
      expect(row.gallery).toEqual(expect.any(Number))
    }
    const galleries = await api.app.context.database.db.selectFrom(resourcesByName.galleries.name).selectAll().execute()
    expect(galleries.map((g) => g.id)).toContain(rows[0].gallery)
  })

  it('one record carrying both languages for a type with translated fields', async () => {
    await seedFromDeclaration(api.app.context, leaflets)
    const [row] = await api.app.context.database.db.selectFrom('leaflets').selectAll().execute()
    expect(row).toMatchObject({ name_sl: 'Ime (SL) 1', name_en: 'Name (EN) 1' })
  })
})

describe('the demo seeding of a fresh install', () => {
  it('gives every registered type without a seeder of its own records from its declaration, in both languages', async () => {
    // As if no type had a seed file; the list is put back for the test files that run after this one in the same
    // worker (no isolation between files, vitest.config.ts).
    const declared = seeders.splice(0, seeders.length)
    onTestFinished(() => void seeders.push(...declared))
    expect(await seedDemoContent(api.app.context)).toBe(true)
    for (const resource of resources) {
      const rows = await api.app.context.database.db.selectFrom(resource.name).selectAll().execute()
      expect(rows.length, resource.name).toBeGreaterThan(0)
      const languageField = Object.entries(resource.fields).find(([, f]) => f.kind === 'language')?.[0]
      if (languageField) expect(new Set(rows.map((r) => r[languageField])), resource.name).toEqual(new Set(LANGUAGES))
    }
  }, 60_000)
})
