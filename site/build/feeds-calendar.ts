/**
 * An iCalendar (RFC 5545) feed of a type's records: one VEVENT per record, times in the zone's own
 * time zone (event times are wall-clock times there, shared/event-status.ts) with its VTIMEZONE, lines
 * ended by CRLF and folded at 75 octets, text values escaped. Calendar apps subscribe to it by URL.
 *
 *   calendarFeed(events, rows, { language: 'sl', name: 'Dogodki | Cona', origin: 'https://zone.example' })
 */
import { EVENT_TIME_ZONE, effectiveEnd } from '../../shared/event-status'
import type { Language } from '../../shared/languages'
import { richTextToPlain } from '../../shared/rich-text'
import type { Resource } from '../../shared/resources/declaration'
import { sitePath, titleOf, type Row } from '../../shared/pages/model'
import { localizedPath } from '../paths'

const MAX_OCTETS = 75

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: other control characters are not allowed in TEXT
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
  )
}

/** One content line folded into lines of at most 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8')
    if (octets + size > MAX_OCTETS) {
      out.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join('\r\n')
}

/** YYYYMMDDTHHMMSS of a YYYY-MM-DDTHH:mm[:ss] wall-clock value. */
const localTime = (value: string) => `${value.slice(0, 19).padEnd(19, ':00').replace(/[-:]/g, '')}`.slice(0, 15)
/** YYYYMMDDTHHMMSSZ of an instant. */
const utcTime = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`

// Central European time as the EU has kept it since 1996: summer time from the last Sunday of March to the last of October.
const TIME_ZONE_LINES = [
  'BEGIN:VTIMEZONE',
  `TZID:${EVENT_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

export interface CalendarOptions {
  language: Language
  name: string
  origin: string
  /** DTSTAMP of records without a valid updated_at (default: now). */
  now?: Date
}

export function calendarFeed(resource: Resource, rows: Row[], { language, name, origin, now = new Date() }: CalendarOptions): string {
  const site = resource.site!
  const startField = site.date ?? 'start'
  const host = new URL(origin).hostname
  const summaryOf = (row: Row) =>
    (site.summary ?? [])
      .map((field) => (resource.fields[field]?.kind === 'richText' ? richTextToPlain(row[field] as string | null) : row[field]))
      .find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? ''
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//${resource.name}//${language.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${EVENT_TIME_ZONE}`,
    ...TIME_ZONE_LINES,
  ]
  for (const row of rows) {
    const start = row[startField]
    if (typeof start !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(start)) continue
    const end = effectiveEnd(start, typeof row.end === 'string' ? row.end : null)
    const updated = typeof row.updated_at === 'string' ? new Date(row.updated_at) : null
    const url = `${origin}${localizedPath(language, `${sitePath(site, language)}${String(row[site.detail ?? 'id'])}/`)}`
    const location = typeof row.location === 'string' ? row.location.trim() : ''
    lines.push(
      'BEGIN:VEVENT',
      `UID:${resource.name}-${String(row.id)}-${language}@${host}`,
      `DTSTAMP:${utcTime(updated && !Number.isNaN(updated.getTime()) ? updated : now)}`,
      `DTSTART;TZID=${EVENT_TIME_ZONE}:${localTime(start)}`,
      `DTEND;TZID=${EVENT_TIME_ZONE}:${localTime(end)}`,
      `SUMMARY:${escapeText(titleOf(resource, row))}`,
      ...(summaryOf(row) ? [`DESCRIPTION:${escapeText(summaryOf(row))}`] : []),
      ...(location ? [`LOCATION:${escapeText(location)}`] : []),
      `URL:${url}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}
