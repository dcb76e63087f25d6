/**
 * PostgreSQL's prepared statements (server/db/pg-prepared.ts): a shape's text is prepared once on
 * its connection and answers every time after; any other text runs unnamed; a table that gains a
 * column under a prepared `select *` still answers, with the column. (The list tests run every
 * list through it on PostgreSQL.)
 */
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { preparingClient } from '../../server/db/pg-prepared'

const url = process.env.TEST_DATABASE_URL
let pool: pg.Pool
let client: pg.PoolClient

beforeAll(async () => {
  if (!url) return
  // One connection: what is prepared on it is what pg_prepared_statements shows.
  pool = new pg.Pool({ connectionString: url, max: 1, Client: preparingClient((text) => text.includes('from prepared_probe')) })
  // (a client's query(text, values) without a callback: what Kysely calls; pool.query passes a callback)
  client = await pool.connect()
  await client.query('drop table if exists prepared_probe')
  await client.query('create table prepared_probe (id integer primary key, name text)')
  await client.query(`insert into prepared_probe values (1, 'ena'), (2, 'dva')`)
})
afterAll(async () => {
  if (!url) return
  await client.query('drop table if exists prepared_probe')
  client.release()
  await pool.end()
})

const prepared = async () =>
  (await client.query(`select statement from pg_prepared_statements where statement like '%prepared!_probe%' escape '!'`)).rows
    .map((row) => row.statement)
    .sort()

it.skipIf(!url)('a shape is prepared once and answers each time; other texts run unnamed', async () => {
  const shape = 'select * from prepared_probe where id = $1'
  for (const [id, name] of [
    [1, 'ena'],
    [2, 'dva'],
    [1, 'ena'],
  ] as const)
    expect((await client.query(shape, [id])).rows).toEqual([{ id, name }])
  expect((await client.query('select name as other from  prepared_probe where id = $1', [2])).rows).toEqual([{ other: 'dva' }])
  expect((await client.query('select count(*)::int as n from prepared_probe where id > $1', [0])).rows).toEqual([{ n: 2 }])
  // (the unnamed `from  prepared_probe` text, two spaces, is no shape: not kept)
  expect(await prepared()).toEqual([shape, 'select count(*)::int as n from prepared_probe where id > $1'].sort())
})

it.skipIf(!url)('a column added under a prepared select * : the statement runs unnamed and answers with it', async () => {
  const shape = 'select * from prepared_probe where id = $1 order by id'
  expect((await client.query(shape, [1])).rows).toEqual([{ id: 1, name: 'ena' }])
  await client.query(`alter table prepared_probe add column kind text not null default 'novica'`)
  expect((await client.query(shape, [1])).rows).toEqual([{ id: 1, name: 'ena', kind: 'novica' }])
  expect((await client.query(shape, [2])).rows).toEqual([{ id: 2, name: 'dva', kind: 'novica' }])
})
