/**
 * The retention purge (issue 14 point 4): for every kind, a row just inside its period stays and
 * one just past it goes; the counts reach the audit log and the server log; the schedule runs it
 * once per period however many instances look. Runs on SQLite and, with `npm run test:postgres`,
 * on PostgreSQL.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANONYMISED } from '../../server/accounts/erase'
import { RETENTION_KINDS, retentionFrom, type RetentionKind } from '../../server/config/retention-periods'
import { purgeExpired } from '../../server/retention/purge'
import { RetentionScheduler } from '../../server/retention/scheduler'
import { ManualClock } from './manual-clock'
import { startApi, type TestApi } from './helper'

const DAY = 86_400_000
const MINUTE = 60_000
let api: TestApi
const clock = new ManualClock(new Date().toISOString())
const logLines: string[] = []
let chair: number
let visitorId: number

const db = () => api.app.context.database.db
const days = (kind: RetentionKind) => api.app.context.config.retention[kind]
/** ISO times a minute inside and a minute past a kind's period, from the clock's now. */
const inside = (kind: RetentionKind) => new Date(clock.now().getTime() - days(kind) * DAY + MINUTE).toISOString()
const past = (kind: RetentionKind) => new Date(clock.now().getTime() - days(kind) * DAY - MINUTE).toISOString()
const backupName = (iso: string) => iso.replace(/[:.]/g, '-')

async function inquiry(createdAt: string): Promise<number> {
  const res = await api.request('POST', '/common/inquiry/', { body: { name: 'Ana', email: 'ana@example.si', message: 'Pozdravljeni', language: 'sl' } })
  await db().updateTable('inquiries').set({ created_at: createdAt }).where('id', '=', res.body.id).execute()
  return res.body.id
}

async function anonymisedOrder(createdAt: string): Promise<number> {
  const res = await api.request('POST', '/orders/', { body: { name: 'Ana', email: 'ana@example.si', lines: [{ product: chair, quantity: 1 }] } })
  await db()
    .updateTable('orders')
    .set({ ...ANONYMISED, created_at: createdAt })
    .where('id', '=', res.body.id)
    .execute()
  return res.body.id
}

const newsletter = (email: string, status: string, createdAt: string, unsubscribedAt: string | null) =>
  db()
    .insertInto('newsletter_subscriptions')
    .values({
      email,
      language: 'sl',
      status,
      token: `t-${email}`,
      consent_text: 'Da',
      consented_at: createdAt,
      created_at: createdAt,
      unsubscribed_at: unsubscribedAt,
    })
    .execute()

const mail = (subject: string, createdAt: string) =>
  db().insertInto('mail_outbox').values({ to: 'ana@example.si', subject, text: '.', status: 'sent', attempts: 1, created_at: createdAt }).execute()

const audit = (action: string, at: string) => db().insertInto('audit_log').values({ at, actor_name: 'system', action, record_id: action }).execute()

const revision = (recordId: number, action: string, createdAt: string) =>
  db()
    .insertInto('record_revisions')
    .values({ resource: 'inquiries', record_id: recordId, action, changed_fields: '[]', snapshot: '{}', created_at: createdAt })
    .execute()

const reset = (hash: string, expiresAt: string) =>
  db().insertInto('password_resets').values({ token_hash: hash, user_id: visitorId, expires_at: expiresAt, created_at: expiresAt }).execute()

const exists = async (table: string, column: string, value: unknown) =>
  Boolean(await db().selectFrom(table).select(column).where(column, '=', value).executeTakeFirst())

beforeAll(async () => {
  api = await startApi({}, { clock, logger: true, logStream: { write: (line: string) => logLines.push(line) } })
  const category = (await api.request('POST', '/products/categories/full/', { token: api.staffToken, body: { name_sl: 'Pohištvo', name_en: 'Furniture' } }))
    .body.id
  chair = (await api.request('POST', '/products/full/', { token: api.staffToken, body: { category, name_sl: 'Stol', price: 10 } })).body.id
  visitorId = Number((await db().selectFrom('users').select('id').where('username', '=', 'visitor').executeTakeFirstOrThrow()).id)
})
afterAll(() => api.close())

describe('defaults', () => {
  it('every kind has a period (0 would keep it for ever)', () => {
    for (const kind of Object.keys(RETENTION_KINDS) as RetentionKind[]) expect(days(kind), kind).toBeGreaterThan(0)
  })
})

describe('the purge', () => {
  it('keeps what is just inside each period, removes what is just past it, and logs the counts', async () => {
    const keptInquiry = await inquiry(inside('inquiries'))
    const goneInquiry = await inquiry(past('inquiries'))
    await newsletter('pending-in@example.si', 'pending', inside('newsletterPending'), null)
    await newsletter('pending-out@example.si', 'pending', past('newsletterPending'), null)
    // Confirmed subscribers stay whatever their age: they asked for the newsletter.
    await newsletter('confirmed@example.si', 'confirmed', past('newsletterUnsubscribed'), null)
    await newsletter('unsub-in@example.si', 'unsubscribed', past('newsletterUnsubscribed'), inside('newsletterUnsubscribed'))
    await newsletter('unsub-out@example.si', 'unsubscribed', past('newsletterUnsubscribed'), past('newsletterUnsubscribed'))
    await mail('mail-in', inside('mailOutbox'))
    await mail('mail-out', past('mailOutbox'))
    const keptOrder = await anonymisedOrder(inside('anonymisedOrders'))
    const goneOrder = await anonymisedOrder(past('anonymisedOrders'))
    // An order of a buyer who was never erased is no anonymised order: it stays.
    const ordinary = (await api.request('POST', '/orders/', { body: { name: 'Bor', email: 'bor@example.si', lines: [{ product: chair, quantity: 1 }] } })).body
      .id
    await db()
      .updateTable('orders')
      .set({ created_at: past('anonymisedOrders') })
      .where('id', '=', ordinary)
      .execute()
    await audit('audit-in', inside('auditLog'))
    await audit('audit-out', past('auditLog'))
    await revision(9001, 'created', past('deletedRecordHistory'))
    await revision(9001, 'deleted', past('deletedRecordHistory'))
    await revision(9002, 'deleted', inside('deletedRecordHistory'))
    await revision(9003, 'deleted', past('deletedRecordHistory'))
    await revision(9003, 'restored', past('deletedRecordHistory'))
    const backups = path.join(api.dataDir, 'backups')
    fs.mkdirSync(path.join(backups, backupName(inside('backups'))), { recursive: true })
    fs.mkdirSync(path.join(backups, backupName(past('backups'))), { recursive: true })
    fs.mkdirSync(path.join(backups, 'kept-by-hand'), { recursive: true })
    await reset('reset-in', inside('expiredTokens'))
    await reset('reset-out', past('expiredTokens'))

    const ran = await api.app.retentionPurge.runIfDue()
    expect(ran).toBe(true)

    expect(await exists('inquiries', 'id', keptInquiry)).toBe(true)
    expect(await exists('inquiries', 'id', goneInquiry)).toBe(false)
    const emails = (await db().selectFrom('newsletter_subscriptions').select('email').execute()).map((r) => r.email).sort()
    expect(emails).toEqual(['confirmed@example.si', 'pending-in@example.si', 'unsub-in@example.si'])
    expect((await db().selectFrom('mail_outbox').select('subject').where('subject', 'like', 'mail-%').execute()).map((r) => r.subject)).toEqual(['mail-in'])
    expect(await exists('orders', 'id', keptOrder)).toBe(true)
    expect(await exists('orders', 'id', goneOrder)).toBe(false)
    expect(await exists('order_lines', 'order', goneOrder)).toBe(false)
    expect(await exists('orders', 'id', ordinary)).toBe(true)
    expect(await exists('audit_log', 'record_id', 'audit-in')).toBe(true)
    expect(await exists('audit_log', 'record_id', 'audit-out')).toBe(false)
    const histories = (await db().selectFrom('record_revisions').select('record_id').where('record_id', '>', 9000).execute()).map((r) => Number(r.record_id))
    expect(histories.sort()).toEqual([9002, 9003, 9003])
    expect(fs.readdirSync(backups).sort()).toEqual([backupName(inside('backups')), 'kept-by-hand'].sort())
    expect(await exists('password_resets', 'token_hash', 'reset-in')).toBe(true)
    expect(await exists('password_resets', 'token_hash', 'reset-out')).toBe(false)

    const entry = await db().selectFrom('audit_log').selectAll().where('action', '=', 'retention_purge').executeTakeFirstOrThrow()
    expect(entry.actor_name).toBe('system')
    expect(JSON.parse(entry.data).removed).toEqual({
      inquiries: 1,
      newsletterPending: 1,
      newsletterUnsubscribed: 1,
      mailOutbox: 1,
      anonymisedOrders: 1,
      auditLog: 1,
      deletedRecordHistory: 2,
      backups: 1,
      expiredTokens: 1,
    })
    expect(logLines.some((line) => /retention purge: removed 10 \(inquiries 1, /.test(line))).toBe(true)
  })

  it('deletes more than one batch', async () => {
    const old = past('mailOutbox')
    const rows = Array.from({ length: 1203 }, (_, i) => ({ to: 'x@example.si', subject: `bulk-${i}`, text: '.', status: 'sent', attempts: 1, created_at: old }))
    for (let i = 0; i < rows.length; i += 300)
      await db()
        .insertInto('mail_outbox')
        .values(rows.slice(i, i + 300))
        .execute()
    clock.advance(api.app.context.config.purgeEveryMs)
    await api.app.retentionPurge.settled()
    expect((await db().selectFrom('mail_outbox').select('id').where('subject', 'like', 'bulk-%').execute()).length).toBe(0)
  })
})

describe('a period of 0', () => {
  it('keeps that kind for ever', async () => {
    const ancient = await inquiry('2001-01-01T00:00:00.000Z')
    const periods = { ...retentionFrom({}), inquiries: 0 }
    const counts = await purgeExpired({ db: db(), periods, now: clock.now(), backupsDir: path.join(api.dataDir, 'backups') })
    expect(counts.inquiries).toBe(0)
    expect(await exists('inquiries', 'id', ancient)).toBe(true)
    await db().deleteFrom('inquiries').where('id', '=', ancient).execute()
  })
})

describe('npm run purge', () => {
  it('purges at once from the command line, printing the counts and writing the audit entry', async () => {
    // The CLI runs on the system's clock, which this file's clock has run ahead of: a day more than the period.
    const old = await inquiry(new Date(Date.now() - (days('inquiries') + 1) * DAY).toISOString())
    const { config } = api.app.context
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', 'server/maintenance/cli.ts', 'purge'],
        { env: { ...process.env, DATA_DIR: api.dataDir, DATABASE_URL: config.databaseUrl }, timeout: 60_000 },
        (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out)),
      ),
    )
    expect(stdout).toMatch(/retention purge: removed 1 \(inquiries 1, /)
    expect(await exists('inquiries', 'id', old)).toBe(false)
    const entry = await db().selectFrom('audit_log').select('data').where('action', '=', 'retention_purge').orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(JSON.parse(entry.data).removed.inquiries).toBe(1)
  })
})

describe('the schedule', () => {
  it('runs once per period, however many instances look, and again when the period has passed', async () => {
    const options = {
      database: api.app.context.database,
      clock,
      periods: api.app.context.config.retention,
      everyMs: api.app.context.config.purgeEveryMs,
      backupsDir: path.join(api.dataDir, 'backups'),
      log: () => undefined,
    }
    const other = new RetentionScheduler(options)
    await other.start()
    // The last run was just now (the test above): nobody runs again yet.
    expect(await api.app.retentionPurge.runIfDue()).toBe(false)
    expect(await other.runIfDue()).toBe(false)
    clock.advance(options.everyMs - MINUTE)
    expect(await other.runIfDue()).toBe(false)
    clock.advance(MINUTE)
    const both = await Promise.all([other.runIfDue(), api.app.retentionPurge.runIfDue()])
    expect(both.filter(Boolean)).toHaveLength(1)
    await other.close()
  })
})
