/**
 * A few worker threads, each with its own read-only connection to the SQLite file
 * (read-worker.cjs), that run SELECTs off the event loop. better-sqlite3 is synchronous: on the
 * main thread a 100 ms query stops every other request, cached answers and static pages included,
 * for 100 ms. In WAL mode readers never wait for the writer and see every transaction committed
 * before their query starts, so a read sent after a write returns sees that write.
 *
 *   const pool = new ReadPool('/data/db.sqlite3', 2)
 *   const rows = await pool.query('select * from news where id = ?', [1])
 *   await pool.close()
 */
import path from 'node:path'
import type { HeapInfo } from 'node:v8'
import { Worker } from 'node:worker_threads'
import { FifoQueue } from '../lib/fifo-queue'

interface Job {
  resolve: (rows: unknown[]) => void
  reject: (error: Error) => void
  sql: string
}

interface Reader {
  worker: Worker
  jobs: Map<number, Job>
}

interface Answer {
  id: number
  rows?: unknown[]
  error?: { message: string; code?: string }
}

const WORKER_FILE = path.join(__dirname, 'read-worker.cjs')

export class ReadPool {
  private readers: Reader[] = []
  /** Reads not yet on a worker, oldest first. */
  private waiting = new FifoQueue<{ id: number; parameters: readonly unknown[]; job: Job }>()
  private nextId = 1
  private closed = false
  /** Queries answered by the workers since the start (the tests read it). */
  answered = 0

  constructor(
    private readonly file: string,
    readonly size: number,
  ) {
    for (let i = 0; i < size; i++) this.readers.push(this.startReader())
  }

  private startReader(): Reader {
    const worker = new Worker(WORKER_FILE, { workerData: { file: this.file } })
    const reader: Reader = { worker, jobs: new Map() }
    // An idle pool must not keep the process alive; a busy one must (see track()).
    worker.unref()
    worker.on('message', (answer: Answer) => this.settle(reader, answer))
    const fail = (error: Error) => {
      for (const job of reader.jobs.values()) job.reject(error)
      reader.jobs.clear()
      if (this.closed) return
      // A reader that died is replaced; the queries it held fail (their callers answer 500).
      const index = this.readers.indexOf(reader)
      if (index >= 0) this.readers[index] = this.startReader()
      this.dispatch()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`SQLite read worker exited with code ${code}`)))
    return reader
  }

  private settle(reader: Reader, answer: Answer) {
    const job = reader.jobs.get(answer.id)
    if (!job) return
    reader.jobs.delete(answer.id)
    if (reader.jobs.size === 0) reader.worker.unref()
    this.answered++
    // (before the answer's own continuation runs: the worker is not left idle meanwhile)
    this.dispatch()
    if (answer.error) {
      // (no stack of the caller: capturing one for every query would cost more than the query)
      job.reject(Object.assign(new Error(`${answer.error.message} (in: ${job.sql.slice(0, 500)})`), { code: answer.error.code, name: 'SqliteError' }))
    } else {
      job.resolve(answer.rows ?? [])
    }
  }

  /**
   * Runs one SELECT: at once on an idle worker, else when one is free, in the order asked. Never
   * queued behind a given worker: one long read (a deep list's first anchor pass) would hold up
   * every read sent to the same worker after it, while the other worker may be idle.
   */
  query(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.closed) return Promise.reject(new Error('The database is closed'))
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, parameters, job: { resolve, reject, sql } })
      this.dispatch()
    })
  }

  /** Hands waiting reads to idle workers, one each. */
  private dispatch() {
    for (const reader of this.readers) {
      if (this.waiting.size === 0) break
      if (reader.jobs.size > 0) continue
      const next = this.waiting.shift()!
      reader.worker.ref()
      reader.jobs.set(next.id, next.job)
      reader.worker.postMessage({ id: next.id, sql: next.job.sql, parameters: next.parameters })
    }
  }

  /** Queries in flight on each worker. */
  get busy(): number[] {
    return this.readers.map((reader) => reader.jobs.size)
  }

  /** Each worker's V8 heap (bench/api-server.ts logs them beside the process's memory). */
  heapStatistics(): Promise<HeapInfo[]> {
    return Promise.all(this.readers.map((reader) => reader.worker.getHeapStatistics()))
  }

  /** Queries waiting for a free worker. */
  get queued(): number {
    return this.waiting.size
  }

  /** Lets the queries in flight finish (a few seconds at most), then ends the workers. */
  async close(): Promise<void> {
    this.closed = true
    const jobs = [...this.readers.flatMap((reader) => [...reader.jobs.values()]), ...[...this.waiting].map((each) => each.job)]
    const pending = jobs.map(
      (job) =>
        new Promise<void>((done) => {
          const { resolve, reject } = job
          job.resolve = (rows) => (resolve(rows), done())
          job.reject = (error) => (reject(error), done())
        }),
    )
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5000).unref())])
    await Promise.all(this.readers.map((reader) => reader.worker.terminate()))
    // Reads that never reached a worker within the grace time fail rather than hang.
    for (const each of this.waiting.drain()) each.job.reject(new Error('The database is closed'))
  }
}
