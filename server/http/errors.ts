/**
 * Errors that become Django REST Framework shaped answers:
 *   400 {field: ["message"]} or {non_field_errors: [...]}, other codes {detail: "message"}.
 * A message is a key resolved in the request's language when the answer is sent.
 */
import type { MessageKey, MessageParams } from './messages'

export interface LocalizedMessage {
  key: MessageKey
  params?: MessageParams
}

export type FieldErrors = Record<string, LocalizedMessage[]>

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail?: LocalizedMessage,
    readonly fieldErrors?: FieldErrors,
    /** A stable name for clients to act on (`{detail, code}`), beside the message in the caller's language. */
    readonly code?: string,
  ) {
    super(detail?.key ?? 'validation')
  }
}

/**
 * A 429 that says when to come back, in minutes in its words (`{minutes}`) and in seconds as
 * Retry-After (the error handler sets it): the login throttle's, or a mail cap's.
 */
export class ThrottledError extends ApiError {
  constructor(
    readonly retryAfterSeconds: number,
    key: 'passwordTriesThrottled' | 'mailAskedRecently' | 'mailLimitFromHere' = 'passwordTriesThrottled',
  ) {
    super(429, { key, params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } })
  }
}

export const validationError = (errors: FieldErrors) => new ApiError(400, undefined, errors)
export const fieldError = (field: string, key: MessageKey, params?: MessageParams) => validationError({ [field]: [{ key, params }] })
export const notFound = () => new ApiError(404, { key: 'notFound' })
export const notAuthenticated = () => new ApiError(401, { key: 'notAuthenticated' })
export const invalidToken = () => new ApiError(401, { key: 'invalidToken' })
export const permissionDenied = () => new ApiError(403, { key: 'permissionDenied' })
/** An account given an initial password calls anything but its password change or sign-out (server/auth/initial-password.ts). */
export const PASSWORD_CHANGE_REQUIRED = 'password_change_required'
export const passwordChangeRequired = () => new ApiError(403, { key: 'passwordChangeRequired' }, undefined, PASSWORD_CHANGE_REQUIRED)

/** Collects field errors while validating a whole payload, so the user sees all of them at once. */
export class ErrorCollector {
  /** Keyed by field names that may come from a request: no prototype to reach through them. */
  readonly errors: FieldErrors = Object.create(null) as FieldErrors
  add(field: string, key: MessageKey, params?: MessageParams) {
    ;(this.errors[field] ??= []).push({ key, params })
  }
  get empty() {
    return Object.keys(this.errors).length === 0
  }
  throwIfAny() {
    if (!this.empty) throw validationError(this.errors)
  }
}
