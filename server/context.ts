/** The services every route and action reaches through `app.context`. */
import type { RecordChanges } from './changes/record-changes'
import type { Cluster } from './cluster'
import type { CounterStore } from './cluster/counter-store'
import type { Config } from './config'
import type { Database } from './db/connect'
import type { MediaStore } from './media/store'
import type { AfterAnswer } from './http/after-answer'
import type { Clock } from './lib/clock'

type ChangeListener = (resourceName: string) => void

/** Tells whoever listens (the site publisher, caches) that content changed. */
export class ContentEvents {
  private listeners: ChangeListener[] = []
  onChange(listener: ChangeListener) {
    this.listeners.push(listener)
  }
  changed(resourceName: string) {
    for (const listener of this.listeners) listener(resourceName)
  }
}

export interface AppContext {
  config: Config
  database: Database
  media: MediaStore
  events: ContentEvents
  /** Each stored record change with its actor, for record history and the audit log. */
  changes: RecordChanges
  /** Login throttle and rate-limit counters: in memory, or in the database when instances share PostgreSQL. */
  counters: CounterStore
  /** What instances on one PostgreSQL share (null on SQLite: one instance). */
  cluster: Cluster | null
  /** Work done after an answer was sent (mail after a sign-up): closing waits for it. */
  afterAnswer: AfterAnswer
  /** What "now" is for scheduled work (publishing, retention): the system's, or one a test moves. */
  clock: Clock
  /** The terminal device the first account's generated password is shown on (server/auth/first-account.ts). */
  terminal?: string
}

declare module 'fastify' {
  interface FastifyInstance {
    context: AppContext
  }
}
