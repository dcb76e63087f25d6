/**
 * The operator's command line for accounts (issue 12 point 3), on the database the server uses
 * (DATA_DIR's SQLite file, or DATABASE_URL's PostgreSQL):
 *
 *   npm run user -- list
 *   npm run user -- create <username> --role editor|publisher|office|administrator [--email a@b.si] [--first-name Ana] [--last-name Novak]
 *   npm run user -- create <username> --scope news,tags        (a custom scope list)
 *   npm run user -- set-password <username>
 *   npm run user -- deactivate <username>                      (ends every sign-in)
 *   npm run user -- reactivate <username>
 *   npm run user -- role <username> <role>   |   role <username> --scope news,events
 *
 * Passwords are typed on the terminal without echo (twice), or `--generate` makes one and shows
 * it once on the terminal; `--password-stdin` reads one line from standard input (scripts). A
 * password never goes to stdout, stderr, a log or the command line (where `ps` and the shell's
 * history would keep it). The last active administrator is never deactivated or demoted.
 */
import { parseArgs } from 'node:util'
import { resources } from '../../shared/resources'
import { findRole, ROLES } from '../../shared/roles'
import { Accounts } from '../auth/accounts'
import { keepingAnAdministrator, readScopeList, scopeProblems } from '../auth/grants'
import { hashPassword } from '../auth/passwords'
import { generatePassword } from '../auth/generated-password'
import { MAX_PASSWORD, MIN_PASSWORD, USERNAME } from '../auth/user-update'
import { checkSignInNames, fillSignInNames } from '../auth/sign-in-names'
import { listUsers } from '../auth/users'
import { loadConfig } from '../config'
import { connectDatabase, type Database } from '../db/connect'
import { migrate } from '../db/migrate'
import { addFeatureMessages, featureTables } from '../features'
import { ApiError, ErrorCollector } from '../http/errors'
import { message } from '../http/messages'
import { askHidden, NoTerminalError, showOnTerminal } from './terminal'

const USAGE = `Usage: npm run user -- <command>
  list
  create <username> (--role ${ROLES.map((r) => r.id).join('|')} | --scope a,b) [--email ...] [--first-name ...] [--last-name ...] [--generate | --password-stdin]
  set-password <username> [--generate | --password-stdin]
  deactivate <username>
  reactivate <username>
  role <username> (<role> | --scope a,b)`

class UsageError extends Error {}

const options = {
  role: { type: 'string' },
  scope: { type: 'string' },
  email: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  generate: { type: 'boolean' },
  'password-stdin': { type: 'boolean' },
} as const

type Options = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values']

async function readStdinLine(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0]
}

/** The new password: from stdin, generated (shown on the terminal once), or typed twice without echo. */
async function newPassword(values: Options): Promise<string> {
  if (values['password-stdin']) return checked(await readStdinLine())
  if (values.generate) {
    const password = generatePassword()
    showOnTerminal(`Password (shown once, write it down now): ${password}\n`)
    return password
  }
  const first = await askHidden('Password: ')
  if ((await askHidden('Password again: ')) !== first) throw new UsageError('The two passwords differ: nothing was changed.')
  return checked(first)
}

function checked(password: string): string {
  if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD)
    throw new UsageError(`A password has ${MIN_PASSWORD} to ${MAX_PASSWORD} characters: nothing was changed.`)
  return password
}

function scopeFrom(values: Options, role?: string): string[] {
  if (role) {
    const found = findRole(role)
    if (!found) throw new UsageError(`No role '${role}'. Roles: ${ROLES.map((r) => `${r.id} (${r.label.en})`).join(', ')}`)
    return [...found.scope]
  }
  const scope = values.scope === undefined ? null : readScopeList(values.scope)
  if (!scope) throw new UsageError('Give a role (--role editor) or a scope list (--scope news,tags).')
  const unknown = scopeProblems(scope)
  if (unknown.length) throw new UsageError(`Unknown scopes: ${unknown.join(', ')}`)
  return scope
}

async function userId(database: Database, username: string | undefined): Promise<number> {
  if (!username) throw new UsageError(USAGE)
  const row = await database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()
  if (!row) throw new UsageError(`No account '${username}'.`)
  return Number(row.id)
}

async function run(database: Database, accounts: Accounts, command: string | undefined, args: string[], values: Options): Promise<string> {
  const [username, extra] = args
  switch (command) {
    case 'list': {
      const { rows } = await listUsers(database, { page: 1, pageSize: 10_000, ordering: 'username', errors: new ErrorCollector() })
      const lines = rows.map((u) =>
        [u.id, u.username, u.email ?? '-', u.is_staff ? (u.role ?? '-') : 'visitor', u.is_active ? 'active' : 'inactive', u.last_login ?? 'never'].join('\t'),
      )
      return ['id\tusername\temail\trole\tstate\tlast login', ...lines].join('\n')
    }
    case 'create': {
      if (!username || !USERNAME.test(username)) throw new UsageError(username ? `'${username}' is not a valid user name (letters, digits, @ . + - _).` : USAGE)
      if (await database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst())
        throw new UsageError(`The account '${username}' already exists.`)
      // Case-insensitively unique, and no other account's e-mail (auth/sign-in-names.ts).
      const names = new ErrorCollector()
      await checkSignInNames(database.db, { userId: null, username, email: values.email ?? null }, names)
      const problem = Object.entries(names.errors)[0]
      if (problem) throw new UsageError(`${problem[0]} '${problem[0] === 'email' ? values.email : username}': ${message('en', problem[1][0].key)}`)
      const scope = scopeFrom(values, values.role)
      const password = await newPassword(values)
      const account = await accounts.create({
        username,
        password,
        is_staff: true,
        scope,
        email: values.email ?? null,
        first_name: values['first-name'] ?? null,
        last_name: values['last-name'] ?? null,
        // chosen by whoever runs this, not by the account's owner: changed at the first sign-in
        initialPassword: true,
      })
      return `Created staff account '${account.username}' (id ${account.id}, role ${account.role}).`
    }
    case 'set-password': {
      const id = await userId(database, username)
      await database.db
        .updateTable('users')
        // set by whoever runs this: the owner chooses their own at the next sign-in (auth/initial-password.ts)
        .set({ password_hash: await hashPassword(await newPassword(values)), must_change_password: 1 })
        .where('id', '=', id)
        .execute()
      await accounts.revokeAllTokens(id)
      return `Password of '${username}' set; every sign-in of the account ended.`
    }
    case 'deactivate':
    case 'reactivate': {
      const id = await userId(database, username)
      await keepingAnAdministrator(database, (trx) =>
        trx
          .updateTable('users')
          .set({ is_active: command === 'reactivate' ? 1 : 0 })
          .where('id', '=', id)
          .execute(),
      )
      if (command === 'deactivate') await accounts.revokeAllTokens(id)
      return command === 'deactivate' ? `'${username}' deactivated; every sign-in of the account ended.` : `'${username}' can sign in again.`
    }
    case 'role': {
      const id = await userId(database, username)
      const scope = scopeFrom(values, extra ?? values.role)
      await keepingAnAdministrator(database, (trx) =>
        trx
          .updateTable('users')
          .set({ scope: JSON.stringify(scope), is_staff: 1 })
          .where('id', '=', id)
          .execute(),
      )
      return `'${username}' now has the role ${(await accounts.findById(id))!.role} (${scope.join(', ')}).`
    }
    default:
      throw new UsageError(USAGE)
  }
}

async function main() {
  const { values, positionals } = parseArgs({ args: process.argv.slice(2), options, allowPositionals: true, strict: true })
  const [command, ...args] = positionals
  // No app is built here: the accounts' answers (the last administrator...) need the features' words all the same.
  addFeatureMessages()
  const config = loadConfig()
  const database = connectDatabase(config)
  try {
    await migrate(database, resources, () => undefined, featureTables)
    await fillSignInNames(database.db)
    console.log(await run(database, new Accounts(database, config.sessions), command, args, values))
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  if (error instanceof ApiError && error.detail) console.error(message('en', error.detail.key, error.detail.params))
  else if (error instanceof NoTerminalError)
    console.error('No terminal to ask for the password or show it on: use --password-stdin (one line on standard input).')
  else console.error(error instanceof Error ? error.message : String(error))
  process.exit(error instanceof UsageError || error instanceof ApiError || error instanceof NoTerminalError ? 2 : 1)
})
