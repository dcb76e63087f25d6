/**
 * Visitors' API reads, answered from memory. Content changes rarely and is read often, so the
 * JSON of an anonymous GET on a public route is kept until content visitors can see changes.
 *
 * - Never older than the last write: the cache has a generation, raised by every change that
 *   can alter a public answer (before the write is acknowledged). A request notes the generation
 *   when it begins; its answer is stored only if the generation is still the same, so an answer
 *   computed from rows read before a save can never be stored after the save emptied the cache.
 *   Several instances on one PostgreSQL raise each other's generation through LISTEN/NOTIFY, and
 *   a hit first waits for a round trip on that channel (server/cluster/channel.ts sync()), so no
 *   instance serves an answer older than a save acknowledged by another.
 * - Bounded in bytes (an LRU with maxSize), and answers expire after a minute, because a few
 *   depend on the clock (event status). Once full, an answer is kept only when its key missed
 *   before, recently (doorkeeper.ts): a flood of one-off URLs neither pushes out the answers
 *   asked for again nor makes each of its misses pay for a stored copy nobody reads.
 * - Keyed by the route, its path parameters, the language and the declared query parameters in
 *   canonical order (canonical-query.ts); undeclared parameters are removed before the handler
 *   runs, so `?utm_source=...` neither splits the cache nor changes the answer.
 * - Nothing an anonymous caller does empties it: only changes to content types that some public
 *   read shows (public-resources.ts) do; inquiries, orders, sign-ups and logins do not.
 * - A miss waits its turn in the miss gate (miss-gate.ts): a few at once, FIFO, 503 past a
 *   bounded queue, so a flood of misses leaves the event loop to hits and static pages.
 * Staff's requests are neither cached nor gated: they see their own answers, always fresh. Every other
 * caller (anonymous, a visitor's token, another scheme's header) gets the anonymous answers and limits.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { API_BASE_PATH } from '../../shared/constants'
import type { Cluster } from '../cluster'
import { canonicalPath, canonicalQuery, declaredQueryOf } from './canonical-query'
import { Doorkeeper } from './doorkeeper'
import { admitMiss, type MissGate } from './miss-gate'
import { NEVER_CACHED } from './never-cached'
import { publicResourceFilter } from './public-resources'

export interface CachedAnswer {
  /** The answer's bytes: encoded once when stored, written as they are on every hit. */
  body: Buffer
  contentType: string
}

export interface ResponseCacheOptions {
  maxBytes?: number
  maxAgeMs?: number
  /** Keys the doorkeeper remembers in each of its two generations (see doorkeeper.ts). */
  doorkeeperKeys?: number
}

/** Bytes an entry is counted for besides its body: its key, its content type and the LRU's bookkeeping. */
const entryOverhead = (key: string, contentType: string) => key.length + contentType.length + 64

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the answer may be stored: its key and the cache generation when the request began. */
    answerCache?: { key: string; generation: number }
  }
  interface FastifyInstance {
    answerCache: ResponseCache
  }
}

export class ResponseCache {
  private readonly entries: LRUCache<string, CachedAnswer>
  /** None when switched off (doorkeeperKeys 0): an answer is then kept only when it fits. */
  private readonly doorkeeper: Doorkeeper | undefined
  private currentGeneration = 0
  /** Answers not kept because the cache was full and their key new (the tests and benchmarks read it). */
  turnedAway = 0

  constructor({ maxBytes = 32 * 1024 * 1024, maxAgeMs = 60_000, doorkeeperKeys = 16_384 }: ResponseCacheOptions = {}) {
    this.entries = new LRUCache<string, CachedAnswer>({
      maxSize: maxBytes,
      // An answer larger than an eighth of the cache would push out too much to be worth keeping.
      maxEntrySize: Math.max(1, Math.floor(maxBytes / 8)),
      sizeCalculation: (answer, key) => answer.body.length + entryOverhead(key, answer.contentType),
      ttl: maxAgeMs,
    })
    this.doorkeeper = doorkeeperKeys > 0 ? new Doorkeeper(doorkeeperKeys) : undefined
    this.sweepEveryMs = Math.min(5_000, maxAgeMs / 4)
  }

  get generation(): number {
    return this.currentGeneration
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries.get(key)
  }

  /**
   * Whether an answer of `bytes` under `key` would be kept: not when content changed since
   * `generation` was read (the answer may predate that change), nor when keeping it would push
   * others out and its key did not miss before, recently. Every key asked about is noted.
   */
  admits(key: string, bytes: number, contentType: string, generation: number): boolean {
    if (generation !== this.currentGeneration) return false
    if (this.doorkeeper?.seenBefore(key) || this.hasRoomFor(bytes + entryOverhead(key, contentType))) return true
    this.turnedAway++
    return false
  }

  private lastPurge = 0
  private readonly sweepEveryMs: number

  /**
   * Whether `size` more fits without pushing an answer out. Expired answers count until they are
   * dropped, which the LRU does only when it meets them: a cache left full of them is swept
   * (at most every few seconds: the sweep reads every entry) before a new answer is turned away.
   */
  private hasRoomFor(size: number): boolean {
    const fits = () => this.entries.calculatedSize + size <= this.entries.maxSize
    if (fits()) return true
    const now = performance.now()
    if (now - this.lastPurge < this.sweepEveryMs) return false
    this.lastPurge = now
    this.entries.purgeStale()
    return fits()
  }

  /** Keeps `answer` (asked with admits() first); false when it is too large to keep. */
  store(key: string, answer: CachedAnswer): boolean {
    this.entries.set(key, answer)
    return this.entries.has(key)
  }

  /** Content changed: forget every answer, and refuse to store any begun before now. */
  invalidate(): void {
    this.currentGeneration++
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }

  get bytes(): number {
    return this.entries.calculatedSize
  }
}

export function registerResponseCache(app: FastifyInstance, cache: ResponseCache, cluster: Cluster | null, gate?: MissGate) {
  app.decorate('answerCache', cache)
  const declaredByRoute = new Map<string, string[]>()
  const publicRoutes: { resource?: string }[] = []
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: string; resource?: string }
    if (!([] as string[]).concat(route.method).includes('GET') || config.access !== 'public') return
    publicRoutes.push({ resource: config.resource })
    if (route.url?.startsWith(`${API_BASE_PATH}/`) && !NEVER_CACHED.test(route.url)) declaredByRoute.set(route.url, declaredQueryOf(route))
  })

  // (callback style, as every hook on this path: an async hook costs a promise and a turn of the microtask queue)
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done()
    const declared = declaredByRoute.get(request.routeOptions.url ?? '')
    if (!declared) return done()
    const { query, text } = canonicalQuery(request.query, declared)
    request.query = query
    // Only staff see answers of their own (hidden records, fresh after their save): everyone else, a
    // visitor's account (which costs an e-mail address) or another scheme's made-up header alike, gets
    // the anonymous answer, cached and gated like it (else an account would skip both). The token was
    // read before this hook (registered after auth/plugin.ts).
    if (request.method !== 'GET' || request.account?.is_staff) return done()
    const key = `${request.language}|${canonicalPath(request)}?${text}`
    const answer = (hit: CachedAnswer | undefined) => {
      // (answered here: the request goes no further, so done() is not called)
      if (hit) return void reply.header('content-type', hit.contentType).header('x-cache', 'hit').send(hit.body)
      request.answerCache = { key, generation: cache.generation }
      // A miss works for its answer (database, serializing): admitted a few at a time, in turn.
      if (gate) admitMiss(gate, request, reply, done)
      else done()
    }
    const hit = cache.get(key)
    if (!hit || !cluster) return answer(hit)
    // Apply every change another instance acknowledged before this request; unreachable: answer fresh.
    cluster.channel.sync().then(
      () => answer(cache.get(key)),
      () => answer(undefined),
    )
  })

  app.addHook('onSend', (request, reply, payload, done) => {
    const pending = request.answerCache
    if (pending && reply.statusCode === 200 && typeof payload === 'string') {
      const contentType = String(reply.getHeader('content-type'))
      if (cache.admits(pending.key, Buffer.byteLength(payload), contentType, pending.generation)) {
        // Sent as the bytes kept: the text is encoded once, not once more by the reply.
        const body = Buffer.from(payload)
        cache.store(pending.key, { body, contentType })
        payload = body
      }
    }
    // A write is acknowledged only once the other instances have been told.
    if (cluster && request.method !== 'GET' && request.method !== 'HEAD') {
      cluster.channel.published().then(
        () => done(null, payload),
        (error: Error) => done(error),
      )
    } else done(null, payload)
  })

  let affectsPublicAnswers: ((name: string) => boolean) | undefined
  app.context.events.onChange((name) => {
    // Read at the first change: every route is registered by then.
    affectsPublicAnswers ??= publicResourceFilter(publicRoutes)
    if (!affectsPublicAnswers(name)) return
    cache.invalidate()
    cluster?.channel.publish({ kind: 'content', name })
  })
  cluster?.channel.onMessage((message) => {
    if (message.kind === 'content') cache.invalidate()
  })
  // Notifications may have been missed while the connection was down.
  cluster?.channel.onLost(() => cache.invalidate())
}
