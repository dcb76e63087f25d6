/**
 * Admission for anonymous API reads that miss the answer cache (response-cache.ts calls it):
 * at most `inFlight` of them are worked on at once, the next ones wait in arrival order (FIFO,
 * so a waiting request is never overtaken and the tail stays short), and past `queue` waiting
 * ones a request is answered 503 with Retry-After at once instead of growing the queue without
 * bound. Cache hits, static files and signed-in requests never pass through it, so a flood of
 * misses (a crawler, every URL another search) cannot take all of the event loop's time from them.
 *
 *   const gate = new MissGate({ inFlight: 4, queue: 200 })
 *   const pass = gate.enter()          // null: the queue is full (answer 503)
 *   if (await pass.admitted) ...        // false: the caller went away while waiting
 *   pass.leave()                        // once the answer is sent (or the caller gone)
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { message } from './messages'

export interface MissGateOptions {
  /** Misses worked on at once. */
  inFlight: number
  /** Misses waiting beyond those; one more is refused. */
  queue: number
}

export interface Pass {
  /** true once admitted; false when left while still waiting. */
  admitted: Promise<boolean>
  /** Frees its place (running or waiting); more calls do nothing. */
  leave(): void
}

interface Waiter {
  admit: (admitted: boolean) => void
  state: 'waiting' | 'running' | 'gone'
}

export class MissGate {
  private running = 0
  /** FIFO: taken from `head`, compacted now and then (no O(n) shift per admission). */
  private waiting: Waiter[] = []
  private head = 0
  /** Waiters in `waiting` still waiting (those gone are skipped, not counted). */
  private pending = 0
  /** Counters the tests and the benchmark read. */
  admittedCount = 0
  refusedCount = 0

  constructor(readonly options: MissGateOptions) {}

  get queued(): number {
    return this.pending
  }

  get inFlight(): number {
    return this.running
  }

  enter(): Pass | null {
    const waiter: Waiter = { admit: () => undefined, state: 'waiting' }
    let admitted: Promise<boolean>
    if (this.running < this.options.inFlight && this.queued === 0) {
      waiter.state = 'running'
      this.running++
      this.admittedCount++
      admitted = Promise.resolve(true)
    } else if (this.queued >= this.options.queue) {
      this.refusedCount++
      return null
    } else {
      admitted = new Promise<boolean>((resolve) => (waiter.admit = resolve))
      this.waiting.push(waiter)
      this.pending++
    }
    return { admitted, leave: () => this.leave(waiter) }
  }

  private leave(waiter: Waiter) {
    const was = waiter.state
    waiter.state = 'gone'
    if (was === 'waiting') {
      // Left in the queue and skipped when its turn comes.
      this.pending--
      waiter.admit(false)
      return
    }
    if (was !== 'running') return
    this.running--
    this.admitNext()
  }

  private admitNext() {
    while (this.running < this.options.inFlight && this.head < this.waiting.length) {
      const next = this.waiting[this.head++]
      if (next.state !== 'waiting') continue
      this.pending--
      next.state = 'running'
      this.running++
      this.admittedCount++
      next.admit(true)
    }
    if (this.head > 1024 && this.head * 2 > this.waiting.length) {
      this.waiting = this.waiting.slice(this.head)
      this.head = 0
    }
  }
}

/** Seconds a refused caller is told to wait: the queue drains in well under that at the default sizes. */
export const RETRY_AFTER_SECONDS = 1

/**
 * Holds a cache miss until the gate admits it (an onRequest hook's await); answers 503 with
 * Retry-After when the queue is full. The place is freed when the answer is sent or the caller
 * goes away; a caller gone while waiting is not worked on at all.
 */
export async function admitMiss(gate: MissGate, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const pass = gate.enter()
  if (!pass) {
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({ detail: message(request.language, 'busy') })
  }
  // 'close': the answer is written, or the connection ended before it was.
  reply.raw.once('close', pass.leave)
  if (!(await pass.admitted)) return reply.hijack()
  return undefined
}
