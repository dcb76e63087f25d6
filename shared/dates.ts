/**
 * Date rules of spec section 5, as pure functions shared by the back office (typing), the
 * server (validation) and the site (display).
 *
 *   parseDateInput('13.9.2025')            -> { year: 2025, month: 9, day: 13 }
 *   parseDateInput('2025/09/13 14:30 +02:00') -> { ..., hour: 14, minute: 30, second: 0, offsetMinutes: 120 }
 *   formatDisplayDate('2025-09-13')        -> '13.09.2025'
 *   normalizeDateInput('31.12.12025')      -> '2025-12-31'   (the year is cut to its last 4 digits)
 *   normalizeDateInput('2026-11-28T18:18:40.000Z', { withTime: true }) -> '2026-11-28T19:18:40' (on Ljubljana's clock)
 */
import { MAX_DATE, MIN_DATE } from './constants'
import { asUtc, instantsOf, zoneTimeAfterGap, zoneTimeAt } from './zone-time'

export interface ParsedDate {
  year: number
  month: number
  day: number
  hour?: number
  minute?: number
  second?: number
  /** Minutes east of UTC when the input named a zone ('Z', '+02:00', '-0500'). */
  offsetMinutes?: number
}

export const REQUIRED_MESSAGE_KEY = 'general.this_field_is_required'

const TIME_AND_ZONE = /(?:^|[T\s])(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i
const SEPARATORS = /[\s./\-,_\\]+/

/** Two-digit years follow the common pivot: 69-99 are 19xx, 00-68 are 20xx. */
function expandYear(token: string): number {
  const digits = token.length > 4 ? token.slice(-4) : token
  const year = Number(digits)
  if (digits.length <= 2) return year + (year > 68 ? 1900 : 2000)
  return year
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function isRealDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

function splitDateTokens(datePart: string): string[] | null {
  const cleaned = datePart.trim()
  if (/^\d{8}$/.test(cleaned)) {
    // Compact forms: 20250913 (year first) when that reads as a date, else 13092025.
    const ymd = [cleaned.slice(0, 4), cleaned.slice(4, 6), cleaned.slice(6)]
    const dmy = [cleaned.slice(0, 2), cleaned.slice(2, 4), cleaned.slice(4)]
    return isRealDate(+ymd[0], +ymd[1], +ymd[2]) && +ymd[0] >= 1000 ? ymd : dmy
  }
  if (/^\d{6}$/.test(cleaned)) return [cleaned.slice(0, 2), cleaned.slice(2, 4), cleaned.slice(4)]
  const tokens = cleaned.split(SEPARATORS).filter(Boolean)
  if (tokens.length !== 3 || !tokens.every((t) => /^\d+$/.test(t))) return null
  return tokens
}

/** Offsets in use on Earth run from -12:00 to +14:00; anything past that (+99:99) is a typing error: NaN. */
function parseZone(zone: string | undefined): number | undefined {
  if (!zone) return undefined
  if (zone.toUpperCase() === 'Z') return 0
  const sign = zone.startsWith('-') ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  const hours = Number(digits.slice(0, 2))
  const minutes = Number(digits.slice(2) || 0)
  return minutes > 59 || hours * 60 + minutes > 14 * 60 ? Number.NaN : sign * (hours * 60 + minutes)
}

/**
 * Reads day-month-year or year-month-day with any common separator, two- or four-digit
 * years (longer years are cut to their last four digits), an optional time and zone.
 * Returns null for anything that is not a real calendar date.
 */
export function parseDateInput(input: string | null | undefined): ParsedDate | null {
  if (input == null) return null
  let text = String(input).trim()
  if (!text) return null
  let time: Pick<ParsedDate, 'hour' | 'minute' | 'second' | 'offsetMinutes'> = {}
  const timeMatch = TIME_AND_ZONE.exec(text)
  if (timeMatch) {
    const [whole, h, m, s, zone] = timeMatch
    time = { hour: Number(h), minute: Number(m), second: Number(s ?? 0), offsetMinutes: parseZone(zone) }
    if (time.hour! > 23 || time.minute! > 59 || time.second! > 59 || Number.isNaN(time.offsetMinutes)) return null
    if (time.offsetMinutes === undefined) delete time.offsetMinutes
    text = text.slice(0, text.length - whole.length)
  }
  const tokens = splitDateTokens(text)
  if (!tokens) return null
  const yearFirst = tokens[0].length >= 3
  const [yearToken, monthToken, dayToken] = yearFirst ? tokens : [tokens[2], tokens[1], tokens[0]]
  const date = { year: expandYear(yearToken), month: Number(monthToken), day: Number(dayToken) }
  if (!isRealDate(date.year, date.month, date.day)) return null
  return { ...date, ...time }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** YYYY-MM-DD, the form the API stores and returns. */
export function toOutputDate(date: ParsedDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`
}

/** HH:mm:ss. */
export function toOutputTime(date: ParsedDate): string {
  return `${pad(date.hour ?? 0)}:${pad(date.minute ?? 0)}:${pad(date.second ?? 0)}`
}

/** YYYY-MM-DDTHH:mm:ss (the wall-clock time as entered; the spec's output carries no zone). */
export function toOutputDateTime(date: ParsedDate): string {
  return `${toOutputDate(date)}T${toOutputTime(date)}`
}

/** dd.mm.yyyy, the form people read. Accepts anything parseDateInput accepts; '' for nothing. */
export function formatDisplayDate(value: string | null | undefined): string {
  const date = parseDateInput(value)
  return date ? `${pad(date.day)}.${pad(date.month)}.${pad(date.year, 4)}` : ''
}

/** dd.mm.yyyy HH:mm of a wall-clock time as stored (YYYY-MM-DDTHH:mm:ss), for messages; '' for nothing. */
export function formatDisplayWallTime(value: string | null | undefined): string {
  const date = parseDateInput(value)
  return date ? `${formatDisplayDate(value)} ${pad(date.hour ?? 0)}:${pad(date.minute ?? 0)}` : ''
}

/** True when the date lies within [min, max]; bounds default to 0001-01-01 and the spec's 9999-12-31. */
export function isWithinRange(date: ParsedDate, min: string = MIN_DATE, max: string = MAX_DATE): boolean {
  const value = toOutputDate(date)
  const lower = parseDateInput(min)
  const upper = parseDateInput(max)
  return (!lower || value >= toOutputDate(lower)) && (!upper || value <= toOutputDate(upper))
}

export interface NormalizeOptions {
  min?: string
  max?: string
  withTime?: boolean
}

/**
 * The same moment on the clock of Europe/Ljubljana, the clock every stored datetime is on (shared/zone-time.ts):
 * a date with a zone or offset ('2026-11-28T18:18:40.000Z', what JavaScript's toISOString() sends) is converted,
 * one without is already on it. Null where that clock has no date of ours (past 9999-12-31, before year 1).
 *
 *   inZoneTime(parseDateInput('2026-11-28T18:18:40Z'))       -> 2026-11-28 19:18:40 (winter, UTC+1)
 *   inZoneTime(parseDateInput('2026-07-01T10:00:00-04:00'))  -> 2026-07-01 16:00:00 (summer, UTC+2)
 */
export function inZoneTime(date: ParsedDate): ParsedDate | null {
  if (date.offsetMinutes === undefined) return date
  const clock = { hour: 0, minute: 0, second: 0, ...date }
  const local = zoneTimeAt(asUtc(clock) - date.offsetMinutes * 60_000)
  return local && local.year <= 9999 ? local : null
}

/** What a date input reads as: its output form, or why there is none. */
export type DateReading =
  | { value: string }
  /** Not a date, or outside [min, max]. */
  | { problem: 'invalid' }
  /**
   * A time without a zone that Ljubljana's clock skips (spring: 02:00-02:59 on the last Sunday of March), refused
   * rather than guessed; `later` is where the clock is at that moment (02:30 -> 03:30), to offer instead.
   */
  | { problem: 'skippedTime'; asked: string; later: string }

/**
 * Reads `input` onto Ljubljana's clock (inZoneTime), in the output form: YYYY-MM-DD, or YYYY-MM-DDTHH:mm:ss with
 * `withTime`. A zone given is honoured, never dropped; a local time the clock skips is refused; a local time the
 * clock shows twice (autumn: 02:00-02:59 on the last Sunday of October) is kept as typed, since the stored form has
 * no zone to tell the two apart (and a UTC time in that hour lands on it: 00:30Z and 01:30Z are both 02:30).
 */
export function readDateInput(input: string | null | undefined, options: NormalizeOptions = {}): DateReading {
  const parsed = parseDateInput(input)
  const date = parsed && inZoneTime(parsed)
  if (!date || !isWithinRange(date, options.min, options.max)) return { problem: 'invalid' }
  if (!options.withTime) return { value: toOutputDate(date) }
  const clock = { hour: 0, minute: 0, second: 0, ...date }
  if (instantsOf(clock).length === 0) {
    const later = zoneTimeAfterGap(clock)
    return later ? { problem: 'skippedTime', asked: toOutputDateTime(date), later: toOutputDateTime(later) } : { problem: 'invalid' }
  }
  return { value: toOutputDateTime(date) }
}

/**
 * What a date input keeps after the user typed `input`: readDateInput's output form, or null when
 * it is not a date, lies outside [min, max] or names a local time the clock skips (the value is cleared).
 */
export function normalizeDateInput(input: string | null | undefined, options: NormalizeOptions = {}): string | null {
  const reading = readDateInput(input, options)
  return 'value' in reading ? reading.value : null
}

/** The message key a required date field shows when it is empty, else undefined. */
export function requiredDateError(value: string | null | undefined, required: boolean): string | undefined {
  return required && !(value ?? '').trim() ? REQUIRED_MESSAGE_KEY : undefined
}
