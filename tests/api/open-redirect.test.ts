/**
 * No open redirect anywhere (issue 10, point 4): every answer with a Location, for paths written
 * to leave the site (`//host`, `/\host`, encoded slashes and backslashes, dot segments), points at
 * the site itself, whatever Host or X-Forwarded-Host says. Tried on the site's folders (the
 * trailing-slash redirect), the back office, /media/ and every registered GET route.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type BuiltApp } from '../../server/app'
import { loadConfig } from '../../server/config'

const SITE = 'https://rudnik.example'
let app: BuiltApp
let dataDir: string

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-redirect-'))
  const build = path.join(dataDir, 'site', 'builds', 'b1')
  for (const folder of ['', 'news', 'en/news', 'evil.example', 'sl']) {
    fs.mkdirSync(path.join(build, folder), { recursive: true })
    fs.writeFileSync(path.join(build, folder, 'index.html'), `<!doctype html><title>${folder}</title>`)
  }
  fs.writeFileSync(path.join(build, '404.html'), '<!doctype html><title>404</title>')
  fs.symlinkSync(build, path.join(dataDir, 'site', 'live'))
  app = await buildApp(loadConfig({ SITE_BUILD: 'off', SEED_DEMO: 'off', ADMIN_PASSWORD: 'open-redirect-pw-1', SITE_URL: SITE }, { dataDir }))
})
afterAll(async () => {
  await app.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const HOSTS = ['evil.example', 'evil.example:443', '127.0.0.1%2Fevil.example']
/** Prefixes that browsers (or a naive `path + '/'`) read as another host. */
const ESCAPES = ['//', '/\\', '/%2F', '/%2f/', '/%5C', '/%5c/', '///', '/\\/', '/%2F%2F', '/./%2F', '/%09/', '/%E3%80%82/', '/.%2F/']
const TAILS = ['', '/..%2F', '/%2e%2e', '/..%2F..%2F', '/../news', '/..%5Cnews', '/%2e%2e%2f', '/..', '/news']

function hostilePaths(): string[] {
  const paths: string[] = []
  for (const slash of ESCAPES) for (const host of HOSTS) for (const tail of TAILS) paths.push(`${slash}${host}${tail}`)
  for (const prefix of ['', '/en', '/sl', '/admin', '/en/admin', '/media']) {
    for (const slash of ESCAPES) paths.push(`${prefix}${slash}evil.example/..%2F`, `${prefix}${slash}evil.example/%2e%2e`)
  }
  return paths
}

/** Where a browser would go: the Location resolved against the page, as a URL. */
const target = (location: string, from: string) => new URL(location, `${SITE}${from.startsWith('/') ? '' : '/'}`)

async function redirectsOf(url: string) {
  const answers = []
  for (const headers of [{}, { host: 'evil.example' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }]) {
    let res: Awaited<ReturnType<typeof app.inject>>
    try {
      res = await app.inject({ method: 'GET', url, headers })
    } catch {
      continue // a URL the HTTP layer itself refuses never reaches us
    }
    answers.push(res)
  }
  return answers
}

describe('no open redirect', () => {
  it('the trailing-slash redirect of a folder goes to the folder, as the build has it', async () => {
    for (const [url, location] of [
      ['/news', '/news/'],
      ['/en/news?x=1', '/en/news/?x=1'],
      ['//news', '/news/'],
      ['/news/..%2Fen%2Fnews', '/en/news/'],
      ['//evil.example/..%2F', '/'],
      ['/\\evil.example/..%2F', '/'],
      ['/%5Cevil.example/..%2Fnews', '/news/'],
      ['//evil.example', '/evil.example/'],
    ]) {
      const res = await app.inject({ method: 'GET', url })
      expect([url, res.statusCode, res.headers.location]).toEqual([url, 301, location])
    }
  })

  it('no answer to a hostile path leads off the site (site, back office, /media/, any Host header)', async () => {
    const off: string[] = []
    let redirects = 0
    for (const url of hostilePaths()) {
      for (const res of await redirectsOf(url)) {
        const location = res.headers.location
        if (location === undefined) continue
        redirects++
        const where = target(String(location), url)
        if (where.origin !== SITE || /^[/\\]{2}|^\/\\|\\/.test(String(location))) off.push(`${url} -> ${res.statusCode} ${location}`)
      }
    }
    expect(off).toEqual([])
    expect(redirects).toBeGreaterThan(50) // the sweep did meet the redirect it is about
  })

  it('no registered GET route redirects off the site, whatever its parameters hold', async () => {
    const off: string[] = []
    const values = ['%2F%2Fevil.example', '%5C%5Cevil.example', '..%2F..%2F%2F%2Fevil.example', 'https:%2F%2Fevil.example', 'f'.repeat(48)]
    for (const route of app.registeredRoutes.filter((r) => r.method === 'GET' && r.url.includes(':'))) {
      for (const value of values) {
        const url = route.url.replace(/:\w+/g, value)
        for (const res of await redirectsOf(url)) {
          const location = res.headers.location
          if (location !== undefined && target(String(location), url).origin !== SITE) off.push(`${url} -> ${location}`)
        }
      }
    }
    expect(off).toEqual([])
  })
})
