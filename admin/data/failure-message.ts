/**
 * What a screen says itself about a failed call it made directly (not through react-admin):
 * the HttpError's message (the server's detail, or the key of a server error or lost connection),
 * nothing for a 401 (the page is already on its way to the login page, auth/session-expiry.ts).
 * A 403, 5xx or lost connection is also told centrally (HttpErrorNotifier); saying it again here
 * in the same words is dropped there (NotificationDeduper), so the user reads it once.
 *
 *   catch (error) { const message = failureMessage(error); if (message) notify(message, { type: 'error' }) }
 */
import { toValidationError } from './drf-data-provider'

export function failureMessage(error: unknown): string | null {
  const { status } = (error ?? {}) as { status?: number }
  if (status === 401) return null
  // a 400 names what is wrong per field ({email: ["..."]}): its first message, not 'Bad Request'
  const { message } = toValidationError(error) as { message?: string }
  return message || 'ra.notification.http_error'
}
