/**
 * The bodies that moved onto wire schemas (shared/wire/account-requests.ts, actions.ts, privacy.ts,
 * uploads.ts; the declared mounts' per-language bodies), swept field by field by a caller the route
 * lets in, so the values reach the readers (bad-requests.test.ts sends its bodies as strangers,
 * who mostly stop at the permission check; prototype-keys.test.ts covers the key names).
 *
 *   every value     never a 5xx; a refusal is a DRF body in the request's language (sl differs from en)
 *   hostile values  (lists, objects, 10,000 items, deep nesting, NUL bytes) refused (a 400, or 401 for an
 *                   unknown token, 429 once the password throttle trips) on the fields that read text,
 *                   choices or flags, and the database unchanged
 *   whole bodies    past the size limit, wrong content types: 413/415, the database unchanged
 *
 * Runs on SQLite and, through `npm run test:postgres`, on PostgreSQL, which cannot store U+0000.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { digestOfData } from './data-digest'
import { startApi, type TestApi } from './helper'
import { startSmtp, type TestSmtp } from './smtp'

let api: TestApi
let smtp: TestSmtp
const A = { username: 'wire-a', password: 'wire-a-password-1', email: 'a@wire.example' }
const B = { username: 'wire-b', password: 'wire-b-password-1', email: 'b@wire.example' }
const tokens: Record<'anonymous' | 'a' | 'staff' | 'uploader', string | undefined> = {
  anonymous: undefined,
  a: undefined,
  staff: undefined,
  uploader: undefined,
}
let userB = 0

beforeAll(async () => {
  smtp = await startSmtp()
  api = await startApi({ SMTP_URL: smtp.url })
  await api.app.accounts.create({ ...A, is_staff: false })
  userB = (await api.app.accounts.create({ ...B, is_staff: false })).id
  tokens.a = (await api.request('POST', '/api-token-auth/', { body: A })).body.token
  tokens.staff = api.staffToken
  // uploads need no scope: a staff account with none
  tokens.uploader = await api.scopedStaffToken([])
  // A's details live in a client record, which PATCH accounts/me/ writes too
  expect((await api.request('PATCH', '/accounts/me/', { token: tokens.a, body: { phone: '031 000 000' } })).status).toBe(200)
}, 120_000)
afterAll(async () => {
  await api.close()
  await smtp.close()
})

/** Values that must be refused where a field reads text, a choice or a flag. */
const HOSTILE: [string, unknown][] = [
  ['a list', ['x']],
  ['an object', { a: 'b' }],
  ['10,000 items', Array.from({ length: 10_000 }, () => 'a')],
  ['deep nesting', JSON.parse(`${'{"a":'.repeat(60)}1${'}'.repeat(60)}`)],
  ['a NUL byte', 'a\u0000b'],
  ['a NUL byte in an address', 'a\u0000b@wire.example'],
]
/** Values a field may take or refuse, as long as it answers as the contract says. */
const ODD: [string, unknown][] = [
  ['a number', 12345],
  ['a number as text', '12345'],
  ['an empty string', ''],
  ['null', null],
  ['true', true],
  ['a lone surrogate', '\ud800x'],
  ['100,000 characters', 'x'.repeat(100_000)],
  ['a fraction', 1.5],
  ['a huge number', 1e308],
]

type Caller = keyof typeof tokens
interface Case {
  route: string
  who: Caller
  /** Valid values of the other fields, so the field swept is what the reader stops at. */
  base?: Record<string, unknown>
  /** Fields that must refuse the hostile values; `lists` take a list (a 10,000-item one is still refused). */
  text?: string[]
  lists?: string[]
  /** Fields that take any text (passwords, hashed, never stored as sent): only their non-text values must be refused. */
  anyText?: string[]
  /** Fields the route reads but may leave alone (logout's token, a password nobody changes): no 5xx, nothing more. */
  lenient?: string[]
}

/** How a hostile value may be refused: a field error, an unknown token (401), the password throttle (429) once tripped. */
const REFUSALS = new Set([400, 401, 429])

const CASES = (): Case[] => [
  // (staff's wrong passwords: the throttle then answers 429, a refusal too)
  { route: 'POST /api-token-auth/', who: 'anonymous', base: { username: 'staff', password: 'not-the-password' }, text: ['username'], anyText: ['password'] },
  { route: 'POST /api-token-refresh/', who: 'anonymous', text: ['refresh_token'] },
  { route: 'POST /rest-auth/logout/', who: 'anonymous', lenient: ['refresh_token'] },
  {
    route: 'POST /accounts/users/',
    who: 'staff',
    base: { username: 'newcomer', email: 'newcomer@wire.example', role: 'administrator', invite: 'password', language: 'sl' },
    text: ['username', 'email', 'first_name', 'last_name', 'role', 'invite', 'is_staff'],
    lists: ['scope'],
  },
  {
    route: `PATCH /accounts/users/${userB}/`,
    who: 'staff',
    text: ['username', 'email', 'first_name', 'last_name', 'is_staff', 'is_active', 'role'],
    anyText: ['password'],
    lists: ['scope'],
    lenient: ['current_password'],
  },
  { route: `PUT /accounts/users/${userB}/`, who: 'staff', base: { username: B.username }, text: ['username', 'email', 'first_name', 'last_name'] },
  { route: 'POST /accounts/password-reset/', who: 'anonymous', text: ['email'] },
  {
    route: 'POST /accounts/password-reset/confirm/',
    who: 'anonymous',
    base: { token: 'f'.repeat(64), new_password: 'long-enough-1' },
    text: ['token'],
    anyText: ['new_password'],
  },
  {
    route: 'POST /accounts/register/',
    who: 'anonymous',
    base: { email: 'newcomer@wire.example', password: 'long-enough-1', language: 'sl' },
    text: ['email', 'first_name', 'last_name'],
    anyText: ['password'],
  },
  {
    route: 'POST /accounts/register/confirm/',
    who: 'anonymous',
    base: { token: 'f'.repeat(64), password: 'long-enough-1' },
    text: ['token'],
    anyText: ['password'],
  },
  { route: 'PATCH /accounts/me/', who: 'a', text: ['first_name', 'last_name', 'language', 'phone', 'company', 'address'] },
  // (before the DELETE, whose wrong passwords trip the throttle both read)
  {
    route: 'POST /accounts/me/email/',
    who: 'a',
    base: { email: 'new@wire.example', current_password: A.password },
    text: ['email'],
    anyText: ['current_password'],
  },
  { route: 'DELETE /accounts/me/', who: 'a', anyText: ['current_password'] },
  { route: 'POST /accounts/me/email/confirm/', who: 'anonymous', text: ['token'] },
  { route: 'POST /uploads/', who: 'uploader', text: ['filename'] },
  { route: 'POST /common/newsletter/', who: 'anonymous', base: { email: 'reader@wire.example', language: 'sl' }, text: ['email', 'language'] },
  { route: 'POST /common/newsletter/confirm/', who: 'anonymous', text: ['token'] },
  {
    route: 'POST /orders/',
    who: 'anonymous',
    base: { name: 'Ana', email: 'ana@wire.example', lines: [{ product: 1, quantity: 1 }] },
    text: ['name', 'email'],
    lists: ['lines'],
  },
  { route: 'POST /events/update-last-events/', who: 'staff', lists: ['ids', 'events'] },
  {
    route: 'POST /accounts/clients/',
    who: 'anonymous',
    base: { name: 'Ana', email: 'ana@wire.example' },
    text: ['name', 'email', 'phone', 'company', 'address'],
  },
  {
    route: 'POST /common/send-email/',
    who: 'anonymous',
    base: { name: 'Ana', email: 'ana@wire.example', subject: 'Zdravo', message: 'Sporočilo' },
    text: ['name', 'email', 'subject', 'message'],
  },
  { route: 'POST /privacy/export/', who: 'staff', text: ['email'] },
  { route: 'POST /privacy/erase/', who: 'staff', text: ['email'] },
  { route: 'PUT /info/lang/sl/', who: 'staff', base: { title: 'Info' }, text: ['title'] },
  { route: 'PUT /info/lang/en/', who: 'staff', text: ['sl', 'en'] },
]

async function send(route: string, who: Caller, language: 'sl' | 'en', payload: string | Buffer, contentType = 'application/json') {
  const [method, path] = route.split(' ')
  const headers: Record<string, string> = { 'accept-language': language, 'content-type': contentType }
  if (tokens[who]) headers.authorization = `Token ${tokens[who]}`
  return api.app.inject({ method: method as 'POST', url: `/api/v1${path}`, headers, payload })
}

/** The data once the work an answer left behind (mails sent after a 202) has ended. */
async function settledDigest() {
  await api.app.context.afterAnswer.idle()
  return digestOfData(api)
}

/** A DRF error body: {detail: "..."} or {field: ["...", ...]}, messages nested per language, line or item. */
function isDrfError(body: unknown): boolean {
  const messages = (value: unknown): boolean =>
    (typeof value === 'string' && value.trim() !== '') ||
    (Array.isArray(value) && value.length > 0 && value.every(messages)) ||
    (typeof value === 'object' && value !== null && Object.keys(value).length > 0 && Object.values(value).every(messages))
  return typeof body === 'object' && body !== null && !Array.isArray(body) && messages(body)
}

/** Problems of one request sent in both languages: a 5xx, an error not DRF-shaped, or the same words in sl and en. */
async function sendBoth(route: string, who: Caller, payload: string | Buffer, what: string, contentType?: string) {
  const problems: string[] = []
  const answers = { en: await send(route, who, 'en', payload, contentType), sl: await send(route, who, 'sl', payload, contentType) }
  for (const [language, res] of Object.entries(answers)) {
    if (res.statusCode >= 500) problems.push(`${route} ${what} [${language}]: ${res.statusCode} ${res.body.slice(0, 120)}`)
    else if (res.statusCode >= 400 && !isDrfError(JSON.parse(res.body || 'null')))
      problems.push(`${route} ${what} [${language}]: ${res.statusCode} not DRF: ${res.body.slice(0, 120)}`)
  }
  if (answers.en.statusCode >= 400 && answers.en.statusCode < 500 && answers.en.statusCode !== 404 && answers.en.body === answers.sl.body)
    problems.push(`${route} ${what}: the same words in sl and en: ${answers.sl.body.slice(0, 120)}`)
  return { problems, status: answers.en.statusCode, detail: answers.en.statusCode >= 400 ? JSON.parse(answers.en.body || '{}').detail : undefined }
}

describe('the wire schemas’ bodies, swept field by field', () => {
  it('never answer 5xx, refuse hostile values with a DRF 400 in the caller’s language, and store nothing then', async () => {
    const problems: string[] = []
    let sent = 0
    for (const { route, who, base = {}, text = [], lists = [], anyText = [], lenient = [] } of CASES()) {
      for (const field of [...text, ...lists, ...anyText, ...lenient]) {
        // Hostile values on a field that reads them: all refused, and nothing stored meanwhile.
        const strict = !lenient.includes(field)
        const before = strict && !anyText.includes(field) ? await settledDigest() : undefined
        for (const [what, value] of HOSTILE) {
          if (lists.includes(field) && what === 'a list') continue
          const answer = await sendBoth(route, who, JSON.stringify({ ...base, [field]: value }), `${field}=${what}`)
          sent += 2
          problems.push(...answer.problems)
          const mustRefuse = strict && !(anyText.includes(field) && typeof value === 'string')
          if (mustRefuse && !REFUSALS.has(answer.status)) problems.push(`${route} ${field}=${what}: ${answer.status}, not refused`)
        }
        if (before) {
          const after = await settledDigest()
          const changed = Object.keys(after).filter((table) => after[table] !== before[table])
          if (changed.length) problems.push(`${route} ${field}: hostile values changed ${changed.join(', ')}`)
        }
        for (const [what, value] of ODD) {
          problems.push(...(await sendBoth(route, who, JSON.stringify({ ...base, [field]: value }), `${field}=${what}`)).problems)
          sent += 2
        }
      }
    }
    expect(problems).toEqual([])
    expect(sent).toBeGreaterThan(1_500)
  }, 300_000)

  it('refuse bodies past the size limit and of content types no route reads, storing nothing', async () => {
    const problems: string[] = []
    const before = await settledDigest()
    const huge = JSON.stringify({ name: 'x'.repeat(3 * 1024 * 1024) })
    for (const { route, who } of CASES()) {
      for (const [what, payload, contentType, status] of [
        ['3 MB of JSON', huge, 'application/json', 413],
        ['plain text', 'hello', 'text/plain', 415],
        ['XML', '<a>1</a>', 'application/xml', 415],
      ] as const) {
        const answer = await sendBoth(route, who, payload, what, contentType)
        problems.push(...answer.problems)
        if (answer.status !== status) problems.push(`${route} ${what}: ${answer.status}, not ${status}`)
        // DRF's words, which name the type sent
        else if (status === 415 && answer.detail !== `Unsupported media type "${contentType}" in request.`) problems.push(`${route} ${what}: ${answer.detail}`)
      }
    }
    expect(problems).toEqual([])
    expect(await settledDigest()).toEqual(before)
  }, 120_000)

  it('take a text/plain header without a body as no body (react-admin’s simple-rest sends one on a DELETE)', async () => {
    const row = await api.app.accounts.create({ username: 'wire-gone', password: 'wire-gone-password-1', is_staff: false })
    const res = await api.app.inject({
      method: 'DELETE',
      url: `/api/v1/accounts/users/${row.id}/`,
      headers: { authorization: `Token ${api.staffToken}`, 'content-type': 'text/plain' },
    })
    expect(res.statusCode).toBe(204)
    expect(await api.app.accounts.findById(row.id)).toBeFalsy()
  })
})
