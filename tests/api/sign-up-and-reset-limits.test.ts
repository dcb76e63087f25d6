/**
 * Issue 24 item 6: the limits on sign-up confirmations and on the mails a stranger can make the
 * server send to an address.
 *   - 5 wrong passwords void a sign-up, even when the tries come all at once (counted in the
 *     database before the password is checked);
 *   - sign-up and reset mails: 3 per recipient per requesting client address (a day for sign-ups,
 *     an hour for resets), and one per recipient in 10 minutes whoever asks
 *     (server/mail/requested-mail-cap.ts). A stranger spends their own share, never the owner's.
 * A refused request is a 429 that says why and for how long, the same whether or not the address has
 * an account. "10 minutes later" is the recipient's gap counter taken away, as its window ending would.
 * Strangers: anonymous, a signed-in visitor (user A aiming at user B's address), staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFIRMATION_ATTEMPTS, REGISTRATION_MAIL_CAP } from '../../server/accounts/registration'
import { RESET_MAIL_CAP } from '../../server/auth/password-reset-routes'
import { startApi, type TestApi } from './helper'
import { startSmtp, type TestSmtp } from './smtp'

let api: TestApi
let smtp: TestSmtp
beforeAll(async () => {
  smtp = await startSmtp()
  api = await startApi({ SMTP_URL: smtp.url, SITE_URL: 'https://rudnik.example' })
})
afterAll(async () => {
  await api.close()
  await smtp.close()
})

/** Each test waits for mails and hashes passwords (scrypt): slow on a busy machine, slower on PostgreSQL. */
const SLOW = 120_000
const OWNER = '192.0.2.10'
const STRANGER = '198.51.100.99'

function post(url: string, body: unknown, address: string, token?: string) {
  return api.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(token ? { authorization: `Token ${token}` } : {}) },
    payload: JSON.stringify(body),
  })
}
const register = (email: string, password: string, address: string, token?: string) => post('/accounts/register/', { email, password }, address, token)
const confirm = (token: string, password: string) => post('/accounts/register/confirm/', { token, password }, '203.0.113.1')
const forgot = (email: string, address: string, token?: string) => post('/accounts/password-reset/', { email }, address, token)

/** Until the mail sent after the answers (and the retries those sends started) is done: nothing more will arrive. */
const settle = () => api.app.context.afterAnswer.idle()
const mailsTo = (address: string, subject?: RegExp) => smtp.messages.filter((m) => m.to.includes(address) && (!subject || subject.test(m.subject)))
async function waitForMails(address: string, count: number) {
  for (let i = 0; i < 100 && mailsTo(address).length < count; i++) await new Promise((resolve) => setTimeout(resolve, 50))
  await settle() // and no more than that
  return mailsTo(address)
}
const keyIn = (text: string) => /#token=([0-9a-f]{64})/.exec(text)?.[1]
/** A 429 with these words and a Retry-After of more than `minSeconds`. */
function expectRefused(answer: Awaited<ReturnType<typeof post>>, words: RegExp, minSeconds: number) {
  expect(answer.statusCode).toBe(429)
  expect(answer.json().detail).toMatch(words)
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(minSeconds)
}
/** As if the recipient's gap had passed. */
const gapPasses = (kind: 'register' | 'reset', address: string) => api.app.context.counters.remove(`${kind}-mail-gap:${address}`)

describe('confirming a sign-up', () => {
  it(
    `counts tries before checking: of 12 wrong passwords at once, ${CONFIRMATION_ATTEMPTS} are checked and the sign-up is void`,
    async () => {
      await register('parallel@example.com', 'owners-pass-1', OWNER)
      const [mail] = await waitForMails('parallel@example.com', 1)
      const key = keyIn(mail.text)!
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => confirm(key, `guess-${i}`)))
      const bodies = answers.map((res) => res.json())
      expect(bodies.filter((body) => body.password)).toHaveLength(CONFIRMATION_ATTEMPTS)
      expect(bodies.filter((body) => body.token)).toHaveLength(12 - CONFIRMATION_ATTEMPTS)
      expect((await confirm(key, 'owners-pass-1')).json()).toEqual({ token: ['This confirmation link is invalid or has expired. Please register again.'] })
      expect(await api.app.context.database.db.selectFrom('users').select('id').where('email', '=', 'parallel@example.com').execute()).toEqual([])
    },
    SLOW,
  )

  it(
    `takes the right password on the ${CONFIRMATION_ATTEMPTS}th try, not after`,
    async () => {
      for (const [email, wrong] of [
        ['fifth@example.com', CONFIRMATION_ATTEMPTS - 1],
        ['sixth@example.com', CONFIRMATION_ATTEMPTS],
      ] as const) {
        await register(email, 'owners-pass-1', OWNER)
        const [mail] = await waitForMails(email, 1)
        for (let i = 0; i < wrong; i++) expect((await confirm(keyIn(mail.text)!, `guess-${i}`)).statusCode).toBe(400)
        expect((await confirm(keyIn(mail.text)!, 'owners-pass-1')).statusCode).toBe(wrong < CONFIRMATION_ATTEMPTS ? 200 : 400)
      }
    },
    SLOW,
  )
})

describe('sign-up mails to one address', () => {
  it(
    `a stranger gets ${REGISTRATION_MAIL_CAP.perClient} a day sent to it, then none; the owner, from their own address, still gets theirs`,
    async () => {
      const victim = 'victim-signup@example.com'
      for (let i = 0; i < REGISTRATION_MAIL_CAP.perClient + 2; i++) {
        const answer = await register(victim, `stranger-pass-${i}`, STRANGER)
        if (i < REGISTRATION_MAIL_CAP.perClient) expect(answer.statusCode).toBe(202)
        else expectRefused(answer, /as many of these mails as we send at the asking of one place/, 23 * 60 * 60)
        await waitForMails(victim, Math.min(i + 1, REGISTRATION_MAIL_CAP.perClient))
        await gapPasses('register', victim)
      }
      expect(mailsTo(victim)).toHaveLength(REGISTRATION_MAIL_CAP.perClient)
      await register(victim, 'owners-pass-1', OWNER)
      const mails = await waitForMails(victim, REGISTRATION_MAIL_CAP.perClient + 1)
      expect(mails).toHaveLength(REGISTRATION_MAIL_CAP.perClient + 1)
      expect((await confirm(keyIn(mails.at(-1)!.text)!, 'owners-pass-1')).statusCode).toBe(200)
    },
    SLOW,
  )

  it(
    'one mail in 10 minutes whoever asks (even all at once, from many addresses); a refused request does not spend its share',
    async () => {
      const victim = 'victim-burst@example.com'
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => register(victim, 'burst-pass-1', `198.18.5.${i + 1}`)))
      expect(answers.map((res) => res.statusCode).sort()).toEqual([202, ...Array(7).fill(429)])
      for (const refused of answers.filter((res) => res.statusCode === 429)) expectRefused(refused, /asked for a few minutes ago/, 9 * 60)
      expect(await waitForMails(victim, 2)).toHaveLength(1)
      // Asked again within the gap: told so, nothing sent; the owner's address has spent nothing.
      expectRefused(await register(victim, 'owners-pass-1', OWNER), /look for it in the mailbox, or try again in 10 min/, 9 * 60)
      expect(await waitForMails(victim, 2)).toHaveLength(1)
      expect((await api.app.context.counters.read(`register-mail:${victim}|${OWNER}`)).count).toBe(0)
      await gapPasses('register', victim)
      for (let i = 0; i < REGISTRATION_MAIL_CAP.perClient; i++) {
        await register(victim, 'owners-pass-1', OWNER)
        expect(await waitForMails(victim, i + 2)).toHaveLength(i + 2)
        await gapPasses('register', victim)
      }
    },
    SLOW,
  )

  it(
    'a signed-in visitor and staff are strangers like anyone: their share is their address, not the owner',
    async () => {
      const victim = 'victim-signed-in@example.com'
      for (const [token, address] of [
        [api.visitorToken, '198.51.100.101'],
        [api.staffToken, '198.51.100.102'],
      ]) {
        for (let i = 0; i < REGISTRATION_MAIL_CAP.perClient + 1; i++) {
          expect((await register(victim, 'stranger-pass-1', address, token)).statusCode).toBe(i < REGISTRATION_MAIL_CAP.perClient ? 202 : 429)
          await waitForMails(victim, Math.min(i + 1, REGISTRATION_MAIL_CAP.perClient) + (token === api.staffToken ? REGISTRATION_MAIL_CAP.perClient : 0))
          await gapPasses('register', victim)
        }
      }
      expect(mailsTo(victim)).toHaveLength(2 * REGISTRATION_MAIL_CAP.perClient)
      await register(victim, 'owners-pass-1', OWNER)
      expect(await waitForMails(victim, 2 * REGISTRATION_MAIL_CAP.perClient + 1)).toHaveLength(2 * REGISTRATION_MAIL_CAP.perClient + 1)
    },
    SLOW,
  )
})

describe('password reset mails to one address', () => {
  let victimId: number
  const victim = 'victim-reset@example.com'
  beforeAll(async () => {
    victimId = (await api.app.accounts.create({ username: 'victim-reset', password: 'victims-pass-1', is_staff: false, email: victim })).id
  }, SLOW)

  it(
    `user A gets ${RESET_MAIL_CAP.perClient} an hour sent to user B, then none; B still gets theirs`,
    async () => {
      const a = await api.app.accounts.create({ username: 'user-a', password: 'user-a-pass-1', is_staff: false, email: 'a@example.com' })
      const aToken = await api.app.accounts.issueToken(a)
      for (let i = 0; i < RESET_MAIL_CAP.perClient + 2; i++) {
        const answer = await forgot(victim, STRANGER, aToken)
        if (i < RESET_MAIL_CAP.perClient) expect(answer.statusCode).toBe(202)
        else expectRefused(answer, /as many of these mails/, 50 * 60)
        await waitForMails(victim, Math.min(i + 1, RESET_MAIL_CAP.perClient))
        await gapPasses('reset', victim)
      }
      expect(mailsTo(victim, /Password reset/)).toHaveLength(RESET_MAIL_CAP.perClient)
      await forgot(victim, OWNER)
      expect(await waitForMails(victim, RESET_MAIL_CAP.perClient + 1)).toHaveLength(RESET_MAIL_CAP.perClient + 1)
    },
    SLOW,
  )

  it(
    'an address with no account gets the same answers: 202, then 429 within the gap, then 429 past the share',
    async () => {
      const nobody = 'no-account@example.com'
      for (const [i, expected] of [202, 202, 202, 429].entries()) {
        expect((await forgot(nobody, STRANGER)).statusCode).toBe(expected)
        if (i < RESET_MAIL_CAP.perClient) expectRefused(await forgot(nobody, OWNER), /asked for a few minutes ago/, 9 * 60)
        await gapPasses('reset', nobody)
      }
      await settle()
      expect(mailsTo(nobody)).toEqual([])
    },
    SLOW,
  )

  it(
    'within the gap the owner gets no second mail, and needs none: the mail a stranger caused holds a working link',
    async () => {
      await gapPasses('reset', victim)
      const before = mailsTo(victim).length
      expect((await forgot(victim, '198.51.100.103')).statusCode).toBe(202) // anonymous stranger
      expectRefused(await forgot(victim, OWNER), /asked for a few minutes ago/, 9 * 60)
      const mails = await waitForMails(victim, before + 2)
      expect(mails).toHaveLength(before + 1)
      const reset = await post('/accounts/password-reset/confirm/', { token: keyIn(mails.at(-1)!.text), new_password: 'owners-new-pass-1' }, OWNER)
      expect(reset.statusCode).toBe(200)
      expect(await api.app.accounts.checkPassword(victimId, 'owners-new-pass-1')).toBe(true)
    },
    SLOW,
  )
})
