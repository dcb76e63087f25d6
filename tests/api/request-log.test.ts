/**
 * The server's log as `npm start` writes it (server/logging.ts, server/http/request-log.ts): the
 * real app with the real logger, its lines captured from the stream it writes to. API calls and
 * failures are logged at info; successful site pages, back office files and media only at debug;
 * LOG_LEVEL is honoured; JSON lines unless the stream is a terminal; no password or token in any line.
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type BuiltApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { maskedUrl, requestLogLevel } from '../../server/http/request-log'
import { createLogger, logFormatFrom, logLevelFrom } from '../../server/logging'
import { freshDatabase } from './helper'

const PASSWORD = 'log-test-password-1'

/** A stream that keeps what is written to it; `isTTY` pretends to be a terminal. */
function capture(isTTY = false) {
  const chunks: string[] = []
  const stream = Object.assign(new Writable({ write: (chunk, _encoding, done) => (chunks.push(String(chunk)), done()) }), { isTTY })
  return { stream, text: () => chunks.join(''), lines: () => chunks.join('').split('\n').filter(Boolean) }
}

/** A data folder with a live site build and a media file, and a repository root with a built back office. */
function fixtureFolders() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'request-log-'))
  const build = path.join(root, 'data', 'site', 'builds', 'one')
  fs.mkdirSync(path.join(build, 'news'), { recursive: true })
  fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>home</title>')
  fs.writeFileSync(path.join(build, 'news', 'index.html'), '<!doctype html><title>news</title>')
  fs.symlinkSync(build, path.join(root, 'data', 'site', 'live'))
  fs.mkdirSync(path.join(root, 'data', 'media', 'news'), { recursive: true })
  fs.writeFileSync(path.join(root, 'data', 'media', 'news', 'picture.txt'), 'not really a picture')
  fs.mkdirSync(path.join(root, 'repo', 'admin', 'dist', 'assets'), { recursive: true })
  fs.writeFileSync(path.join(root, 'repo', 'admin', 'dist', 'index.html'), '<!doctype html><div id="root"></div>')
  fs.writeFileSync(path.join(root, 'repo', 'admin', 'dist', 'assets', 'index-0123abcd.js'), 'console.log(1)')
  return root
}

const opened: { app: BuiltApp; drop: () => Promise<void>; root: string }[] = []
afterAll(async () => {
  for (const { app, drop, root } of opened) {
    await app.close()
    await drop()
    fs.rmSync(root, { recursive: true, force: true })
  }
})

async function loggedApp(env: Record<string, string>, isTTY = false) {
  const root = fixtureFolders()
  const database = await freshDatabase()
  const config = loadConfig(
    { ADMIN_USERNAME: 'staff', ADMIN_PASSWORD: PASSWORD, SITE_BUILD: 'off', SEED_DEMO: 'off', DATABASE_URL: database.url },
    { dataDir: path.join(root, 'data'), repoRoot: path.join(root, 'repo') },
  )
  const output = capture(isTTY)
  const app = await buildApp(config, { logger: createLogger({ env, stream: output.stream }) })
  opened.push({ app, drop: database.drop, root })
  return { app, output }
}

/** The request lines (one per request), as parsed JSON. */
function requestLines(lines: string[]) {
  return lines.map((line) => JSON.parse(line)).filter((entry) => entry.req)
}

async function visit(app: BuiltApp) {
  const login = await app.inject({ method: 'POST', url: '/api/v1/api-token-auth/', payload: { username: 'staff', password: PASSWORD } })
  const token = login.json().token as string
  expect(token).toBeTruthy()
  const answers = {
    api: await app.inject({ method: 'GET', url: '/api/v1/news/', headers: { authorization: `Token ${token}` } }),
    page: await app.inject({ method: 'GET', url: '/news/' }),
    home: await app.inject({ method: 'GET', url: '/' }),
    admin: await app.inject({ method: 'GET', url: '/admin/' }),
    adminAsset: await app.inject({ method: 'GET', url: '/admin/assets/index-0123abcd.js' }),
    media: await app.inject({ method: 'GET', url: '/media/news/picture.txt' }),
    missingPage: await app.inject({ method: 'GET', url: '/no-such-page/' }),
    missingMedia: await app.inject({ method: 'GET', url: '/media/news/gone.jpg' }),
    confirm: await app.inject({ method: 'GET', url: '/api/v1/common/newsletter/confirm/secret-confirm-token-42/' }),
    reset: await app.inject({ method: 'GET', url: '/admin/password-reset?token=secret-reset-token-42&lang=en' }),
  }
  return { token, answers }
}

describe('request lines at LOG_LEVEL=info (the default), stdout not a terminal', () => {
  let token: string
  let answers: Awaited<ReturnType<typeof visit>>['answers']
  let lines: string[]
  let text: string
  beforeAll(async () => {
    const { app, output } = await loggedApp({})
    ;({ token, answers } = await visit(app))
    lines = output.lines()
    text = output.text()
  })
  const logged = (method: string, url: string) => requestLines(lines).filter((entry) => entry.req.method === method && entry.req.url === url)

  it('answered every request as a visitor would expect (the fixture works)', () => {
    expect([answers.api, answers.page, answers.home, answers.admin, answers.adminAsset, answers.media].map((r) => r.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200,
    ])
    expect([answers.missingPage.statusCode, answers.missingMedia.statusCode]).toEqual([404, 404])
  })

  it('writes JSON, one object a line', () => {
    expect(lines.length).toBeGreaterThan(3)
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
  })

  it('logs API calls at info, once each, with status and time', () => {
    const [line, ...more] = logged('GET', '/api/v1/news/')
    expect(more).toEqual([])
    expect(line).toMatchObject({ level: 30, req: { remoteAddress: '127.0.0.1' }, res: { statusCode: 200 } })
    expect(line.msg).toMatch(/^GET \/api\/v1\/news\/ 200 \d+ ms$/)
    expect(logged('POST', '/api/v1/api-token-auth/')).toHaveLength(1)
  })

  it('does not log successful pages, back office files or media at info', () => {
    for (const url of ['/news/', '/', '/admin/', '/admin/assets/index-0123abcd.js', '/media/news/picture.txt']) expect(logged('GET', url)).toEqual([])
  })

  it('logs failed requests of any kind at info', () => {
    expect(logged('GET', '/no-such-page/')).toHaveLength(1)
    expect(logged('GET', '/media/news/gone.jpg')[0]).toMatchObject({ level: 30, res: { statusCode: 404 } })
  })

  it('logs the migration step, and never a password or token', () => {
    expect(lines.some((line) => /Database: SQLite .*tables migrated in/.test(JSON.parse(line).msg) || /Database: PostgreSQL/.test(line))).toBe(true)
    for (const secret of [PASSWORD, token, 'secret-confirm-token-42', 'secret-reset-token-42']) expect(text).not.toContain(secret)
    expect(logged('GET', '/api/v1/common/newsletter/confirm/***/')).toHaveLength(1)
  })
})

describe('LOG_LEVEL', () => {
  it('debug adds the successful static and media requests, secrets still masked', async () => {
    const { app, output } = await loggedApp({ LOG_LEVEL: 'debug' })
    const { token } = await visit(app)
    const static_ = requestLines(output.lines())
      .filter((entry) => entry.level === 20)
      .map((entry) => entry.req.url)
    expect(static_).toEqual(['/news/', '/', '/admin/', '/admin/assets/index-0123abcd.js', '/media/news/picture.txt', '/admin/password-reset?token=***&lang=en'])
    for (const secret of [PASSWORD, token, 'secret-reset-token-42']) expect(output.text()).not.toContain(secret)
  })

  it('warn leaves out the API calls', async () => {
    const { app, output } = await loggedApp({ LOG_LEVEL: 'warn' })
    await visit(app)
    expect(requestLines(output.lines())).toEqual([])
  })

  it('refuses a level that does not exist, and reads the known ones in any case', () => {
    expect(() => logLevelFrom('verbose')).toThrow(/LOG_LEVEL=verbose/)
    expect(logLevelFrom(undefined)).toBe('info')
    expect(logLevelFrom(' DEBUG ')).toBe('debug')
    expect(logLevelFrom('silent')).toBe('silent')
  })
})

describe('the format', () => {
  it('is pretty (not JSON) on a terminal: time, level and the message on one line', async () => {
    const { app, output } = await loggedApp({}, true)
    await app.inject({ method: 'GET', url: '/api/v1/news/' })
    const line = output.lines().find((entry) => entry.includes('GET /api/v1/news/'))!
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] .*INFO.*: .*GET \/api\/v1\/news\/ 200 \d+ ms/)
    expect(() => JSON.parse(line)).toThrow()
  })

  it('follows LOG_FORMAT over the terminal guess, and refuses an unknown one', () => {
    expect(logFormatFrom(undefined, true)).toBe('pretty')
    expect(logFormatFrom(undefined, false)).toBe('json')
    expect(logFormatFrom('json', true)).toBe('json')
    expect(logFormatFrom('pretty', false)).toBe('pretty')
    expect(() => logFormatFrom('xml', false)).toThrow(/LOG_FORMAT=xml/)
  })
})

describe('the rules', () => {
  it('picks a level from the path and the status', () => {
    expect(requestLogLevel('/api/v1/news/', 200)).toBe('info')
    expect(requestLogLevel('/api/v1/news/', 304)).toBe('info')
    expect(requestLogLevel('/news/', 200)).toBe('debug')
    expect(requestLogLevel('/news', 301)).toBe('debug')
    expect(requestLogLevel('/media/a.jpg', 304)).toBe('debug')
    expect(requestLogLevel('/apiary/', 200)).toBe('debug')
    expect(requestLogLevel('/media/a.jpg', 404)).toBe('info')
    expect(requestLogLevel('/news/', 503)).toBe('warn')
    expect(requestLogLevel('/api/v1/news/', 500)).toBe('error')
    expect(requestLogLevel('/news/', 200, true)).toBe('error')
  })

  it('masks secret path parameters and query values, nothing else', () => {
    expect(maskedUrl('/api/v1/common/newsletter/unsubscribe/abc123/', { token: 'abc123' })).toBe('/api/v1/common/newsletter/unsubscribe/***/')
    expect(maskedUrl('/api/v1/news/abc123/', { id: 'abc123' })).toBe('/api/v1/news/abc123/')
    expect(maskedUrl('/x?token=1&page=2&api_key=3&Password=4&flag', {})).toBe('/x?token=***&page=2&api_key=***&Password=***&flag')
    expect(maskedUrl('/x?%74oken=1', {})).toBe('/x?%74oken=***')
  })
})

/** A GET over a real socket: the path goes out as written (inject() would resolve `%2e%2e` first, as URL parsing does). */
function rawGet(port: number, rawPath: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

describe('media paths with dot segments (a stranger probing /media/%2e%2e/...)', () => {
  it("are 404 with the API's not-found answer and no error line, while the media file is still served", async () => {
    const { app, output } = await loggedApp({})
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as { port: number }
    for (const rawPath of [
      '/media/%2e%2e/etc/passwd',
      '/media/%2E%2E/',
      '/media/news/%2e%2e/%2e%2e/x',
      '/media/.%2e/api/v1/news/',
      '/media/../news/',
      '/media/news%2f..%2f..%2fx',
      '/media/%5c..%5cx',
    ]) {
      const answer = await rawGet(port, rawPath)
      expect({ rawPath, ...answer }).toEqual({ rawPath, status: 404, body: JSON.stringify({ detail: 'Ni najdeno.' }) })
    }
    expect(await rawGet(port, '/media/news/picture.txt')).toEqual({ status: 200, body: 'not really a picture' })
    const errors = output.lines().filter((line) => JSON.parse(line).level >= 50)
    expect(errors).toEqual([])
  })
})
