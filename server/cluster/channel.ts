/**
 * What instances on one PostgreSQL tell each other, through LISTEN/NOTIFY on one connection of
 * their own: "content changed" (empty your answer cache) and "a new site build is live".
 *
 * A notification reaches the others a moment after the write's commit, and a read could slip in
 * between. `sync()` closes that gap: it makes one round trip on the listening connection, and
 * PostgreSQL delivers every notification committed before a command ahead of that command's
 * answer. So a cached answer served after `await channel.sync()` has seen every change
 * acknowledged to anyone before the read began. Concurrent calls share round trips.
 *
 * When the connection drops, everything cached may have missed a change: `onLost` listeners run,
 * `sync()` fails until it is back (callers then answer from the database), and it reconnects.
 */
import crypto from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import type { Database } from '../db/connect'

export type ClusterMessage = { kind: 'content'; name: string } | { kind: 'site' }

const CHANNEL = 'rudnik_cluster'
/** Sent by the content tables' triggers on every write, from wherever it comes (server/db/table-versions.ts). */
export const TABLES_CHANNEL = 'rudnik_tables'
const RECONNECT_MS = 1000

export class ClusterChannel {
  readonly instanceId = crypto.randomBytes(8).toString('hex')
  private client: pg.Client | null = null
  private connected = false
  private closing = false
  private readonly listeners: ((message: ClusterMessage) => void)[] = []
  private readonly tableListeners: ((table: string) => void)[] = []
  private readonly lostListeners: (() => void)[] = []
  private readonly pending = new Set<Promise<unknown>>()
  private inFlight: Promise<void> | null = null
  private queued: Promise<void> | null = null

  constructor(
    private readonly databaseUrl: string,
    /** Notifications are sent through the app's pool: a write is announced even while this instance's listening connection is down. */
    private readonly database: Database,
    private readonly log: (line: string) => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl })
    client.on('notification', (notification) =>
      notification.channel === TABLES_CHANNEL
        ? this.tableListeners.forEach((listener) => listener(notification.payload ?? ''))
        : this.receive(notification.payload),
    )
    client.on('error', (error) => this.lost(client, error.message))
    client.on('end', () => this.lost(client, 'connection ended'))
    await client.connect()
    await client.query(`LISTEN ${CHANNEL}`)
    await client.query(`LISTEN ${TABLES_CHANNEL}`)
    this.client = client
    this.connected = true
  }

  /** Runs for every message another instance sends. */
  onMessage(listener: (message: ClusterMessage) => void): void {
    this.listeners.push(listener)
  }

  /** Runs for every table a committed write changed (this instance's writes too). */
  onTableChanged(listener: (table: string) => void): void {
    this.tableListeners.push(listener)
  }

  /** Runs when the listening connection drops (notifications may have been missed). */
  onLost(listener: () => void): void {
    this.lostListeners.push(listener)
  }

  /** Tells the other instances; `published()` waits for it. */
  publish(message: ClusterMessage): void {
    const payload = JSON.stringify({ from: this.instanceId, ...message })
    const sent = sql`select pg_notify(${CHANNEL}, ${payload})`
      .execute(this.database.db)
      .catch((error: Error) => this.log(`cluster: could not notify the other instances (${message.kind}): ${error.message}`))
      .finally(() => this.pending.delete(sent))
    this.pending.add(sent)
  }

  /** Resolves once every message published so far has been committed (answers to writes wait for it). */
  async published(): Promise<void> {
    if (this.pending.size) await Promise.allSettled([...this.pending])
  }

  /** Resolves after a round trip that began after this call: every notification committed before it has been received. */
  sync(): Promise<void> {
    if (!this.inFlight) {
      this.inFlight = this.roundTrip().finally(() => (this.inFlight = null))
      return this.inFlight
    }
    // The round trip under way began before this call: wait for the next one, shared by everyone who asks meanwhile.
    this.queued ??= this.inFlight
      .catch(() => undefined)
      .then(() => {
        this.queued = null
        return this.sync()
      })
    return this.queued
  }

  async close(): Promise<void> {
    this.closing = true
    await this.published()
    const client = this.client
    this.client = null
    this.connected = false
    await client?.end().catch(() => undefined)
  }

  private async roundTrip(): Promise<void> {
    await this.query('select 1')
  }

  private query(text: string) {
    if (!this.client || !this.connected) return Promise.reject(new Error('not connected to PostgreSQL'))
    return this.client.query(text)
  }

  private receive(payload: string | undefined) {
    let message: (ClusterMessage & { from?: string }) | undefined
    try {
      message = JSON.parse(payload ?? '')
    } catch {
      return
    }
    if (!message || message.from === this.instanceId) return
    for (const listener of this.listeners) listener(message)
  }

  private lost(client: pg.Client, reason: string) {
    if (this.client !== client || this.closing) return
    this.connected = false
    this.client = null
    this.log(`cluster: lost the PostgreSQL notification connection (${reason}); reconnecting`)
    client.end().catch(() => undefined)
    for (const listener of this.lostListeners) listener()
    this.reconnect()
  }

  private reconnect() {
    setTimeout(() => {
      if (this.closing) return
      this.start().then(
        // Whatever happened while away is unknown: forget it again now that news can arrive.
        () => this.lostListeners.forEach((listener) => listener()),
        (error: Error) => {
          this.log(`cluster: reconnecting failed: ${error.message}`)
          this.reconnect()
        },
      )
    }, RECONNECT_MS).unref()
  }
}
