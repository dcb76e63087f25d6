/**
 * Runs PostgreSQL's client tools (pg_dump, pg_restore) for backups. The connection travels in
 * the PG* environment variables, never on the command line, where other users of the machine
 * could read the password (`ps`). Debian's /usr/bin wrappers pick the tool matching the server;
 * without them the newest /usr/lib/postgresql/<version>/bin is used.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

function toolPath(tool: string): string {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (folder && fs.existsSync(path.join(folder, tool))) return path.join(folder, tool)
  }
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : []
  for (const version of versions) {
    const candidate = path.join('/usr/lib/postgresql', version, 'bin', tool)
    if (fs.existsSync(candidate)) return candidate
  }
  throw new Error(`${tool} is missing: apt-get install postgresql-client`)
}

/** PG* variables for a postgres:// URL (user, password, host, port, database, sslmode). */
export function connectionEnv(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl)
  const env: Record<string, string> = {}
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname)
  if (url.port) env.PGPORT = url.port
  if (url.username) env.PGUSER = decodeURIComponent(url.username)
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password)
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''))
  if (database) env.PGDATABASE = database
  const sslmode = url.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return env
}

/** Runs `tool` with `args` (connected to `databaseUrl` when given); resolves with its output, rejects with its errors. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl?: string): Promise<string> {
  const connection = databaseUrl ? connectionEnv(databaseUrl) : {}
  const env = { ...process.env, ...connection }
  // pg_restore writes to a database only when one is named (else it prints SQL); the name is no secret.
  const target = tool === 'pg_restore' && connection.PGDATABASE ? [`--dbname=${connection.PGDATABASE}`] : []
  return new Promise((resolve, reject) => {
    execFile(toolPath(tool), [...target, ...args], { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${tool} failed: ${stderr.trim() || error.message}`))
      else resolve(stdout)
    })
  })
}
