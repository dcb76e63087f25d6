/**
 * A throw-away PostgreSQL server for one test file, as scripts/test-postgres.sh starts one:
 * Debian's binaries, a temporary data folder, 127.0.0.1 only, stopped (and removed) by `stop()`.
 *
 *   const bin = postgresBinaries()            // null when PostgreSQL is not installed
 *   const pg = await startPostgres(bin!)      // pg.url: postgres://postgres@127.0.0.1:<port>/postgres
 *   startPostgres(bin, { port: 55740, settings: ['synchronous_commit=off'] })   (a given port; more -c settings)
 *   await pg.stop()
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './server-process'

export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return null
  const versions = fs.readdirSync(root).filter((name) => fs.existsSync(path.join(root, name, 'bin', 'pg_ctl')))
  versions.sort((a, b) => Number(a) - Number(b))
  return versions.length ? path.join(root, versions[versions.length - 1], 'bin') : null
}

export interface Postgres {
  url: string
  port: number
  /** The cluster's data folder (postmaster.pid: the server's process). */
  dataDir: string
  stop(): Promise<void>
}

export interface PostgresOptions {
  /** A port of one's own (machines shared by several people); a free one otherwise. */
  port?: number
  /** More `-c name=value` server settings. */
  settings?: string[]
}

export async function startPostgres(bin: string, options: PostgresOptions = {}): Promise<Postgres> {
  const port = options.port ?? (await freePort())
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-cluster-'))
  const root = process.getuid?.() === 0
  // initdb refuses to run as root: the server then runs as the postgres account Debian's package made.
  const asOwner = (command: string) => {
    const result = root
      ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command], { encoding: 'utf8' })
      : spawnSync('bash', ['-c', command], { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command}: ${result.stderr || result.stdout}`)
  }
  if (root) spawnSync('chown', ['postgres', dir])
  const settings = (options.settings ?? []).map((setting) => ` -c ${setting}`).join('')
  asOwner(`'${bin}/initdb' -D '${dir}/data' -A trust -U postgres >'${dir}/initdb.log'`)
  asOwner(
    `'${bin}/pg_ctl' -D '${dir}/data' -o "-p ${port} -k '${dir}' -c listen_addresses=127.0.0.1 -c fsync=off${settings}" -l '${dir}/server.log' -w start >/dev/null`,
  )
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir: `${dir}/data`,
    async stop() {
      try {
        asOwner(`'${bin}/pg_ctl' -D '${dir}/data' -m immediate stop >/dev/null`)
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
