/**
 * Compiled SQL per query shape (server/db/query-shapes.ts): a value change reuses the shape and
 * binds the new values, different shapes never share SQL, a build whose SQL depends on a value
 * its key does not name is never kept, and the number of shapes kept is capped.
 */
import SQLite from 'better-sqlite3'
import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver, SqliteDialect, sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { MAX_TEMPLATE_CHARS, QueryShapes, ShapeKey, type Bind } from '../../server/db/query-shapes'

const sqlite = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) })
const postgres = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
})
afterAll(() => sqlite.destroy())

/** A list-like statement: language filter, ordering (part of the key), page size and offset (values). */
function listShape(language: string, ordering: 'title' | '-title', offset: number) {
  const shape = new ShapeKey().part('news').part('lang').part(`ordering=${ordering}`)
  const lang = shape.value(language)
  const limit = shape.value(6)
  const skip = shape.value(offset)
  const build = (db: Kysely<any>) => (v: Bind) =>
    db
      .selectFrom('news')
      .select('id')
      .where('is_published', '=', 1)
      .where('lang', '=', v(lang))
      .orderBy('title', ordering === '-title' ? 'desc' : 'asc')
      .limit(v(limit))
      .offset(v(skip))
  return { shape, build }
}

describe.each([
  ['SQLite', sqlite, '?'],
  ['PostgreSQL', postgres, '$2'],
] as const)('%s', (_, db, second) => {
  it('compiles a shape once and binds each request its own values, the constants kept', () => {
    const shapes = new QueryShapes()
    const first = listShape('sl', 'title', 0)
    const a = shapes.compile(first.shape, first.build(db))
    const second_ = listShape('en', 'title', 600)
    const b = shapes.compile(second_.shape, second_.build(db))
    expect(shapes.compiledCount).toBe(1)
    expect(b.sql).toBe(a.sql)
    expect(b.sql).toContain(`"lang" = ${second}`)
    expect(a.parameters).toEqual([1, 'sl', 6, 0])
    expect(b.parameters).toEqual([1, 'en', 6, 600])
    // Bound exactly as the statement built with these values would be.
    expect(b.parameters).toEqual(second_.build(db)(second_.shape.real).compile().parameters)
    expect(b.queryId).not.toBe(a.queryId)
  })

  it('never gives two shapes the same SQL: another ordering is another shape', () => {
    const shapes = new QueryShapes()
    const up = listShape('sl', 'title', 0)
    const down = listShape('sl', '-title', 6)
    const a = shapes.compile(up.shape, up.build(db))
    const b = shapes.compile(down.shape, down.build(db))
    expect(shapes.compiledCount).toBe(2)
    expect(a.sql).toMatch(/order by "title" asc/)
    expect(b.sql).toMatch(/order by "title" desc/)
  })

  it('keeps no shape whose SQL depends on a value its key does not name', () => {
    const shapes = new QueryShapes()
    const branching = (value: string | null) => {
      const shape = new ShapeKey().part('news')
      const at = shape.value(value)
      // (wrong on purpose: NULL needs `is null`, so NULL-ness belongs in the key)
      const build = (v: Bind) =>
        db
          .selectFrom('news')
          .select('id')
          .where((eb) => (value === null ? eb('title', 'is', null) : eb('title', '=', v(at))))
      return { shape, build }
    }
    const asNull = branching(null)
    const compiled = shapes.compile(asNull.shape, asNull.build)
    expect(compiled.sql).toMatch(/"title" is null/)
    expect(shapes.mismatches).toBe(1)
    expect(shapes.size).toBe(0)
    // And a value the build uses outside v() (here baked into raw SQL) is caught the same way.
    const shape = new ShapeKey().part('raw')
    const at = shape.value(7)
    shapes.compile(shape, () => db.selectFrom('news').select(sql`${at}`.as('n')))
    expect(shapes.mismatches).toBe(2)
    expect(shapes.size).toBe(0)
  })
})

describe('bounded', () => {
  it('keeps at most maxShapes, the least recently used dropped first', () => {
    const shapes = new QueryShapes(3)
    const compile = (name: string, value: number) => {
      const shape = new ShapeKey().part(name)
      const at = shape.value(value)
      return shapes.compile(shape, (v) => sqlite.selectFrom(name).select('id').where('id', '=', v(at)))
    }
    for (let i = 0; i < 1000; i++) compile(`t${i}`, i)
    expect(shapes.size).toBe(3)
    expect(shapes.compiledCount).toBe(1000)
    // t997 used again: then a new one drops t998, the least recently used.
    compile('t997', 1)
    expect(shapes.compiledCount).toBe(1000)
    compile('t1000', 1)
    compile('t997', 2)
    expect(shapes.compiledCount).toBe(1001)
    compile('t998', 3)
    expect(shapes.compiledCount).toBe(1002)
  })

  it('keeps no statement longer than MAX_TEMPLATE_CHARS, and answers it right all the same', () => {
    const shapes = new QueryShapes()
    const columns = Array.from({ length: 2000 }, (_, i) => `column_${i}`)
    const shape = new ShapeKey().part('wide')
    const at = shape.value(7)
    const compiled = shapes.compile(shape, (v) => sqlite.selectFrom('t').select(columns).where('id', '=', v(at)))
    expect(compiled.sql.length).toBeGreaterThan(MAX_TEMPLATE_CHARS)
    expect(compiled.parameters).toEqual([7])
    expect(shapes.size).toBe(0)
    expect(shapes.compiledCount).toBe(0)
  })
})
