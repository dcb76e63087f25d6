/**
 * Export and erase of everything stored about one e-mail address (issue 14 point 4): who may,
 * that every store's rows come back and nothing of another address, that erase reaches every
 * store (orders anonymised), and that the address is matched literally, whatever its case.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANONYMISED } from '../../server/accounts/erase'
import { ADDRESS_MAX } from '../../shared/constants'
import { countsOf } from '../../server/privacy/export'
import { startApi, type TestApi } from './helper'

let api: TestApi
let privacyToken: string
let auditorToken: string
let chair: number
const ANA = 'ana.novak@example.si'
const BOR = 'bor@example.si'
// An address that, read as a LIKE pattern, would match the stored `aXbYc@example.si`.
const WILD = 'a%b_c@example.si'

const db = () => api.app.context.database.db
const exportOf = (email: unknown, token = privacyToken) => api.request('POST', '/privacy/export/', { token, body: { email } })
const eraseOf = (email: unknown, token = privacyToken) => api.request('POST', '/privacy/erase/', { token, body: { email } })

async function leaveTraces(email: string, name: string) {
  // Through the public forms, as a visitor: an inquiry (mailed to the office with Reply-To), an order, a newsletter sign-up.
  const inquiry = await api.request('POST', '/common/inquiry/', { body: { name, email, message: `Pozdravljeni, ${name}`, language: 'sl' } })
  expect(inquiry.status, JSON.stringify(inquiry.body)).toBe(201)
  const order = await api.request('POST', '/orders/', {
    body: { name, email, phone: '041 000 000', address: 'Trg 1', lines: [{ product: chair, quantity: 1 }] },
  })
  expect(order.status, JSON.stringify(order.body)).toBe(201)
  const signUp = await api.request('POST', '/common/newsletter/', { body: { email, language: 'sl' } })
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200)
  // A client record, entered by staff.
  const client = await api.request('POST', '/accounts/clients/admin/', { token: api.staffToken, body: { name, email, phone: '041 111 111' } })
  expect(client.status, JSON.stringify(client.body)).toBe(201)
  return { inquiry: inquiry.body.id as number, order: order.body.id as number, client: client.body.id as number }
}

let ana: Awaited<ReturnType<typeof leaveTraces>>
let anaAccount: number
beforeAll(async () => {
  api = await startApi()
  privacyToken = await api.scopedStaffToken(['privacy'])
  auditorToken = await api.scopedStaffToken(['audit', 'inquiries', 'orders', 'clients', 'newsletter', 'mail'])
  const category = (await api.request('POST', '/products/categories/full/', { token: api.staffToken, body: { name_sl: 'Pohištvo', name_en: 'Furniture' } }))
    .body.id
  chair = (await api.request('POST', '/products/full/', { token: api.staffToken, body: { category, name_sl: 'Stol', price: 10 } })).body.id
  // Ana's traces in mixed case: the stores keep what was typed.
  ana = await leaveTraces('Ana.Novak@Example.SI', 'Ana Novak')
  await leaveTraces(BOR, 'Bor Kos')
  await leaveTraces('aXbYc@example.si', 'Wild Card')
  const account = await api.app.accounts.create({ username: 'ana', password: 'ana-password-123', email: 'ANA.novak@example.si', is_staff: false })
  anaAccount = account.id
  const login = await api.request('POST', '/api-token-auth/', { body: { username: 'ana', password: 'ana-password-123' } })
  expect(login.status).toBe(200)
})
afterAll(() => api.close())

const allText = (body: unknown) => JSON.stringify(body).toLowerCase()

describe('who may', () => {
  it('anonymous 401, a visitor and staff without the privacy scope 403, for export and erase; nothing is erased', async () => {
    for (const call of [exportOf, eraseOf]) {
      expect((await call(ANA, '')).status).toBe(401)
      expect((await call(ANA, api.visitorToken)).status).toBe(403)
      expect((await call(ANA, auditorToken)).status).toBe(403)
    }
    expect(await db().selectFrom('inquiries').select('id').where('id', '=', ana.inquiry).executeTakeFirst()).toBeTruthy()
  })

  it('an administrator (scope *) holds it too', async () => {
    const staff = await api.request('POST', '/privacy/export/', { token: api.staffToken, body: { email: ANA } })
    expect(staff.status).toBe(200)
  })
})

describe('export', () => {
  it('holds every store with Ana and nothing of Bor or of the other addresses, whatever the case typed', async () => {
    const res = await exportOf('  ANA.Novak@example.SI ')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const { stores, email, truncated } = res.body
    expect(email).toBe(ANA)
    expect(truncated).toEqual([])
    for (const store of [
      'accounts',
      'sessions',
      'clients',
      'orders',
      'order_lines',
      'inquiries',
      'newsletter_subscriptions',
      'mail_outbox',
      'audit_log',
      'record_revisions',
    ]) {
      expect(stores[store].length, store).toBeGreaterThan(0)
    }
    expect(stores.accounts.map((a: any) => a.id)).toEqual([anaAccount])
    expect(stores.inquiries.map((i: any) => i.id)).toEqual([ana.inquiry])
    expect(stores.orders.map((o: any) => o.id)).toEqual([ana.order])
    expect(stores.clients.map((c: any) => c.id)).toEqual([ana.client])
    // The office's copy of her inquiry (Reply-To) and her confirmation mail.
    expect(stores.mail_outbox.length).toBeGreaterThanOrEqual(2)
    const text = allText(res.body)
    expect(text).not.toContain(BOR)
    expect(text).not.toContain('bor kos')
    expect(text).not.toContain('wild card')
    // No secrets: hashes and the newsletter's link token stay out.
    expect(text).not.toContain('password_hash')
    expect(text).not.toContain('token_hash')
    expect(stores.newsletter_subscriptions[0]).not.toHaveProperty('token')
  })

  it('is written to the audit log with counts, never the address', async () => {
    await exportOf(ANA)
    const entry = await db().selectFrom('audit_log').selectAll().where('action', '=', 'privacy_export').orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(entry.resource).toBe('privacy')
    expect(JSON.parse(entry.data).rows.inquiries).toBe(1)
    expect(String(entry.data).toLowerCase()).not.toContain('ana')
  })

  it('takes % and _ literally: a pattern-looking address finds nothing of aXbYc', async () => {
    const res = await exportOf(WILD)
    expect(res.status).toBe(200)
    for (const [store, rows] of Object.entries(res.body.stores)) expect(rows, store).toEqual([])
  })

  it('matches whole addresses: novak@example.si finds nothing of ana.novak@example.si, and erasing it leaves her whole', async () => {
    const before = await exportOf(ANA)
    const res = await exportOf('novak@example.si')
    expect(res.status).toBe(200)
    for (const [store, rows] of Object.entries(res.body.stores)) expect(rows, store).toEqual([])
    expect((await eraseOf('novak@example.si')).status).toBe(200)
    expect(countsOf((await exportOf(ANA)).body.stores)).toEqual(countsOf(before.body.stores))
  })

  it(`refuses a missing, non-text, malformed or over-long (> ${ADDRESS_MAX}) address; takes one of exactly ${ADDRESS_MAX}`, async () => {
    const atLimit = `${'a'.repeat(ADDRESS_MAX - '@example.si'.length)}@example.si`
    expect(atLimit.length).toBe(ADDRESS_MAX)
    expect((await exportOf(atLimit)).status).toBe(200)
    const past = await exportOf(`a${atLimit}`)
    expect(past.status).toBe(400)
    expect(past.body.email[0]).toMatch(/254/)
    for (const bad of [undefined, '', 42, ['a@b.si'], 'no-at-sign', 'two words@example.si']) {
      const res = await exportOf(bad)
      expect(res.status, String(bad)).toBe(400)
      expect(res.body).toHaveProperty('email')
    }
  })
})

describe('erase', () => {
  it('removes Ana from every store in one action, anonymises her order, leaves Bor alone; her export is then empty', async () => {
    const borBefore = (await exportOf(BOR)).body.stores
    const res = await eraseOf('Ana.Novak@EXAMPLE.si')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.erased.inquiries).toBe(1)
    expect(res.body.erased.accounts).toBe(1)
    const after = await exportOf(ANA)
    for (const [store, rows] of Object.entries(after.body.stores)) expect(rows, store).toEqual([])
    // The order stays for the accounts, without her.
    const order = await db().selectFrom('orders').selectAll().where('id', '=', ana.order).executeTakeFirstOrThrow()
    expect(order).toMatchObject({ ...ANONYMISED, phone: null, address: null, note: null, client: null })
    expect(Number(order.total)).toBe(10)
    expect(await db().selectFrom('order_lines').select('id').where('order', '=', ana.order).execute()).toHaveLength(1)
    expect(await db().selectFrom('users').select('id').where('id', '=', anaAccount).executeTakeFirst()).toBeUndefined()
    // Nothing anywhere in the database still quotes her address or name.
    for (const table of [
      'inquiries',
      'orders',
      'clients',
      'newsletter_subscriptions',
      'mail_outbox',
      'audit_log',
      'record_revisions',
      'users',
      'auth_sessions',
    ]) {
      const rows = await db().selectFrom(table).selectAll().execute()
      expect(allText(rows), table).not.toContain(ANA)
      expect(allText(rows), table).not.toContain('ana novak')
    }
    const borAfter = (await exportOf(BOR)).body.stores
    for (const store of Object.keys(borBefore)) {
      if (store === 'audit_log') continue // the exports above added entries; none about Bor's records went
      expect(borAfter[store], store).toEqual(borBefore[store])
    }
    const entry = await db().selectFrom('audit_log').selectAll().where('action', '=', 'privacy_erase').orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(JSON.parse(entry.data).rows.inquiries).toBe(1)
  })

  it('refuses the address of a staff account for erase and export (handled under Team, by someone who outranks it)', async () => {
    await api.app.accounts.create({ username: 'urednica', password: 'urednica-password-1', email: 'Urednica@example.si', is_staff: true, scope: ['*'] })
    const res = await eraseOf('urednica@example.si')
    expect(res.status).toBe(400)
    expect(res.body.email[0]).toMatch(/Team/)
    // Nor exported from here: it would hand a privacy holder the staff member's whole audit trail, unredacted.
    expect((await exportOf('urednica@example.si')).status).toBe(400)
    expect(await db().selectFrom('users').select('id').where('username', '=', 'urednica').executeTakeFirst()).toBeDefined()
  })

  it('an address nobody has erases nothing and answers zero counts', async () => {
    const res = await eraseOf('nobody@example.si')
    expect(res.status).toBe(200)
    expect(Object.values(res.body.erased).every((count) => count === 0)).toBe(true)
  })
})
