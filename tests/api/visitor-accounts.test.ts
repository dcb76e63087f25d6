/**
 * Visitors' accounts (issue 12 points 1 and 5): sign-up confirmed by a mailed link (the password
 * asked again), answers that never tell whether an address has an account, the account page's
 * details, orders placed while signed in, a new e-mail address by link, deletion that keeps the
 * orders anonymised, and "Forgot password?".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANONYMISED } from '../../server/accounts/erase'
import { startApi, type TestApi } from './helper'
import { startSmtp, type TestSmtp } from './smtp'

let api: TestApi
let smtp: TestSmtp
let productId: number
beforeAll(async () => {
  smtp = await startSmtp()
  api = await startApi({ SMTP_URL: smtp.url, SITE_URL: 'https://rudnik.example' })
  const category = await api.request('POST', '/products/categories/full/', { token: api.staffToken, body: { name_sl: 'Pohištvo', name_en: 'Furniture' } })
  const product = await api.request('POST', '/products/full/', {
    token: api.staffToken,
    body: { name_sl: 'Miza', name_en: 'Table', price: 120, category: category.body.id, is_active: true },
  })
  expect(product.status).toBe(201)
  productId = product.body.id
})
afterAll(async () => {
  await api.close()
  await smtp.close()
})

/** The mails to `address`, once `count` of them arrived (sign-up and reset mails are sent after the answer). */
async function mailsTo(address: string, count = 1) {
  for (let i = 0; i < 100; i++) {
    const found = smtp.messages.filter((m) => m.to.includes(address))
    if (found.length >= count) return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return smtp.messages.filter((m) => m.to.includes(address))
}
/** Until the mail sent after the answers (and the retries those sends started) is done: nothing more will arrive. */
const settle = () => api.app.context.afterAnswer.idle()
/** As if 10 minutes had passed: one sign-up or reset mail to an address in 10 minutes (server/mail/requested-mail-cap.ts). */
const gapPasses = (kind: 'register' | 'reset', address: string) => api.app.context.counters.remove(`${kind}-mail-gap:${address}`)
const keyIn = (text: string, page: string) => new RegExp(`${page}#token=([0-9a-f]{64})`).exec(text)?.[1]
const register = (body: Record<string, unknown>, language: 'sl' | 'en' = 'en') => api.request('POST', '/accounts/register/', { body, language })
const confirm = (token: string, password: string) => api.request('POST', '/accounts/register/confirm/', { body: { token, password } })
const login = (username: string, password: string) => api.request('POST', '/api-token-auth/', { body: { username, password } })

/** A confirmed visitor account; its token. */
async function visitor(email: string, password = 'visitor-pass-1') {
  await register({ email, password, first_name: 'Maja', last_name: 'Novak', language: 'sl' })
  const [mail] = await mailsTo(email)
  expect((await confirm(keyIn(mail.text, '/register/confirm')!, password)).status).toBe(200)
  return (await login(email, password)).body.token as string
}

describe('signing up', () => {
  it('answers the same words for a new address and for one with an account; the new one gets a link, the other a note without one', async () => {
    const fresh = await register({ email: 'Nova@Example.com', password: 'nova-geslo-1', first_name: 'Nova' })
    const known = await register({ email: 'staff-known@example.com', password: 'whatever-1' })
    await api.app.accounts.create({ username: 'known', password: 'known-pass-1', is_staff: false, email: 'taken@example.com' })
    const taken = await register({ email: 'taken@example.com', password: 'whatever-1' })
    expect([fresh.status, taken.status, known.status]).toEqual([202, 202, 202])
    expect(taken.body).toEqual(fresh.body)
    const [link] = await mailsTo('nova@example.com')
    expect(link.text).toContain('https://rudnik.example/en/register/confirm#token=')
    const [note] = await mailsTo('taken@example.com')
    expect(note.subject).toBe('You already have an account')
    expect(note.text).not.toMatch(/#token=/)
    expect(await api.app.context.database.db.selectFrom('users').select('id').where('email', '=', 'nova@example.com').execute()).toEqual([])
  })

  it('checks its fields, at and past their limits', async () => {
    expect((await register({})).body).toEqual({ email: ['This field is required.'], password: ['This field is required.'] })
    expect((await register({ email: 'a@b.si', password: 'short' })).body).toEqual({ password: ['Ensure this field has at least 8 characters.'] })
    const local = 'x'.repeat(254 - '@example.com'.length)
    expect((await register({ email: `${local}@example.com`, password: 'x'.repeat(128) })).status).toBe(202)
    expect((await register({ email: `${local}x@example.com`, password: 'x'.repeat(129) })).body).toEqual({
      email: ['Ensure this field has no more than 254 characters.'],
      password: ['Ensure this field has no more than 128 characters.'],
    })
    expect((await register({ email: 'a@b.si', password: 'password-1', first_name: 'x'.repeat(151) })).body).toEqual({
      first_name: ['Ensure this field has no more than 150 characters.'],
    })
  })

  it('is confirmed by the link with the password chosen: a non-staff account, linked to its client record, signing in with its address', async () => {
    await register({ email: 'ana@example.com', password: 'anino-geslo-1', first_name: 'Ana', last_name: 'Kranjc', language: 'sl' })
    const [mail] = await mailsTo('ana@example.com')
    const key = keyIn(mail.text, '/register/confirm')!
    expect(mail.text).toContain('https://rudnik.example/register/confirm#token=')
    expect((await confirm(key, 'not-the-password')).body).toEqual({ password: ['This is not the password you chose when you registered.'] })
    const done = await confirm(key, 'anino-geslo-1')
    expect(done.status).toBe(200)
    expect(done.body.username).toBe('ana@example.com')
    expect((await confirm(key, 'anino-geslo-1')).body).toEqual({ token: ['This confirmation link is invalid or has expired. Please register again.'] })
    const token = (await login('ana@example.com', 'anino-geslo-1')).body.token
    const me = await api.request('GET', '/accounts/me/', { token })
    expect(me.body).toMatchObject({ email: 'ana@example.com', first_name: 'Ana', last_name: 'Kranjc', is_staff: false, scope: [], role: null, language: 'sl' })
    const client = await api.app.context.database.db.selectFrom('clients').selectAll().where('email', '=', 'ana@example.com').executeTakeFirstOrThrow()
    expect(client.name).toBe('Ana Kranjc')
  })

  it('of two sign-ups for one address, only the one whose password the owner knows can be confirmed; five wrong passwords void a sign-up', async () => {
    await register({ email: 'dvojno@example.com', password: 'stranger-pass-1' })
    const [first] = await mailsTo('dvojno@example.com', 1)
    await gapPasses('register', 'dvojno@example.com') // one sign-up mail to an address in 10 minutes
    await register({ email: 'dvojno@example.com', password: 'owners-pass-1' })
    const second = (await mailsTo('dvojno@example.com', 2))[1]
    for (let i = 0; i < 5; i++) expect((await confirm(keyIn(first.text, '/register/confirm')!, 'owners-pass-1')).status).toBe(400)
    expect((await confirm(keyIn(first.text, '/register/confirm')!, 'stranger-pass-1')).body.token).toBeDefined() // void now
    expect((await confirm(keyIn(second.text, '/register/confirm')!, 'owners-pass-1')).status).toBe(200)
  })

  // Strangers at other addresses, and at once: tests/api/sign-up-and-reset-limits.test.ts.
  it('mails an address once in 10 minutes, and at most 3 times a day for one requesting address', async () => {
    for (let i = 0; i < 5; i++) expect((await register({ email: 'pogosto@example.com', password: 'pogosto-1' })).status).toBe(i === 0 ? 202 : 429)
    await settle()
    expect((await mailsTo('pogosto@example.com', 5)).length).toBe(1)
    for (let i = 0; i < 4; i++) {
      await gapPasses('register', 'pogosto@example.com')
      await register({ email: 'pogosto@example.com', password: 'pogosto-1' })
      await settle()
    }
    expect((await mailsTo('pogosto@example.com', 5)).length).toBe(3)
  })

  it('without SMTP, leaves the link in the outbox (the only way mail leaves); with SMTP, the outbox copy hides it', async () => {
    const outboxWithSmtp = await api.request('GET', '/mail/outbox/?page_size=100', { token: api.staffToken })
    const copy = outboxWithSmtp.body.results.find((m: { to: string }) => m.to === 'ana@example.com')
    expect(copy.text).toContain('#token=[hidden]')
    const offline = await startApi()
    try {
      await offline.request('POST', '/accounts/register/', { body: { email: 'brez@example.com', password: 'brez-smtp-1' } })
      let outbox = await offline.request('GET', '/mail/outbox/', { token: offline.staffToken })
      for (let i = 0; i < 100 && outbox.body.count === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        outbox = await offline.request('GET', '/mail/outbox/', { token: offline.staffToken })
      }
      expect(outbox.body.results[0].text).toMatch(/register\/confirm#token=[0-9a-f]{64}/)
    } finally {
      await offline.close()
    }
  })
})

describe("an address's existing client record (a customer's details and orders)", () => {
  const customer = (target: TestApi, email: string) =>
    target.request('POST', '/accounts/clients/admin/', {
      token: target.staffToken,
      body: { name: 'Stara Stranka', email, phone: '041 111 222', address: 'Rudniška 1' },
    })
  const me = async (target: TestApi, email: string, password: string) => {
    const token = (await target.request('POST', '/api-token-auth/', { body: { username: email, password } })).body.token
    return (await target.request('GET', '/accounts/me/', { token })).body
  }
  const clientOf = async (target: TestApi, email: string) =>
    (await target.app.context.database.db.selectFrom('users').select('client_id').where('email', '=', email).executeTakeFirstOrThrow()).client_id

  it('joins the account when SMTP delivered the link: the mailbox is proven', async () => {
    const record = await customer(api, 'stranka@example.com')
    expect(record.status).toBe(201)
    await register({ email: 'stranka@example.com', password: 'stranka-geslo-1' })
    const [mail] = await mailsTo('stranka@example.com')
    expect((await confirm(keyIn(mail.text, '/register/confirm')!, 'stranka-geslo-1')).status).toBe(200)
    expect(Number(await clientOf(api, 'stranka@example.com'))).toBe(record.body.id)
    expect(await me(api, 'stranka@example.com', 'stranka-geslo-1')).toMatchObject({ phone: '041 111 222' })
  })

  it('stays with nobody when the link stood in the outbox (no SMTP): staff with the mail scope who sign up with the address learn nothing of it', async () => {
    const offline = await startApi()
    try {
      expect((await customer(offline, 'tuja@example.com')).status).toBe(201)
      const mailStaff = await offline.scopedStaffToken(['mail'])
      await offline.request('POST', '/accounts/register/', { body: { email: 'tuja@example.com', password: 'prevzem-geslo-1' } })
      let link: string | undefined
      for (let i = 0; i < 100 && !link; i++) {
        const outbox = await offline.request('GET', '/mail/outbox/', { token: mailStaff })
        link = outbox.body.results.map((m: { text: string }) => keyIn(m.text, '/register/confirm')).find(Boolean)
        if (!link) await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(link).toBeTruthy()
      const done = await offline.request('POST', '/accounts/register/confirm/', { body: { token: link, password: 'prevzem-geslo-1' } })
      expect(done.status).toBe(200)
      expect(await clientOf(offline, 'tuja@example.com')).toBeNull()
      const page = await me(offline, 'tuja@example.com', 'prevzem-geslo-1')
      expect(JSON.stringify(page)).not.toMatch(/041 111 222|Rudniška/)
    } finally {
      await offline.close()
    }
  })
})

describe('the account page', () => {
  it("shows and changes the visitor's details (kept on their client record)", async () => {
    const token = await visitor('detajli@example.com')
    const res = await api.request('PATCH', '/accounts/me/', {
      token,
      body: { first_name: 'Maja', last_name: 'Kovač', phone: '041 123 456', address: 'Rudniška 1, Velenje' },
    })
    expect(res.body).toMatchObject({ first_name: 'Maja', last_name: 'Kovač', phone: '041 123 456', address: 'Rudniška 1, Velenje' })
    const client = await api.app.context.database.db.selectFrom('clients').selectAll().where('email', '=', 'detajli@example.com').executeTakeFirstOrThrow()
    expect(client).toMatchObject({ name: 'Maja Kovač', phone: '041 123 456' })
    expect((await api.request('PATCH', '/accounts/me/', { token, body: { phone: 'x'.repeat(41) } })).body).toEqual({
      phone: ['Ensure this field has no more than 40 characters.'],
    })
  })

  it("lists the orders placed while signed in, with their status, and no one else's", async () => {
    const token = await visitor('kupec@example.com')
    const order = await api.request('POST', '/orders/', {
      token,
      body: { name: 'Maja', email: 'drug-naslov@example.com', lines: [{ product: productId, quantity: 2 }] },
    })
    expect(order.status).toBe(201)
    await api.request('POST', '/orders/', { body: { name: 'Tujec', email: 'tujec@example.com', lines: [{ product: productId, quantity: 1 }] } })
    await api.request('PATCH', `/orders/${order.body.id}/`, { token: api.staffToken, body: { status: 'shipped' } })
    const mine = await api.request('GET', '/accounts/me/orders/', { token })
    expect(mine.body.count).toBe(1)
    expect(mine.body.results[0]).toMatchObject({
      id: order.body.id,
      status: 'shipped',
      total: 240,
      lines: [{ product_name: 'Miza', quantity: 2, unit_price: 120, line_total: 240 }],
    })
  })

  it("an order naming a customer's e-mail joins no account but the signed-in one's: not a stranger's, not another visitor's (issue 24.1)", async () => {
    const owner = await visitor('lastnik@example.com')
    const other = await visitor('drugi-kupec@example.com')
    const line = [{ product: productId, quantity: 1 }]
    const stranger = await api.request('POST', '/orders/', {
      body: { name: 'Podtaknjeno', email: 'lastnik@example.com', address: 'Lažna 1', note: 'pokličite 090 ...', lines: line },
    })
    const unknown = await api.request('POST', '/orders/', { body: { name: 'Nihče', email: 'nikogar-ni@example.com', lines: line } })
    expect([stranger.status, unknown.status]).toEqual([201, 201])
    expect(stranger.body.client).toBe(unknown.body.client) // null both: nothing tells a customer from anyone
    expect(stranger.body.client).toBeNull()
    const byOther = await api.request('POST', '/orders/', { token: other, body: { name: 'Drugi', email: 'lastnik@example.com', lines: line } })
    expect(byOther.status).toBe(201)
    const ownerClient = await api.app.context.database.db
      .selectFrom('users')
      .select('client_id')
      .where('email', '=', 'lastnik@example.com')
      .executeTakeFirstOrThrow()
    expect(byOther.body.client).not.toBe(ownerClient.client_id)
    expect((await api.request('GET', '/accounts/me/orders/', { token: owner })).body.count).toBe(0)
    expect((await api.request('GET', '/accounts/me/orders/', { token: other })).body.results.map((order: { id: number }) => order.id)).toEqual([
      byOther.body.id,
    ])
  })

  it('changes the e-mail address by a link sent to the new one, with the current password; the old one is told', async () => {
    const token = await visitor('star@example.com', 'star-pass-1')
    expect((await api.request('POST', '/accounts/me/email/', { token, body: { email: 'nov@example.com', current_password: 'wrong' } })).body).toEqual({
      current_password: ['Your current password was entered incorrectly.'],
    })
    expect((await api.request('POST', '/accounts/me/email/', { token, body: { email: 'nov@example.com', current_password: 'star-pass-1' } })).status).toBe(202)
    expect((await api.request('GET', '/accounts/me/', { token })).body).toMatchObject({ email: 'star@example.com', pending_email: 'nov@example.com' })
    const [mail] = await mailsTo('nov@example.com')
    const key = keyIn(mail.text, '/account/email')!
    expect((await api.request('POST', '/accounts/me/email/confirm/', { body: { token: key } })).status).toBe(200)
    expect((await api.request('GET', '/accounts/me/', { token })).body).toMatchObject({
      email: 'nov@example.com',
      username: 'nov@example.com',
      pending_email: null,
    })
    expect((await login('nov@example.com', 'star-pass-1')).status).toBe(200)
    expect((await mailsTo('star@example.com', 2)).at(-1)!.text).toContain('nov@example.com')
    // An address another account has: the same answer, and no link anywhere.
    const before = smtp.messages.length
    expect((await api.request('POST', '/accounts/me/email/', { token, body: { email: 'ana@example.com', current_password: 'star-pass-1' } })).status).toBe(202)
    await settle()
    expect(smtp.messages.length).toBe(before)
  })

  it('deletes the account with the current password: personal data erased, orders kept anonymised', async () => {
    const token = await visitor('odhod@example.com', 'odhod-pass-1')
    await api.request('PATCH', '/accounts/me/', { token, body: { phone: '031 000 000', address: 'Tam 1' } })
    const order = await api.request('POST', '/orders/', {
      token,
      body: { name: 'Maja Odhod', email: 'odhod@example.com', phone: '031 000 000', address: 'Tam 1', lines: [{ product: productId, quantity: 1 }] },
    })
    expect((await api.request('DELETE', '/accounts/me/', { token, body: { current_password: 'nope' } })).status).toBe(400)
    expect((await api.request('DELETE', '/accounts/me/', { token, body: { current_password: 'odhod-pass-1' } })).status).toBe(204)
    expect((await api.request('GET', '/accounts/me/', { token })).status).toBe(401)
    expect((await login('odhod@example.com', 'odhod-pass-1')).status).toBe(400)
    const kept = await api.request('GET', `/orders/${order.body.id}/`, { token: api.staffToken })
    expect(kept.body).toMatchObject({ ...ANONYMISED, phone: null, address: null, client: null, total: 120 })
    const { db } = api.app.context.database
    expect(await db.selectFrom('clients').select('id').where('email', '=', 'odhod@example.com').execute()).toEqual([])
    expect(await db.selectFrom('mail_outbox').select('id').where('to', '=', 'odhod@example.com').execute()).toEqual([])
    expect(JSON.stringify(await db.selectFrom('orders').selectAll().execute())).not.toContain('Odhod')
  })

  it('a staff account is not deleted from the account page', async () => {
    expect((await api.request('DELETE', '/accounts/me/', { token: api.staffToken, body: { current_password: 'staff-password-1' } })).status).toBe(403)
  })
})

describe('forgotten password', () => {
  it("answers the same for any address; an account's mailbox gets a one-hour link to the site in its language", async () => {
    const token = await visitor('pozabil@example.com', 'old-pass-1')
    void token
    const known = await api.request('POST', '/accounts/password-reset/', { body: { email: 'Pozabil@example.com' } })
    const unknown = await api.request('POST', '/accounts/password-reset/', { body: { email: 'nihce@example.com' } })
    expect([known.status, unknown.status]).toEqual([202, 202])
    expect(known.body).toEqual(unknown.body)
    const mails = await mailsTo('pozabil@example.com', 2)
    const key = keyIn(mails.at(-1)!.text, 'https://rudnik.example/password-reset')!
    expect(key).toBeDefined()
    await settle()
    expect(smtp.messages.filter((m) => m.to.includes('nihce@example.com'))).toEqual([])
    expect((await api.request('POST', '/accounts/password-reset/confirm/', { body: { token: key, new_password: 'new-pass-22' } })).status).toBe(200)
    expect((await login('pozabil@example.com', 'new-pass-22')).status).toBe(200)
  })

  it('mails an address once in 10 minutes and at most 3 times an hour for one requesting address, and without SMTP answers 409 for every address alike', async () => {
    await visitor('vecrat@example.com')
    for (let i = 0; i < 5; i++) await api.request('POST', '/accounts/password-reset/', { body: { email: 'vecrat@example.com' } })
    await settle()
    expect((await mailsTo('vecrat@example.com', 6)).filter((m) => /Password reset/.test(m.subject))).toHaveLength(1)
    for (let i = 0; i < 4; i++) {
      await gapPasses('reset', 'vecrat@example.com')
      await api.request('POST', '/accounts/password-reset/', { body: { email: 'vecrat@example.com' } })
      await settle()
    }
    expect((await mailsTo('vecrat@example.com', 6)).filter((m) => /Password reset/.test(m.subject))).toHaveLength(3)
    const offline = await startApi()
    try {
      const a = await offline.request('POST', '/accounts/password-reset/', { body: { email: 'visitor@example.com' } })
      const b = await offline.request('POST', '/accounts/password-reset/', { body: { email: 'nobody@example.com' } })
      expect([a.status, b.status, a.body]).toEqual([409, 409, b.body])
    } finally {
      await offline.close()
    }
  })
})
