import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFIRMATIONS_PER_DAY, DEFAULT_CONSENT } from '../../server/newsletter/subscriptions'
import { startApi, type TestApi } from './helper'
import { startSmtp, type ReceivedMail, type TestSmtp } from './smtp'

let smtp: TestSmtp
let api: TestApi
beforeAll(async () => {
  smtp = await startSmtp()
  api = await startApi({ SMTP_URL: smtp.url, SITE_URL: 'https://rudnik.example' })
})
afterAll(async () => {
  await api.close()
  await smtp.close()
})

const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address))
/** The path under /api/v1 of the unsubscribe link in a mail, /common/newsletter/unsubscribe/<token>/. */
function linkIn(mail: ReceivedMail, kind: 'unsubscribe'): string {
  const match = new RegExp(`https://rudnik\\.example/api/v1(/common/newsletter/${kind}/[0-9a-f]+/)`).exec(mail.text)
  expect(match, `a ${kind} link in the mail`).not.toBeNull()
  return match![1]
}
/** The confirmation link: the site's home page in the subscriber's language, the token in the fragment. */
function confirmLinkIn(mail: ReceivedMail): { url: string; token: string } {
  const match = /(https:\/\/rudnik\.example\/(?:sl|en)\/\?newsletter=confirm)#token=([0-9a-f]{48})/.exec(mail.text)
  expect(match, 'a confirmation link in the mail').not.toBeNull()
  return { url: match![1], token: match![2] }
}
const subscription = async (email: string) =>
  (await api.request('GET', `/common/newsletter/subscribers/?search=${encodeURIComponent(email)}`, { token: api.staffToken })).body.results[0]

describe('newsletter double opt-in', () => {
  it('stores a pending subscription and mails a confirmation link with an unsubscribe link', async () => {
    const res = await api.request('POST', '/common/newsletter/', { body: { email: 'Mojca@Example.com', language: 'sl' } })
    expect(res.status).toBe(200)
    expect(res.body.detail).toMatch(/confirm your subscription/)
    const [mail] = mailsTo('mojca@example.com')
    expect(mail.subject).toBe('Potrdite prijavo na e-novice')
    expect(confirmLinkIn(mail).url).toBe('https://rudnik.example/sl/?newsletter=confirm')
    linkIn(mail, 'unsubscribe')
    const headers = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
    expect(headers).toMatch(/^List-Unsubscribe: <https:\/\/rudnik\.example\/api\/v1\/common\/newsletter\/unsubscribe\/[0-9a-f]{48}\/>/m)
    expect(await subscription('mojca@example.com')).toMatchObject({ status: 'pending', language: 'sl', confirmed_at: null })
  })

  it('following a link confirms nothing (mail scanners, previews); the GET of older mails leads to the page that asks', async () => {
    const { token } = confirmLinkIn(mailsTo('mojca@example.com')[0])
    const res = await api.request('GET', `/common/newsletter/confirm/${token}/`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(`https://rudnik.example/sl/?newsletter=confirm#token=${token}`)
    expect((await subscription('mojca@example.com')).status).toBe('pending')
  })

  it('confirms with a POST of the token (the button of that page)', async () => {
    const { token } = confirmLinkIn(mailsTo('mojca@example.com')[0])
    const res = await api.request('POST', '/common/newsletter/confirm/', { form: { token } })
    expect([res.status, res.body]).toEqual([200, { status: 'confirmed', language: 'sl' }])
    const stored = await subscription('mojca@example.com')
    expect(stored.status).toBe('confirmed')
    expect(Date.parse(stored.confirmed_at)).not.toBeNaN()
    const again = await api.request('POST', '/common/newsletter/confirm/', { body: { token } })
    expect(again.body).toEqual({ status: 'confirmed', language: 'sl' })
  })

  it('a wrong or missing token: 400 on token', async () => {
    expect((await api.request('POST', '/common/newsletter/confirm/', { body: { token: 'a'.repeat(48) } })).body).toEqual({
      token: ['This link is not valid or has expired.'],
    })
    expect((await api.request('POST', '/common/newsletter/confirm/', { body: {} })).body).toEqual({ token: ['This field is required.'] })
  })

  it("stores the proof of consent: the server's own text (never a client's), time, address and browser", async () => {
    const res = await api.request('POST', '/common/newsletter/', {
      form: { email: 'proof@example.com', language: 'en', consent_text: 'I agreed to nothing at all.' },
    })
    expect(res.status).toBe(200)
    const stored = await subscription('proof@example.com')
    expect(stored).toMatchObject({ consent_text: DEFAULT_CONSENT.en, consent_ip: '127.0.0.1', consent_user_agent: 'lightMyRequest' })
    expect(Date.parse(stored.consented_at)).not.toBeNaN()
    expect(stored).not.toHaveProperty('token')
  })

  it('stores the default consent text in the language of the sign-up when none is sent', async () => {
    await api.request('POST', '/common/newsletter/', { body: { email: 'default@example.com', language: 'en' } })
    expect((await subscription('default@example.com')).consent_text).toMatch(/^I agree that Poslovna cona Rudnik/)
  })

  it('re-subscribing a confirmed address changes nothing and mails nothing', async () => {
    const before = smtp.messages.length
    const res = await api.request('POST', '/common/newsletter/', { body: { email: 'mojca@example.com', language: 'sl' } })
    expect(res.status).toBe(200)
    expect(smtp.messages.length).toBe(before)
    const list = await api.request('GET', '/common/newsletter/subscribers/?search=mojca', { token: api.staffToken })
    expect(list.body.count).toBe(1)
    expect(list.body.results[0].status).toBe('confirmed')
  })

  it('the link in the mail leads to the page that asks; following it (a mail scanner) unsubscribes nothing; its button does', async () => {
    const unsubscribe = linkIn(mailsTo('mojca@example.com')[0], 'unsubscribe')
    const before = (await subscription('mojca@example.com')).status
    for (let i = 0; i < 3; i++) {
      const res = await api.request('GET', unsubscribe)
      expect(res.status).toBe(303)
      expect(res.headers.location).toMatch(/^https:\/\/rudnik\.example\/sl\/\?newsletter=unsubscribe#token=[0-9a-f]{48}$/)
    }
    expect((await subscription('mojca@example.com')).status).toBe(before)
    expect(before).not.toBe('unsubscribed')
    const posted = await api.request('POST', unsubscribe)
    expect(posted.status).toBe(200)
    const stored = await subscription('mojca@example.com')
    expect(stored.status).toBe('unsubscribed')
    expect(stored.unsubscribed_at).not.toBeNull()
  })

  it(`mails one address at most ${CONFIRMATIONS_PER_DAY} confirmations a day, however often it is signed up; the answer stays the same`, async () => {
    const sign = () => api.request('POST', '/common/newsletter/', { body: { email: 'flooded@example.com', language: 'en' } })
    for (let i = 0; i < CONFIRMATIONS_PER_DAY + 4; i++) expect((await sign()).body.detail).toMatch(/confirm your subscription/)
    expect(mailsTo('flooded@example.com')).toHaveLength(CONFIRMATIONS_PER_DAY)
  })

  it('an unknown token redirects with newsletter=invalid', async () => {
    const res = await api.request('GET', `/common/newsletter/confirm/${'a'.repeat(48)}/`)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('https://rudnik.example/en/?newsletter=invalid')
  })

  it('refuses a bad e-mail address and an unknown language', async () => {
    const res = await api.request('POST', '/common/newsletter/', { body: { email: 'nope', language: 'de' } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ email: ['Enter a valid email address.'], language: ['"de" is not a valid choice.'] })
  })

  it('lists subscribers for staff only', async () => {
    expect((await api.request('GET', '/common/newsletter/subscribers/')).status).toBe(401)
    expect((await api.request('GET', '/common/newsletter/subscribers/', { token: api.visitorToken })).status).toBe(403)
    const res = await api.request('GET', '/common/newsletter/subscribers/?status=pending', { token: api.staffToken })
    expect(res.body.results.map((s: { email: string }) => s.email).sort()).toEqual(['default@example.com', 'flooded@example.com', 'proof@example.com'])
  })
})

describe('rate limit of the sign-up form', () => {
  let limited: TestApi
  beforeAll(async () => {
    limited = await startApi({ PUBLIC_FORMS_PER_MINUTE: '2' })
  })
  afterAll(() => limited.close())

  it('answers 429 after PUBLIC_FORMS_PER_MINUTE posts from one address', async () => {
    const post = (n: number) => limited.request('POST', '/common/newsletter/', { body: { email: `rate${n}@example.com`, language: 'sl' } })
    expect((await post(1)).status).toBe(200)
    expect((await post(2)).status).toBe(200)
    const refused = await post(3)
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ detail: 'Request was throttled. Try again in a minute.' })
    expect(refused.headers['retry-after']).toBeDefined()
  })
})
