/**
 * A few worker threads, each with its own read-only connection to the SQLite file
 * (read-worker.cjs), that run SELECTs off the event loop. better-sqlite3 is synchronous: on the
 * main thread a 100 ms query stops every other request, cached answers and static pages included,
 * for 100 ms. In WAL mode readers never wait for the writer and see every transaction committed
 * before their query starts, so a read sent after a write returns sees that write.
 *
 * Under load each worker holds two reads: the one it runs and the next, waiting in its port, so
 * it goes from one to the other without going to sleep. Waking a sleeping thread costs about as
 * much as a short read here (a round trip to a worker measured 174 µs of CPU one at a time,
 * 89 µs with the next one waiting); uncached searches at 100,000 news answered 6% and 10% more a
 * second in two alternating runs against one read at a time (uncached pages the same).
 * A read waiting behind a long one is taken over by the first worker that falls idle: whichever
 * worker begins it first claims it in shared memory, and the other skips it.
 *
 *   const pool = new ReadPool('/data/db.sqlite3', 2)
 *   const rows = await pool.query('select * from news where id = ?', [1])
 *   await pool.close()
 */
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { FifoQueue } from '../concurrency/fifo-queue'

/** Reads a worker holds at most: the one it runs and the next. */
const HELD_PER_WORKER = 2

interface Job {
  id: number
  sql: string
  parameters: readonly unknown[]
  resolve: (rows: unknown[]) => void
  reject: (error: Error) => void
  /** Its slot in the claims (see ClaimSlots), once handed to a worker. */
  slot?: number
  /** Workers it was handed to that have not answered or skipped it yet. */
  copies: number
  /** Handed to a second worker already (never to a third). */
  takenOver?: boolean
}

interface Reader {
  worker: Worker
  /** The reads handed to it, in the order handed: the first runs, the next waits. */
  jobs: Map<number, Job>
}

interface Answer {
  id: number
  rows?: unknown[]
  /** Another worker began this read first (it was taken over). */
  skipped?: boolean
  error?: { message: string; code?: string }
}

/**
 * Shared with the workers: a slot per read handed out, holding its id until a worker begins it
 * (read-worker.cjs swaps the id for 0 and runs the read only if the swap succeeded). A slot is
 * given back only when every worker holding the read has answered or skipped it, so a late
 * worker never finds another read's id in it.
 */
class ClaimSlots {
  readonly cells: Int32Array
  private free: number[]

  constructor(count: number) {
    this.cells = new Int32Array(new SharedArrayBuffer(4 * count))
    this.free = Array.from({ length: count }, (_, i) => count - 1 - i)
  }

  /** A slot holding `id` (not begun), or undefined when none is free. */
  take(id: number): number | undefined {
    const slot = this.free.pop()
    if (slot !== undefined) Atomics.store(this.cells, slot, id)
    return slot
  }

  /** Whether no worker has begun the read in `slot` yet. */
  unbegun(slot: number, id: number): boolean {
    return Atomics.load(this.cells, slot) === id
  }

  release(slot: number) {
    Atomics.store(this.cells, slot, 0)
    this.free.push(slot)
  }
}

const WORKER_FILE = path.join(__dirname, 'read-worker.cjs')
/** Ids fit the claims' 32-bit cells; 0 means "begun". */
const MAX_ID = 2 ** 31 - 1

export class ReadPool {
  private readers: Reader[] = []
  /** Reads not yet on a worker, oldest first. */
  private waiting = new FifoQueue<Job>()
  private readonly claims: ClaimSlots
  private nextId = 1
  private closed = false
  /** Queries answered by the workers since the start (the tests read it). */
  answered = 0

  constructor(
    private readonly file: string,
    readonly size: number,
  ) {
    // Every read a worker holds, and each taken-over one twice: never more than this many at once.
    this.claims = new ClaimSlots(size * HELD_PER_WORKER * 2)
    for (let i = 0; i < size; i++) this.readers.push(this.startReader())
  }

  private startReader(): Reader {
    const worker = new Worker(WORKER_FILE, { workerData: { file: this.file, claims: this.claims.cells.buffer } })
    const reader: Reader = { worker, jobs: new Map() }
    // An idle pool must not keep the process alive; a busy one must (see track()).
    worker.unref()
    worker.on('message', (answer: Answer) => this.settle(reader, answer))
    const fail = (error: Error) => {
      const jobs = [...reader.jobs.values()]
      reader.jobs.clear()
      for (const job of jobs) {
        const unbegun = job.slot !== undefined && this.claims.unbegun(job.slot, job.id)
        this.letGo(job)
        // Held by another worker too, or not begun here: it is not lost with this worker.
        if (this.readers.some((other) => other !== reader && other.jobs.has(job.id))) continue
        if (unbegun && !this.closed) this.waiting.push(job)
        else job.reject(error)
      }
      if (this.closed) return
      // A reader that died is replaced; the query it ran fails (its caller answers 500).
      const index = this.readers.indexOf(reader)
      if (index >= 0) this.readers[index] = this.startReader()
      this.dispatch()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`SQLite read worker exited with code ${code}`)))
    return reader
  }

  /** One worker less holds `job`; its claim slot is free once none does. */
  private letGo(job: Job) {
    job.copies--
    if (job.copies === 0 && job.slot !== undefined) {
      this.claims.release(job.slot)
      job.slot = undefined
    }
  }

  private settle(reader: Reader, answer: Answer) {
    const job = reader.jobs.get(answer.id)
    if (!job) return
    reader.jobs.delete(answer.id)
    if (reader.jobs.size === 0) reader.worker.unref()
    this.letGo(job)
    // (before the answer's own continuation runs: the worker is not left idle meanwhile)
    this.dispatch()
    if (answer.skipped) return
    this.answered++
    if (answer.error) {
      // (no stack of the caller: capturing one for every query would cost more than the query)
      job.reject(Object.assign(new Error(`${answer.error.message} (in: ${job.sql.slice(0, 500)})`), { code: answer.error.code, name: 'SqliteError' }))
    } else {
      job.resolve(answer.rows ?? [])
    }
  }

  /**
   * Runs one SELECT: at once on an idle worker, else on the first worker free to take it, in the
   * order asked. Never kept behind a given worker: one long read (a deep list's first anchor pass)
   * must not hold up a read handed to the same worker while another worker is idle.
   */
  query(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.closed) return Promise.reject(new Error('The database is closed'))
    return new Promise((resolve, reject) => {
      const id = this.nextId
      this.nextId = id >= MAX_ID ? 1 : id + 1
      this.waiting.push({ id, sql, parameters, resolve, reject, copies: 0 })
      this.dispatch()
    })
  }

  private hand(reader: Reader, job: Job) {
    job.copies++
    reader.worker.ref()
    reader.jobs.set(job.id, job)
    reader.worker.postMessage({ id: job.id, slot: job.slot, sql: job.sql, parameters: job.parameters })
  }

  /** Hands waiting reads out: one to each idle worker first, then a next one to each busy one. */
  private dispatch() {
    for (let held = 0; held < HELD_PER_WORKER; held++) {
      for (const reader of this.readers) {
        if (this.waiting.size === 0) return this.takeOver()
        if (reader.jobs.size !== held) continue
        const job = this.waiting.shift()!
        job.slot = this.claims.take(job.id)
        // (no free slot cannot happen with the count above; the read then waits for the next turn)
        if (job.slot === undefined) return void this.waiting.push(job)
        this.hand(reader, job)
      }
    }
  }

  /** Gives each idle worker a read that waits, not begun, behind another worker's read. */
  private takeOver() {
    for (const idle of this.readers) {
      if (idle.jobs.size > 0) continue
      const behind = this.readers
        .flatMap((reader) => [...reader.jobs.values()].slice(1))
        .find((job) => !job.takenOver && job.slot !== undefined && this.claims.unbegun(job.slot, job.id))
      if (!behind) return
      behind.takenOver = true
      this.hand(idle, behind)
    }
  }

  /** Reads held by each worker (running or next). */
  get busy(): number[] {
    return this.readers.map((reader) => reader.jobs.size)
  }

  /** Queries waiting for a worker. */
  get queued(): number {
    return this.waiting.size
  }

  /** Lets the queries in flight finish (a few seconds at most), then ends the workers. */
  async close(): Promise<void> {
    this.closed = true
    const jobs = new Set([...this.readers.flatMap((reader) => [...reader.jobs.values()]), ...this.waiting])
    const pending = [...jobs].map(
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
    for (const job of this.waiting.drain()) job.reject(new Error('The database is closed'))
  }
}
