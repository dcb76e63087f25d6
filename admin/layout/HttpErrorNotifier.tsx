/**
 * What failed requests mean to staff (see data/http-errors.ts): 403 the request's message, 5xx
 * and a lost connection a notification. A 401 is not told here: the page leaves for the login
 * page (auth/session-expiry.ts). A background poll failing again is not told again.
 * React-admin's own notification of the same failure says the same words and is dropped by
 * NotificationDeduper, so each failure is told once.
 */
import { useEffect } from 'react'
import { useNotify } from 'react-admin'
import { NETWORK_ERROR_MESSAGE, SERVER_ERROR_MESSAGE, onHttpError, type FailedRequest } from '../data/http-errors'

/** The notification of a failure, or null when it needs none. */
export function failureNotice(failure: FailedRequest): { message: string; type: 'warning' | 'error' } | null {
  if (failure.repeated) return null
  if (failure.status === 403) return { message: failure.detail || 'app.errors.forbidden', type: 'warning' }
  if (failure.status >= 500) return { message: SERVER_ERROR_MESSAGE, type: 'error' }
  if (failure.status === 0) return { message: NETWORK_ERROR_MESSAGE, type: 'error' }
  return null
}

export const HttpErrorNotifier = () => {
  const notify = useNotify()
  useEffect(
    () =>
      onHttpError((failure) => {
        const notice = failureNotice(failure)
        if (notice) notify(notice.message, { type: notice.type })
      }),
    [notify],
  )
  return null
}
