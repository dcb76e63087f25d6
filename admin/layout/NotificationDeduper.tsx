/**
 * One failure, one notification. A failed request is told by HttpErrorNotifier at once, and then
 * again by react-admin (the list or the save that made it), in the same words (the HttpError's
 * message, data/http-client.ts); a bulk delete failing on three rows fails three times. Inside the
 * layout every notification passes here: an error or warning equal to one shown less than
 * DUPLICATE_WINDOW_MS ago is dropped.
 */
import { useCallback, useRef, type ReactNode } from 'react'
import { AddNotificationContext, useAddNotificationContext, type NotificationPayload } from 'react-admin'

export const DUPLICATE_WINDOW_MS = 3000

/** Keeps the time each message was last let through; answers whether `payload` repeats one. */
export function createDuplicateFilter(now: () => number = Date.now) {
  const shown = new Map<string, number>()
  return (payload: NotificationPayload): boolean => {
    if (payload.type !== 'error' && payload.type !== 'warning') return false
    const key = String(payload.message)
    const at = now()
    const last = shown.get(key)
    if (last !== undefined && at - last < DUPLICATE_WINDOW_MS) return true
    shown.set(key, at)
    return false
  }
}

export const NotificationDeduper = ({ children }: { children: ReactNode }) => {
  const add = useAddNotificationContext()
  const isDuplicate = useRef(createDuplicateFilter()).current
  const addOnce = useCallback(
    (payload: NotificationPayload) => {
      if (!isDuplicate(payload)) add(payload)
    },
    [add, isDuplicate],
  )
  return <AddNotificationContext.Provider value={addOnce}>{children}</AddNotificationContext.Provider>
}
