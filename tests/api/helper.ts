/**
 * Builds the real app on a fresh temporary data folder (its own SQLite file) for one test
 * file, with a staff and a non-staff account, and no site builds.
 *
 *   const api = await startApi()
 *   const res = await api.request('GET', '/news/', { token: api.staffToken })
 *   afterAll(() => api.close())
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp, type BuildOptions, type BuiltApp } from '../../server/app'
import { toAccount } from '../../server/auth/accounts'
import { loadConfig } from '../../server/config'
import { conformanceOf, type Conformance } from './openapi-conformance'
import { databaseUrl, onMaintenanceDatabase } from '../support/maintenance-database'
import sharp from 'sharp'

export const STAFF = { username: 'staff', password: 'staff-password-1' }
export const VISITOR = { username: 'visitor', password: 'visitor-password-1' }

export interface RequestOptions {
  token?: string
  body?: unknown
  form?: Record<string, string | string[]>
  multipart?: FormData
  language?: 'sl' | 'en'
  /**
   * The answer is checked against openapi.json ('document', the default). A test that sends a
   * request broken on purpose, whose answer the document need not list, says 'error': the
   * answer must still be a DRF error.
   */
  conformance?: Conformance
}

export interface TestApi {
  app: BuiltApp
  dataDir: string
  staffToken: string
  visitorToken: string
  request(method: string, url: string, options?: RequestOptions): Promise<{ status: number; body: any; headers: Record<string, unknown> }>
  /** A token of a new staff account whose scope list is `scope` (e.g. ['news'], or [] for none). */
  scopedStaffToken(scope: string[]): Promise<string>
  close(): Promise<void>
}

/** The configuration every test server gets: `env` adds or overrides settings. */
export function testConfig(env: Record<string, string>, dataDir: string, databaseUrl: string) {
  return loadConfig(
    {
      ADMIN_USERNAME: STAFF.username,
      ADMIN_PASSWORD: STAFF.password,
      SITE_BUILD: 'off',
      SEED_DEMO: 'off',
      PUBLIC_FORMS_PER_MINUTE: '1000',
      // A file's tokens outlive the file on a busy machine; sign-in lifetimes have tests of their own (sessions.test.ts).
      SESSION_ACCESS_MINUTES: '240',
      DATABASE_URL: databaseUrl,
      ...env,
    },
    { dataDir },
  )
}

/**
 * A data folder and database to start from instead of empty ones (tests/api/demo-snapshot.ts): copied, so the
 * file's server changes only its own copy. It already holds the staff and visitor accounts.
 */
export interface DataSnapshot {
  dataDir: string
  /** The PostgreSQL database to copy (CREATE DATABASE ... TEMPLATE), or '' on SQLite (the data folder holds it). */
  database: string
}

/** `env` adds or overrides environment settings, e.g. { SMTP_URL: ... } or { PUBLIC_FORMS_PER_MINUTE: '2' }. */
export async function startApi(env: Record<string, string> = {}, options: BuildOptions = {}, from?: DataSnapshot): Promise<TestApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'))
  if (from) fs.cpSync(from.dataDir, dataDir, { recursive: true })
  // On PostgreSQL, a copy of the snapshot's database or else of the run's migrated template (postgres-template.ts)
  const database = await freshDatabase(from?.database ?? process.env.TEST_DATABASE_TEMPLATE ?? '')
  const app = await buildApp(testConfig(env, dataDir, database.url), options)
  if (!from) await app.accounts.create({ ...VISITOR, is_staff: false })

  const conforms = conformanceOf(app)

  async function request(method: string, url: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { 'accept-language': options.language ?? 'en' }
    if (options.token) headers.authorization = `Token ${options.token}`
    let payload: string | Buffer | undefined
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(options.body)
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      const params = new URLSearchParams()
      for (const [key, value] of Object.entries(options.form)) for (const v of ([] as string[]).concat(value)) params.append(key, v)
      payload = params.toString()
    } else if (options.multipart) {
      const encoded = new Response(options.multipart)
      headers['content-type'] = encoded.headers.get('content-type')!
      payload = Buffer.from(await encoded.arrayBuffer())
    }
    const response = await app.inject({ method: method as any, url: `/api/v1${url}`, headers, payload })
    const body = response.body ? safeJson(response.body) : undefined
    const problems = conforms(method, `/api/v1${url}`, response.statusCode, body, String(response.headers['content-type'] ?? ''), options.conformance)
    // A drift between the server and its document fails the test that saw it.
    if (problems.length)
      throw new Error(`${method} /api/v1${url} -> ${response.statusCode}: the answer is not what openapi.json declares:\n  ${problems.join('\n  ')}`)
    return { status: response.statusCode, body, headers: response.headers }
  }

  const login = async (user: typeof STAFF) => (await request('POST', '/api-token-auth/', { body: user })).body.token as string
  let scoped = 0
  return {
    app,
    dataDir,
    staffToken: await login(STAFF),
    visitorToken: await login(VISITOR),
    request,
    async scopedStaffToken(scope: string[]) {
      // Written directly with an unusable password: hashing one per account would make sweeps slow.
      const row = await app.context.database.db
        .insertInto('users')
        .values({
          username: `scoped-${++scoped}`,
          password_hash: '!',
          is_staff: 1,
          is_active: 1,
          scope: JSON.stringify(scope),
          date_joined: new Date().toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      return app.accounts.issueToken(toAccount(row))
    },
    async close() {
      await app.close()
      await database.drop()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * With TEST_DATABASE_URL (a PostgreSQL server's maintenance database, e.g.
 * postgres://postgres@127.0.0.1:55432/postgres) each test file gets a database of its own: empty, or a copy of
 * `template` (the run's migrated template, tests/support/postgres-template.ts, or a seeded snapshot);
 * without it, the SQLite file in the temporary data folder.
 */
export async function freshDatabase(template = ''): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL
  if (!admin) return { url: '', drop: async () => {} }
  const name = `api_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
  const run = (statement: string) => onMaintenanceDatabase(admin, statement)
  await run(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  return { url: databaseUrl(admin, name), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

function safeJson(text: string) {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** A real PNG of the given size, made by sharp. */
export function pngImage(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3f7d8c' } })
    .png()
    .toBuffer()
}
