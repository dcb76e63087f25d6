/**
 * The e-mail address a privacy request is about, read from the request body: a string of at
 * most 254 characters (RFC 5321's path limit, as the forms' `email` fields) with an @, trimmed
 * and lower-cased. It is only ever compared for equality, or as a LIKE pattern with % _ and \
 * escaped (likePattern), so no character in it is a wildcard.
 */
import { ADDRESS_MAX } from '../../shared/constants'
import { fieldError } from '../http/errors'

/** `body`: the request's PrivacyRequest fields (server/http/wire-input.ts), null when it sent no object. */
export function readAddress(body: { email?: unknown } | null): string {
  const value = body?.email
  if (value === undefined || value === null || value === '') throw fieldError('email', 'required')
  if (typeof value !== 'string') throw fieldError('email', 'invalidEmail')
  // PostgreSQL refuses U+0000 in a query's text: the caller's 400, not the database's 500.
  if (value.includes('\u0000')) throw fieldError('email', 'nullCharacters')
  const address = value.trim().toLowerCase()
  if (address.length > ADDRESS_MAX) throw fieldError('email', 'maxLength', { max: ADDRESS_MAX })
  if (!/^[^\s@]+@[^\s@]+$/u.test(address)) throw fieldError('email', 'invalidEmail')
  return address
}

/** `%address%` for LIKE ... ESCAPE '\': the address's own %, _ and \ match only themselves. */
export function likePattern(address: string): string {
  return `%${address.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
