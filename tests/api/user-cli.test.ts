/**
 * The operator's command line, `npm run user -- ...` (issue 12 point 3), on the suite's database
 * (SQLite, or PostgreSQL under `npm run test:postgres`). Passwords are typed on a real
 * pseudo-terminal (tests/support/pty-run.py): nothing typed may be echoed, and a generated
 * password appears on the terminal only, never in stdout or stderr (a log).
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Accounts } from '../../server/auth/accounts'
import { loadConfig } from '../../server/config'
import { connectDatabase, type Database } from '../../server/db/connect'
import { freshDatabase } from './helper'

const run = promisify(execFile)
const root = path.resolve(__dirname, '../..')
const cli = `${path.join(root, 'node_modules/.bin/tsx')} ${path.join(root, 'server/accounts/cli.ts')}`
let dataDir: string
let database: { url: string; drop: () => Promise<void> }
let db: Database
let accounts: Accounts

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'user-cli-'))
  database = await freshDatabase()
})
afterAll(async () => {
  await db?.close()
  await database.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: database.url })

/** Runs the command without a terminal: `input` on stdin. */
async function plain(args: string, input?: string): Promise<{ stdout: string; stderr: string; status: number }> {
  const child = run('sh', ['-c', `${cli} ${args}${input === undefined ? ' </dev/null' : ''}`], { env: { ...process.env, ...env() }, cwd: root })
  if (input !== undefined) {
    child.child.stdin!.end(input)
  }
  try {
    const { stdout, stderr } = await child
    return { stdout, stderr, status: 0 }
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number }
    return { stdout: failed.stdout, stderr: failed.stderr, status: failed.code }
  }
}

/** Runs the command on a pseudo-terminal, answering its prompts; `redirect` sends stdout and stderr to that file. */
async function onTerminal(args: string, answers: [string, string][], redirect?: string): Promise<{ output: string; status: number }> {
  const command = `${cli} ${args}${redirect ? ` >${redirect} 2>&1` : ''}`
  const { stdout } = await run('python3', [path.join(root, 'tests/support/pty-run.py'), JSON.stringify({ command, env: env(), answers })], { cwd: root })
  return JSON.parse(stdout)
}

async function open() {
  if (!db) {
    db = connectDatabase(loadConfig({ DATABASE_URL: database.url }, { dataDir }))
    accounts = new Accounts(db, loadConfig().sessions)
  }
  return accounts
}

// Every step starts the command as a new process (tsx compiles the server's modules each time, 3-8 s on a
// busy 2-core machine); a test of nine steps needs more than the suite's 30 s.
describe('npm run user', { timeout: 120_000 }, () => {
  it('create: asks for the password twice on the terminal without echoing it', async () => {
    const password = 'typed-secret-4711'
    const result = await onTerminal('create ana --role editor --email ana@rudnik.example', [
      ['Password: ', password],
      ['Password again: ', password],
    ])
    expect(result.status).toBe(0)
    expect(result.output).toContain("Created staff account 'ana'")
    expect(result.output).not.toContain(password)
    const account = await (await open()).authenticate('ana', password)
    expect(account).toMatchObject({ username: 'ana', is_staff: true, role: 'editor', email: 'ana@rudnik.example' })
  })

  it('create: refuses two different passwords, and too short ones, changing nothing', async () => {
    // Both refused, so neither changes what the other sees: started together.
    const [differ, short] = await Promise.all([
      onTerminal('create bojan --role editor', [
        ['Password: ', 'first-password-1'],
        ['Password again: ', 'other-password-1'],
      ]),
      onTerminal('create bojan --role editor', [
        ['Password: ', 'short'],
        ['Password again: ', 'short'],
      ]),
    ])
    expect([differ.status, differ.output]).toEqual([2, expect.stringContaining('The two passwords differ')])
    expect(short.status).toBe(2)
    expect(await (await open()).findByUsername('bojan')).toBeUndefined()
  })

  it('--generate: shows the password once on the terminal, and nothing of it reaches stdout or stderr (a log)', async () => {
    const log = path.join(dataDir, 'cli.log')
    const result = await onTerminal('create root --role administrator --generate', [], log)
    expect(result.status).toBe(0)
    const password = /Password \(shown once, write it down now\): (\S+)/.exec(result.output)![1]
    const logged = fs.readFileSync(log, 'utf8')
    expect(logged).toContain("Created staff account 'root'")
    expect(logged).not.toContain(password)
    // chosen by whoever ran the command: the owner chooses their own at the first sign-in (issue 24.12)
    expect(await (await open()).authenticate('root', password)).toMatchObject({ role: 'administrator', must_change_password: true })
  })

  it('without a terminal: --password-stdin reads one line; otherwise it says how to go on', async () => {
    const piped = await plain('create cene --scope news,tags --password-stdin', 'piped-password-9\n')
    expect(piped.status).toBe(0)
    expect(piped.stdout).toContain("Created staff account 'cene' (id")
    expect(await (await open()).authenticate('cene', 'piped-password-9')).toMatchObject({ scope: ['news', 'tags'], role: 'custom', must_change_password: true })
    const none = await plain('create dora --role editor')
    expect(none.status).toBe(2)
    expect(none.stderr).toContain('use --password-stdin')
  })

  it("create: refuses another account's name in other letters, and its address as a name or e-mail, asking for no password (issue 24.5)", async () => {
    // Three refusals that change nothing: started together.
    const [upper, address, email] = await Promise.all([
      plain('create ANA --role editor --password-stdin', 'some-password-1\n'),
      plain('create ana@rudnik.example --role editor --email ana@rudnik.example --password-stdin', 'some-password-1\n'),
      plain('create eva --role editor --email ANA@Rudnik.example --password-stdin', 'some-password-1\n'),
    ])
    expect([upper.status, upper.stderr]).toEqual([2, expect.stringContaining("username 'ANA': A user with that username already exists.")])
    expect([address.status, address.stderr]).toEqual([2, expect.stringContaining('A user with that username already exists.')])
    expect([email.status, email.stderr]).toEqual([2, expect.stringContaining("email 'ANA@Rudnik.example': Another account signs in with this address.")])
    expect(await (await open()).findByUsername('eva')).toBeUndefined()
  })

  it('list: every account with its role and state, no password hash', async () => {
    const { stdout, status } = await plain('list')
    expect(status).toBe(0)
    expect(stdout).toMatch(/\tana\tana@rudnik\.example\teditor\tactive\t/)
    expect(stdout).toMatch(/\troot\t-\tadministrator\tactive\t/)
    expect(stdout).not.toMatch(/scrypt/)
  })

  it("set-password and deactivate end the account's sign-ins; reactivate lets it in again", async () => {
    const store = await open()
    const ana = (await store.findByUsername('ana'))!
    const token = await store.issueToken(ana)
    expect((await plain('set-password ana --password-stdin', 'new-secret-4712\n')).status).toBe(0)
    expect(await store.accountForToken(token)).toBeUndefined()
    expect(await store.authenticate('ana', 'new-secret-4712')).toMatchObject({ must_change_password: true })
    await store.setPassword(ana.id, 'own-choice-4713') // the owner's own (a change or a reset link): no longer held
    expect(await store.authenticate('ana', 'own-choice-4713')).toMatchObject({ must_change_password: false })
    const again = await store.issueToken(ana)
    expect((await plain('deactivate ana')).status).toBe(0)
    expect(await store.accountForToken(again)).toBeUndefined()
    expect((await store.findByUsername('ana'))!.is_active).toBe(false)
    expect((await plain('reactivate ana')).status).toBe(0)
    expect((await store.findByUsername('ana'))!.is_active).toBe(true)
  })

  it('role: gives a named role or a scope list; never demotes or deactivates the last active administrator', async () => {
    expect((await plain('role ana publisher')).stdout).toContain('now has the role publisher')
    expect((await plain('role ana --scope news,events')).stdout).toContain('now has the role custom')
    // Four refusals that change nothing: started together.
    const [unknownRole, unknownScope, demote, deactivate] = await Promise.all([
      plain('role ana boss'),
      plain('role ana --scope news,root'),
      plain('role root editor'),
      plain('deactivate root'),
    ])
    expect(unknownRole.stderr).toContain("No role 'boss'")
    expect(unknownScope.stderr).toContain('Unknown scopes: root')
    expect([demote.status, demote.stderr.trim()]).toEqual([2, 'This is the last active administrator: make another account an administrator first.'])
    expect(deactivate.status).toBe(2)
    expect((await open().then((s) => s.findByUsername('root')))!.role).toBe('administrator')
    expect((await plain('role ana administrator')).status).toBe(0)
    expect((await plain('role root editor')).status).toBe(0)
  })

  it('answers unknown commands and accounts with its usage, exit code 2', async () => {
    const [unknownCommand, unknownAccount] = await Promise.all([plain('frobnicate'), plain('deactivate nobody')])
    expect(unknownCommand.stderr).toContain('Usage: npm run user -- <command>')
    expect(unknownAccount.stderr).toContain("No account 'nobody'.")
  })
})
