/**
 * Visitors' API reads, answered from memory. Content changes rarely and is read often, so the
 * JSON of a public GET is kept until anything is written: every successful write through the
 * API and every content change empties the cache at once, so no one reads stale data after a
 * save. Answers also expire after a minute, because a few depend on the clock (event status).
 * Only anonymous requests are cached: staff see their own answers, always fresh.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_BASE_PATH } from '../../shared/constants'

const MAX_ENTRIES = 2000
const MAX_AGE_MS = 60_000
/** GETs that write (confirmation links) must reach their handler every time. */
const NEVER_CACHED = /\/newsletter\//

interface Entry {
  body: string
  contentType: string
  storedAt: number
}

declare module 'fastify' {
  interface FastifyRequest {
    cacheKey?: string
  }
}

export class ResponseCache {
  private entries = new Map<string, Entry>()

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (now - entry.storedAt > MAX_AGE_MS) {
      this.entries.delete(key)
      return undefined
    }
    // Map order is insertion order: re-inserting keeps the most used entries at the end.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  set(key: string, entry: Entry) {
    this.entries.set(key, entry)
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
  }

  clear() {
    this.entries.clear()
  }

  get size() {
    return this.entries.size
  }
}

function cacheKeyOf(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' || request.headers.authorization) return undefined
  if (!request.url.startsWith(`${API_BASE_PATH}/`) || NEVER_CACHED.test(request.url)) return undefined
  return `${request.language}|${request.url}`
}

export function registerResponseCache(app: FastifyInstance, cache: ResponseCache) {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const key = cacheKeyOf(request)
    if (!key) return
    const hit = cache.get(key)
    if (hit) return reply.header('content-type', hit.contentType).header('x-cache', 'hit').send(hit.body)
    request.cacheKey = key
  })
  app.addHook('onSend', async (request, reply, payload) => {
    const cacheable = request.cacheKey && reply.statusCode === 200 && typeof payload === 'string'
    if (cacheable && (request.routeOptions.config as { access?: string } | undefined)?.access === 'public') {
      cache.set(request.cacheKey!, { body: payload as string, contentType: String(reply.getHeader('content-type')), storedAt: Date.now() })
    }
    return payload
  })
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) cache.clear()
  })
  app.context.events.onChange(() => cache.clear())
}
