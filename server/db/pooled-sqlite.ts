/**
 * Kysely's SQLite dialect with reads sent to worker threads (read-pool.ts):
 *
 *   a SELECT outside a transaction          a read worker (the event loop stays free)
 *   anything else: writes, DDL, raw SQL,    the main connection, one user at a time (Kysely's own
 *   every query inside a transaction        SqliteDriver and its lock)
 *
 * A write returns only once it is committed (better-sqlite3 is synchronous), and a worker's read
 * begins after the message asking for it, so a read that follows a write sees it; reads inside a
 * transaction see its uncommitted rows because they stay on its connection.
 */
import type SQLite from 'better-sqlite3'
import {
  SelectQueryNode,
  SqliteDialect,
  SqliteDriver,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'
import type { ReadPool } from './read-pool'

/** One use of the database as Kysely hands it out: takes the main connection only when it must. */
class Lease implements DatabaseConnection {
  inTransaction = false
  private held: DatabaseConnection | null = null

  constructor(
    private readonly inner: SqliteDriver,
    private readonly pool: ReadPool,
    private readonly counter: WriteCounter,
  ) {}

  async main(): Promise<DatabaseConnection> {
    this.held ??= await this.inner.acquireConnection()
    return this.held
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inTransaction && !this.held && SelectQueryNode.is(query.query)) {
      return { rows: (await this.pool.query(query.sql, query.parameters)) as R[] }
    }
    try {
      return await (await this.main()).executeQuery<R>(query)
    } finally {
      // Counted once it has run (a COMMIT too), so a version read after it differs from one read before.
      this.counter.count++
    }
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.main()).streamQuery<R>(query, chunkSize)
  }

  async release(): Promise<void> {
    if (!this.held) return
    this.held = null
    await this.inner.releaseConnection()
  }
}

/** Statements run on the main connection: every write of this process is one of them. */
export interface WriteCounter {
  count: number
}

class PooledSqliteDriver implements Driver {
  constructor(
    private readonly inner: SqliteDriver,
    private readonly pool: ReadPool,
    private readonly counter: WriteCounter,
  ) {}

  init(): Promise<void> {
    return this.inner.init()
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Lease(this.inner, this.pool, this.counter)
  }

  async beginTransaction(lease: Lease, _settings: TransactionSettings): Promise<void> {
    lease.inTransaction = true
    await this.inner.beginTransaction(await lease.main())
  }

  async commitTransaction(lease: Lease): Promise<void> {
    await this.inner.commitTransaction(await lease.main())
    lease.inTransaction = false
  }

  async rollbackTransaction(lease: Lease): Promise<void> {
    try {
      await this.inner.rollbackTransaction(await lease.main())
    } finally {
      lease.inTransaction = false
    }
  }

  async savepoint(lease: Lease, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint(await lease.main(), name, compile)
  }

  async rollbackToSavepoint(lease: Lease, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint(await lease.main(), name, compile)
  }

  async releaseSavepoint(lease: Lease, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint(await lease.main(), name, compile)
  }

  async releaseConnection(lease: Lease): Promise<void> {
    await lease.release()
  }

  async destroy(): Promise<void> {
    await this.pool.close()
    await this.inner.destroy()
  }
}

export class PooledSqliteDialect extends SqliteDialect {
  constructor(
    private readonly database: SQLite.Database,
    private readonly pool: ReadPool,
    private readonly counter: WriteCounter,
  ) {
    super({ database })
  }

  createDriver(): Driver {
    return new PooledSqliteDriver(new SqliteDriver({ database: this.database }), this.pool, this.counter)
  }
}
