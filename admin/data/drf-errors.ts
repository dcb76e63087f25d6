/**
 * DRF's 400 answer `{field: ["message", ...], non_field_errors: ["message"]}` as react-admin's
 * validation error: HttpError(message, 400, {errors: {field: 'first message', root: {serverError:
 * 'first non-field message'}}}); react-admin puts each message under its field and shows
 * root.serverError as the notification. Any other error passes unchanged.
 */
import { HttpError } from 'react-admin'

type Data = Record<string, unknown>

/** The first message of a DRF error value: ["a", "b"] -> "a"; nested objects keep their shape. */
function firstMessages(value: unknown): unknown {
  if (Array.isArray(value)) {
    const first = value.find((item) => item !== null && item !== undefined && !(typeof item === 'object' && Object.keys(item).length === 0))
    return typeof first === 'object' && first !== null ? firstMessages(first) : String(first ?? '')
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, firstMessages(inner)]))
  }
  return String(value)
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) {
      const found = firstString(inner)
      if (found) return found
    }
  }
  return undefined
}

export function toValidationError(error: unknown): unknown {
  const { status, body } = (error ?? {}) as { status?: number; body?: unknown }
  if (status !== 400 || !body || typeof body !== 'object' || Array.isArray(body)) return error
  const { non_field_errors: nonField, detail, ...fields } = body as Data
  const errors = firstMessages(fields) as Data
  const serverError = nonField !== undefined ? (firstMessages(nonField) as string) : typeof detail === 'string' ? detail : undefined
  if (serverError) errors.root = { serverError }
  if (Object.keys(errors).length === 0) return error
  return new HttpError(serverError ?? firstString(errors) ?? 'Bad Request', 400, { errors })
}
