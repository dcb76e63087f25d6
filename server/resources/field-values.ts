/**
 * Reads one submitted value for one declared field. Form encodings send everything as text,
 * so '1', 'true' and 'on' are booleans there, and '' means "no value".
 */
import { MAX_DATE, MIN_DATE } from '../../shared/constants'
import { formatDisplayDate, formatDisplayWallTime, readDateInput } from '../../shared/dates'
import { isLanguage } from '../../shared/languages'
import type { Field } from '../../shared/resources'
import type { MessageKey, MessageParams } from '../http/messages'
import { isBlankRichText, sanitizeRichText } from './rich-text'

export type Parsed = { value: unknown } | { error: MessageKey; params?: MessageParams }

const ok = (value: unknown): Parsed => ({ value })
const fail = (error: MessageKey, params?: MessageParams): Parsed => ({ error, params })

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes', 'da'])
const FALSE_WORDS = new Set(['false', '0', 'off', 'no', 'ne', ''])

export function parseBoolean(raw: unknown): boolean | null {
  if (typeof raw === 'boolean') return raw
  if (raw === 1 || raw === 0) return raw === 1
  if (typeof raw !== 'string') return null
  const word = raw.trim().toLowerCase()
  return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : null
}

function parseText(field: Extract<Field, { kind: 'text' | 'longText' | 'slug' }>, raw: unknown): Parsed {
  if (typeof raw !== 'string' && typeof raw !== 'number') return fail('notText')
  const text = String(raw).trim()
  // PostgreSQL cannot store U+0000 in text (DRF refuses it too); SQLite would keep a cut string.
  if (text.includes('\u0000')) return fail('nullCharacters')
  if (text.length > field.maxLength) return fail('maxLength', { max: field.maxLength })
  if (field.kind === 'text' && field.minLength && text.length < field.minLength) return fail('minLength', { min: field.minLength })
  if (field.kind === 'slug' && text && !SLUG.test(text)) return fail('invalidSlug')
  if (field.kind === 'text' && text && field.format === 'email' && !EMAIL.test(text)) return fail('invalidEmail')
  if (field.kind === 'text' && text && field.format === 'url' && !/^https?:\/\/\S+$/.test(text)) return fail('invalidUrl')
  return ok(text)
}

/**
 * HTML through the allow-list (rich-text.ts). The limit holds for what was sent (so the sanitiser
 * never works on more) and for what is stored (escaping can lengthen a text). Nothing visible
 * left: '' (the caller treats it as no value).
 */
function parseRichText(field: Extract<Field, { kind: 'richText' }>, raw: unknown): Parsed {
  if (typeof raw !== 'string') return fail('notText')
  if (raw.includes('\u0000')) return fail('nullCharacters')
  if (raw.length > field.maxLength) return fail('maxLength', { max: field.maxLength })
  const html = sanitizeRichText(raw)
  if (html.length > field.maxLength) return fail('maxLength', { max: field.maxLength })
  return ok(isBlankRichText(html) ? '' : html)
}

function parseNumber(field: Extract<Field, { kind: 'integer' | 'decimal' }>, raw: unknown): Parsed {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : ''
  const pattern = field.kind === 'integer' ? /^-?\d{1,15}$/ : /^-?\d{1,15}(\.\d+)?$/
  if (!pattern.test(text)) return fail(field.kind === 'integer' ? 'invalidInteger' : 'invalidNumber')
  const value = field.kind === 'integer' ? Number(text) : Number(Number(text).toFixed(field.decimals))
  if (field.min !== undefined && value < field.min) return fail('minValue', { min: field.min })
  if (field.max !== undefined && value > field.max) return fail('maxValue', { max: field.max })
  return ok(value)
}

/** The message parameters of a local time Ljubljana's clock skips: that time, and the one it is read as instead. */
export function skippedTimeParams(reading: { asked: string; later: string }): MessageParams {
  return { time: formatDisplayWallTime(reading.asked), later: formatDisplayWallTime(reading.later) }
}

/** A date on Ljubljana's clock (shared/dates.ts readDateInput: a zone given is converted, a skipped local time refused). */
function parseDate(field: Extract<Field, { kind: 'date' | 'datetime' }>, raw: unknown): Parsed {
  const min = field.min ?? MIN_DATE
  const max = field.max ?? MAX_DATE
  const reading = typeof raw === 'string' ? readDateInput(raw, { min, max, withTime: field.kind === 'datetime' }) : null
  if (reading && 'value' in reading) return ok(reading.value)
  if (reading?.problem === 'skippedTime') return fail('skippedTime', skippedTimeParams(reading))
  return fail('invalidDate', { min: formatDisplayDate(min), max: formatDisplayDate(max) })
}

/** Parses a present, non-empty value. Emptiness, images and references are handled by the caller. */
export function parseFieldValue(field: Field, raw: unknown): Parsed {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'slug':
      return parseText(field, raw)
    case 'richText':
      return parseRichText(field, raw)
    case 'integer':
    case 'decimal':
      return parseNumber(field, raw)
    case 'boolean': {
      const value = parseBoolean(raw)
      return value === null ? fail('invalidBoolean') : ok(value)
    }
    case 'date':
    case 'datetime':
      return parseDate(field, raw)
    case 'choice':
      return field.choices.some((c) => c.id === raw) ? ok(raw) : fail('invalidChoice', { value: String(raw) })
    case 'language':
      return isLanguage(raw) ? ok(raw) : fail('invalidChoice', { value: String(raw) })
    case 'reference': {
      const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
      return Number.isInteger(id) && id > 0 ? ok(id) : fail('invalidPk', { value: String(raw) })
    }
    default:
      return fail('notText')
  }
}

/** True for what counts as "nothing entered". */
export function isEmptyValue(raw: unknown): boolean {
  return raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')
}
