/**
 * Several instances on one PostgreSQL (docs/operations.md, "Scaling: several instances on PostgreSQL"): what they share through it.
 *   - answer cache invalidation: LISTEN/NOTIFY (channel.ts; response-cache.ts listens);
 *   - one site build at a time: an advisory lock, and "new build live" for the others;
 *   - login throttle and public-form rate limits: counters in a table.
 * On SQLite there is one instance: no channel, no lock, counters in memory.
 *
 *   const cluster = await openCluster(config, database, log)   // null on SQLite
 *   const counters = await openCounters(database)
 */
import type { Config } from '../config'
import type { Database } from '../db/connect'
import { AdvisoryLock } from './advisory-lock'
import { ClusterChannel } from './channel'
import { MemoryCounterStore, type CounterStore } from './counter-store'
import { DatabaseCounterStore } from './database-counter-store'

export interface Cluster {
  channel: ClusterChannel
  siteBuilds: AdvisoryLock
  close(): Promise<void>
}

export async function openCluster(config: Config, database: Database, log: (line: string) => void): Promise<Cluster | null> {
  if (database.dialect !== 'postgres') return null
  const channel = new ClusterChannel(config.databaseUrl, database, log)
  await channel.start()
  const siteBuilds = new AdvisoryLock(config.databaseUrl, 'site-build')
  return {
    channel,
    siteBuilds,
    async close() {
      await siteBuilds.close()
      await channel.close()
    },
  }
}

export async function openCounters(database: Database): Promise<CounterStore & { close?(): void }> {
  return database.dialect === 'postgres' ? DatabaseCounterStore.open(database) : new MemoryCounterStore()
}
