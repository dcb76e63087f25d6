/**
 * Admission for anonymous API reads that miss the answer cache (response-cache.ts calls it):
 * at most `inFlight` of them are worked on at once; the next ones wait, and past `queue` waiting
 * ones a request is answered 503 with Retry-After at once instead of growing the queue without
 * bound. Cache hits, static files and staff requests never pass through it (a visitor's token does:
 * response-cache.ts), so a flood of misses (a crawler, every URL another search) cannot take all of
 * the event loop's time from them.
 *
 * Waiting is shared out per client address: each address waits in its own arrival order, and
 * the free places go to the addresses in turn (round robin). One address flooding misses holds
 * at most `perAddress` waiting places and never more than one turn in a row, so a visitor from
 * another address waits about one miss per busy address, not behind the whole flood. When the
 * queue is full, a newcomer whose address waits for fewer than the longest line takes that line's
 * newest place (that caller is answered 503 instead): a few flooding addresses cannot keep
 * everyone else out.
 *
 *   const gate = new MissGate({ inFlight: 16, queue: 200, perAddress: 25 })
 *   const pass = gate.enter('203.0.113.7')   // null: full for this address or for all (answer 503)
 *   const outcome = await pass.admitted       // 'admitted', 'left' (the caller went away while
 *                                             // waiting) or 'displaced' (answer 503)
 *   pass.leave()                              // once the answer is sent (or the caller gone)
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { FifoQueue } from '../lib/fifo-queue'
import { message } from './messages'

export interface MissGateOptions {
  /** Misses worked on at once. */
  inFlight: number
  /** Misses waiting beyond those, all addresses together; one more is refused. */
  queue: number
  /** Misses one address may have waiting; one more from it is refused (0: no limit per address). */
  perAddress: number
}

export interface Pass {
  /** Admitted at once (nothing to wait for). */
  atOnce: boolean
  /** 'admitted' once admitted; 'left' when left while still waiting; 'displaced' when its place went to another address. */
  admitted: Promise<Outcome>
  /** Frees its place (running or waiting); more calls do nothing. */
  leave(): void
}

export type Outcome = 'admitted' | 'left' | 'displaced'

interface Waiter {
  admit: (outcome: Outcome) => void
  state: 'waiting' | 'running' | 'gone'
  /** The line it waits in; none when admitted at once. */
  line: Line | null
}

/** One address's waiters, oldest first (those gone are skipped when met). */
interface Line {
  address: string
  waiters: FifoQueue<Waiter>
  /** Its waiters still waiting. */
  pending: number
}

const ADMITTED: Promise<Outcome> = Promise.resolve('admitted')

export class MissGate {
  private running = 0
  /** Lines with waiters, by address; each is in `turns` exactly once. */
  private lines = new Map<string, Line>()
  /** Whose turn is next: the lines in the order they are served. */
  private turns = new FifoQueue<Line>()
  /** Waiters still waiting, all lines together. */
  private pending = 0
  /** Waiters gone while waiting but still in a line (swept when they outnumber the rest). */
  private stale = 0
  /** Counters the tests and the benchmark read. */
  admittedCount = 0
  refusedCount = 0
  displacedCount = 0

  constructor(readonly options: MissGateOptions) {}

  get queued(): number {
    return this.pending
  }

  get inFlight(): number {
    return this.running
  }

  /** Addresses with misses waiting. */
  get waitingAddresses(): number {
    return this.lines.size
  }

  enter(address: string): Pass | null {
    if (this.running < this.options.inFlight && this.pending === 0) {
      const waiter: Waiter = { admit: () => undefined, state: 'running', line: null }
      this.running++
      this.admittedCount++
      return { atOnce: true, admitted: ADMITTED, leave: () => this.leave(waiter) }
    }
    const existing = this.lines.get(address)
    const perAddress = this.options.perAddress > 0 ? this.options.perAddress : Number.POSITIVE_INFINITY
    if ((existing?.pending ?? 0) >= perAddress || (this.pending >= this.options.queue && !this.displaceFor(existing?.pending ?? 0))) {
      this.refusedCount++
      return null
    }
    const line = existing ?? this.openLine(address)
    const waiter: Waiter = { admit: () => undefined, state: 'waiting', line }
    const admitted = new Promise<Outcome>((resolve) => (waiter.admit = resolve))
    line.waiters.push(waiter)
    line.pending++
    this.pending++
    return { atOnce: false, admitted, leave: () => this.leave(waiter) }
  }

  private openLine(address: string): Line {
    const line: Line = { address, waiters: new FifoQueue(), pending: 0 }
    this.lines.set(address, line)
    this.turns.push(line)
    return line
  }

  private leave(waiter: Waiter) {
    const was = waiter.state
    waiter.state = 'gone'
    if (was === 'waiting' && waiter.line) {
      // Left in its line and skipped when its turn comes.
      waiter.line.pending--
      this.pending--
      this.stale++
      waiter.admit('left')
      // Callers that come and go while the places stay taken must not grow the lines unbounded.
      if (this.stale > this.pending + 64) this.sweep()
      return
    }
    if (was !== 'running') return
    this.running--
    this.admitNext()
  }

  private admitNext() {
    while (this.running < this.options.inFlight && this.pending > 0) {
      const line = this.turns.shift()!
      const next = this.takeWaiting(line)
      if (line.waiters.size > 0) this.turns.push(line)
      else this.lines.delete(line.address)
      if (!next) continue
      line.pending--
      this.pending--
      next.state = 'running'
      this.running++
      this.admittedCount++
      next.admit('admitted')
    }
  }

  /**
   * Frees a place in a full queue for a newcomer whose address has `waiting` waiters: the newest
   * waiter of the longest line gives it up, when that line has at least two more than the newcomer's
   * would (else the newcomer is the one refused). false: no place freed.
   */
  private displaceFor(waiting: number): boolean {
    let longest: Line | undefined
    for (const line of this.lines.values()) if (!longest || line.pending > longest.pending) longest = line
    if (!longest || longest.pending < waiting + 2) return false
    const newest = longest.waiters.findLast((waiter) => waiter.state === 'waiting')!
    newest.state = 'gone'
    longest.pending--
    this.pending--
    this.stale++
    this.displacedCount++
    newest.admit('displaced')
    return true
  }

  /** The line's oldest waiter still waiting, taken out (those gone before it dropped). */
  private takeWaiting(line: Line): Waiter | undefined {
    for (let next = line.waiters.shift(); next; next = line.waiters.shift()) {
      if (next.state === 'waiting') return next
      this.stale--
    }
    return undefined
  }

  /** Drops every gone waiter and every line left empty. */
  private sweep() {
    for (const line of this.lines.values()) {
      line.waiters.retain((waiter) => waiter.state === 'waiting')
      if (line.waiters.size === 0) this.lines.delete(line.address)
    }
    this.turns.retain((line) => this.lines.get(line.address) === line)
    this.stale = 0
  }
}

/** Seconds a refused caller is told to wait: the queue drains in well under that at the default sizes. */
export const RETRY_AFTER_SECONDS = 1

/**
 * Holds a cache miss until the gate admits it (from an onRequest hook: `next` goes on with the
 * request); answers 503 with Retry-After when the queue is full. The place is freed when the answer
 * is sent or the caller goes away; a caller gone while waiting is not worked on at all. Admitted at
 * once (the usual case), `next` is called before this returns.
 */
export function admitMiss(gate: MissGate, request: FastifyRequest, reply: FastifyReply, next: () => void): void {
  const pass = gate.enter(request.ip)
  if (!pass) {
    busy(request, reply)
    return
  }
  // 'close': the answer is written, or the connection ended before it was (maybe already, while
  // an earlier hook awaited: then it never fires again, and the place is freed now).
  reply.raw.once('close', pass.leave)
  if (request.raw.destroyed || reply.raw.destroyed) pass.leave()
  if (pass.atOnce) {
    next()
    return
  }
  void pass.admitted.then((outcome) => {
    if (outcome === 'left') reply.hijack()
    else if (outcome === 'displaced') busy(request, reply)
    else next()
  })
}

function busy(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ detail: message(request.language, 'busy') })
}
