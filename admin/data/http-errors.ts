/**
 * The one place failed requests go (spec section 8): every request of the back office (the http
 * client, the XHR uploads) logs each failure's status and status text here and announces it to the
 * listeners, which decide what the user sees:
 *   401 -> auth/session-expiry.ts (back to login, draft kept; never a reset of the session),
 *   403 -> the request's message, 5xx -> a notification, 0 (network failure) -> a notification
 *   (layout/HttpErrorNotifier.tsx).
 *
 * A background request (a poll) that keeps failing is announced once, marked `repeated` after
 * that, until one of its calls succeeds again: a 30 s poll must not notify every 30 s.
 *
 *   const stop = onHttpError(({ status }) => ...)
 *   reportHttpError({ url, method, status: 503, statusText: 'Service Unavailable' })
 */
export interface FailedRequest {
  url: string
  method: string
  /** 0 when no answer came (offline, connection refused, aborted). */
  status: number
  statusText: string
  /** The server's `detail` message, when it sent one. */
  detail?: string
  /** A request the user did not ask for (a poll). */
  background?: boolean
  /** A background failure already announced, failing again. */
  repeated?: boolean
}

/** The message keys of failures without a message of their own (translated by react-admin's notify). */
export const NETWORK_ERROR_MESSAGE = 'app.errors.network'
export const SERVER_ERROR_MESSAGE = 'app.errors.server'

type Listener = (failure: FailedRequest) => void

const listeners = new Set<Listener>()
const failingInBackground = new Set<string>()

const backgroundKey = (method: string, url: string) => `${method} ${url.split('?')[0]}`

export function onHttpError(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function reportHttpError(failure: FailedRequest): void {
  const what = failure.status === 0 ? 'network failure' : `HTTP ${failure.status} ${failure.statusText}`
  console.error(`${what} ${failure.method} ${failure.url}`)
  let announced = failure
  if (failure.background) {
    const key = backgroundKey(failure.method, failure.url)
    if (failingInBackground.has(key)) announced = { ...failure, repeated: true }
    failingInBackground.add(key)
  }
  for (const listener of listeners) listener(announced)
}

/** A request answered 2xx: a background call failing before is announced again next time it fails. */
export function reportHttpSuccess(method: string, url: string): void {
  failingInBackground.delete(backgroundKey(method, url))
}
