/**
 * The audit log's data for its screens: a DRF dataProvider on GET audit-log/ (read only; the
 * screens never write), whose date filters are the user's local days turned into the instants
 * the API compares (a day in Ljubljana starts at 22:00 or 23:00 UTC the evening before), and
 * the CSV export of the filtered list as a download.
 */
import type { DataProvider } from 'react-admin'
import { drfDataProvider } from '../../data/drf-data-provider'
import { apiUrl, httpClient } from '../../app/providers'

export const AUDIT_RESOURCE = 'audit-log'
export const AUDIT_PATH = 'audit-log/'

/** 'YYYY-MM-DD' in the browser's zone -> the ISO instant it starts (or ends, `endOfDay`). */
export function localDayBound(day: unknown, endOfDay: boolean): string | undefined {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined
  const time = new Date(`${day}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}`)
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString()
}

/** The filter as the API reads it: dates to instants, empty values left out. */
export function apiFilter(filter: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [name, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue
    if (name === 'from' || name === 'to') {
      const bound = localDayBound(value, name === 'to')
      if (bound) query[name] = bound
    } else query[name] = String(value)
  }
  return query
}

const drf = drfDataProvider({ apiUrl, pathOf: () => AUDIT_PATH, httpClient })

export const auditDataProvider: DataProvider = {
  ...drf,
  getList: (resource, params) => drf.getList(resource, { ...params, sort: undefined, filter: apiFilter(params.filter ?? {}) } as never),
}

/** Downloads the CSV of the entries the filter shows; resolves with whether the server cut it at its limit. */
export async function downloadAuditCsv(filter: Record<string, unknown>): Promise<{ truncated: boolean; limit: string }> {
  const query = new URLSearchParams(apiFilter(filter)).toString()
  const answer = await httpClient(`${apiUrl}/${AUDIT_PATH}export/${query ? `?${query}` : ''}`)
  // fetch's text() drops the byte order mark; Excel needs it to read UTF-8.
  const blob = new Blob([`\uFEFF${answer.body.replace(/^\uFEFF/, '')}`], { type: 'text/csv;charset=utf-8' })
  const link = document.createElement('a')
  link.href = URL.createObjectURL(blob)
  link.download = /filename="([^"]+)"/.exec(answer.headers.get('content-disposition') ?? '')?.[1] ?? 'audit-log.csv'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000)
  return { truncated: answer.headers.get('x-export-truncated') === 'true', limit: answer.headers.get('x-export-limit') ?? '' }
}
