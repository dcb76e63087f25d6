/**
 * One holder at a time across instances: a PostgreSQL session advisory lock, held on a
 * connection of its own for as long as the work runs. If the holder dies, PostgreSQL ends its
 * session and the lock is free again; nothing is left to clean up.
 *
 *   const siteBuilds = new AdvisoryLock(databaseUrl, 'site-build')
 *   await siteBuilds.run(() => build(), () => console.log('another instance is building; waiting'))
 */
import crypto from 'node:crypto'
import pg from 'pg'

export class AdvisoryLock {
  /** A 64-bit key made from the name, so locks of different purposes never meet. */
  readonly key: string
  private readonly clients = new Set<pg.Client>()

  constructor(
    private readonly databaseUrl: string,
    readonly name: string,
  ) {
    this.key = crypto.createHash('sha256').update(`rudnik:${name}`).digest().readBigInt64BE(0).toString()
  }

  /** Runs `work` holding the lock; `onWait` runs first when another instance holds it. */
  async run<T>(work: () => Promise<T>, onWait?: () => void): Promise<T> {
    const client = new pg.Client({ connectionString: this.databaseUrl })
    client.on('error', () => undefined) // a dropped session frees the lock; the query below fails
    this.clients.add(client)
    try {
      await client.connect()
      const { rows } = await client.query('select pg_try_advisory_lock($1::bigint) as locked', [this.key])
      if (!rows[0].locked) {
        onWait?.()
        await client.query('select pg_advisory_lock($1::bigint)', [this.key])
      }
      try {
        return await work()
      } finally {
        await client.query('select pg_advisory_unlock($1::bigint)', [this.key]).catch(() => undefined)
      }
    } finally {
      this.clients.delete(client)
      await client.end().catch(() => undefined)
    }
  }

  /** Ends every session of this lock: waits give up, holders lose it (used when the server stops). */
  async close(): Promise<void> {
    await Promise.all([...this.clients].map((client) => client.end().catch(() => undefined)))
  }
}
