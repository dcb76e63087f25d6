/**
 * Failed requests are handled in one place (spec section 8, issue point 7): every failure is
 * logged and announced (data/http-errors.ts), a lost connection too; a 5xx or a network failure is
 * notified once (the central notice and react-admin's say the same words; the duplicate is dropped);
 * a poll that keeps failing is told once; a 401 of any request leaves once for the login page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHttpClient } from '../../admin/data/http-client'
import { onHttpError, reportHttpError, type FailedRequest } from '../../admin/data/http-errors'
import { failureMessage } from '../../admin/data/failure-message'
import { createSessionExpiry } from '../../admin/auth/session-expiry'
import { failureNotice } from '../../admin/layout/HttpErrorNotifier'
import { DUPLICATE_WINDOW_MS, createDuplicateFilter } from '../../admin/layout/NotificationDeduper'

let announced: FailedRequest[]
let stop: () => void
beforeEach(() => {
  announced = []
  stop = onHttpError((failure) => void announced.push(failure))
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  stop()
  vi.restoreAllMocks()
})

const answer =
  (status: number, body = '', statusText = '') =>
  async () =>
    new Response(body || null, { status, statusText })

describe('the http client reports every failure centrally', () => {
  it('a lost connection is logged, announced as status 0 and rejects with the translated network message', async () => {
    const http = createHttpClient({ getToken: () => null, getLanguage: () => 'sl', fetch: async () => Promise.reject(new TypeError('Failed to fetch')) })
    await expect(http('/api/v1/news/')).rejects.toMatchObject({ status: 0, message: 'app.errors.network' })
    expect(announced).toEqual([{ url: '/api/v1/news/', method: 'GET', status: 0, statusText: 'Network error', background: undefined }])
    expect(console.error).toHaveBeenCalledWith('network failure GET /api/v1/news/')
  })

  it("a 5xx rejects with the server-error message, a 403 with the server's own detail", async () => {
    const down = createHttpClient({ getToken: () => null, getLanguage: () => 'sl', fetch: answer(502, '<html>', 'Bad Gateway') })
    await expect(down('/api/v1/news/')).rejects.toMatchObject({ status: 502, message: 'app.errors.server' })
    const refused = createHttpClient({ getToken: () => null, getLanguage: () => 'sl', fetch: answer(403, '{"detail":"Nimate dovoljenja."}', 'Forbidden') })
    await expect(refused('/api/v1/news/', { method: 'DELETE' })).rejects.toMatchObject({ status: 403, message: 'Nimate dovoljenja.' })
    expect(announced.map((f) => [f.status, f.detail])).toEqual([
      [502, undefined],
      [403, 'Nimate dovoljenja.'],
    ])
  })

  it('a background poll that keeps failing is told once, and again only after it worked in between', async () => {
    let status = 503
    const http = createHttpClient({ getToken: () => null, getLanguage: () => 'sl', fetch: async () => new Response('{}', { status }) })
    const poll = () => http('/api/v1/site/build/', { background: true }).catch(() => undefined)
    await poll()
    await poll()
    status = 200
    await poll()
    status = 500
    await poll()
    expect(announced.map((f) => [f.status, !!f.repeated])).toEqual([
      [503, false],
      [503, true],
      [500, false],
    ])
    expect(announced.map(failureNotice)).toEqual([{ message: 'app.errors.server', type: 'error' }, null, { message: 'app.errors.server', type: 'error' }])
  })
})

describe('what staff are told', () => {
  it("403 the request's message, 5xx and a lost connection a notice; 401 and 400 nothing here", () => {
    const failure = (status: number, detail?: string): FailedRequest => ({ url: '/x/', method: 'GET', status, statusText: '', detail })
    expect(failureNotice(failure(403, 'Nimate dovoljenja.'))).toEqual({ message: 'Nimate dovoljenja.', type: 'warning' })
    expect(failureNotice(failure(403))).toEqual({ message: 'app.errors.forbidden', type: 'warning' })
    expect(failureNotice(failure(500))).toEqual({ message: 'app.errors.server', type: 'error' })
    expect(failureNotice(failure(0))).toEqual({ message: 'app.errors.network', type: 'error' })
    expect(failureNotice(failure(401))).toBeNull()
    expect(failureNotice(failure(400))).toBeNull()
  })

  it('one failure, one notification: the same error again within the window is dropped', () => {
    let now = 1000
    const isDuplicate = createDuplicateFilter(() => now)
    expect(isDuplicate({ message: 'app.errors.server', type: 'error' })).toBe(false) // HttpErrorNotifier
    expect(isDuplicate({ message: 'app.errors.server', type: 'error', notificationOptions: { messageArgs: { _: 'x' } } })).toBe(true) // react-admin's
    expect(isDuplicate({ message: 'ra.notification.created', type: 'info' })).toBe(false)
    expect(isDuplicate({ message: 'ra.notification.created', type: 'info' })).toBe(false) // successes are never dropped
    now += DUPLICATE_WINDOW_MS
    expect(isDuplicate({ message: 'app.errors.server', type: 'error' })).toBe(false) // a later failure is told again
  })

  it('a screen says nothing itself about a 401 (the page is leaving for login)', () => {
    expect(failureMessage({ status: 401, message: 'Neveljaven žeton.' })).toBeNull()
    expect(failureMessage({ status: 400, message: 'Ime je obvezno.' })).toBe('Ime je obvezno.')
    expect(failureMessage({ status: 400, message: 'Bad Request', body: { email: ['Račun nima e-poštnega naslova.'] } })).toBe('Račun nima e-poštnega naslova.')
    expect(failureMessage(new Error(''))).toBe('ra.notification.http_error')
  })
})

describe('a 401 from any request', () => {
  it('keeps the drafts, marks the session expired and loads the login page once', () => {
    const storage = new Map<string, string>()
    ;(globalThis as { window?: unknown }).window = {
      localStorage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => storage.set(k, v),
        removeItem: (k: string) => storage.delete(k),
      },
    }
    const visited: string[] = []
    const expiry = createSessionExpiry({ currentPath: () => '/key', absoluteUrl: (p) => `/admin${p}`, go: (url) => void visited.push(url) })
    stop()
    stop = onHttpError((failure) => failure.status === 401 && expiry.expire())
    reportHttpError({ url: '/api/v1/site/build/', method: 'GET', status: 401, statusText: 'Unauthorized' })
    reportHttpError({ url: '/api/v1/events/update-last-events/', method: 'POST', status: 401, statusText: 'Unauthorized' })
    expect(visited).toEqual(['/admin/login?expired=1&redirect=%2Fkey'])
    expect(storage.get('auth.expired')).toBe('1')
    expect(expiry.leaving()).toBe(true)
    delete (globalThis as { window?: unknown }).window
  })
})
