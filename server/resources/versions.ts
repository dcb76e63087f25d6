/**
 * Optimistic concurrency for record saves (HTTP's conditional requests, RFC 9110 §13.1.1):
 * a detail GET carries `ETag: "<updated_at>"`, a PUT or PATCH may send it back as `If-Match`.
 * A save whose tag is not the record's current version answers 409 with the current record
 * (the issue asks 409 rather than RFC's 412, so clients get the record to compare with).
 * A save without If-Match is written as before: other clients of the API send none.
 *
 * The check is made twice: here before anything is validated (a quick 409, also for a PATCH
 * that changes nothing), and atomically by the UPDATE itself (`WHERE updated_at = <version>`,
 * repository.ts), so of two saves started from the same version exactly one is stored.
 */
import { ApiError } from '../http/errors'

/** Longer If-Match values are refused (400): no client needs more than a handful of tags. */
export const MAX_IF_MATCH_LENGTH = 1024

export type Precondition = { kind: 'none' } | { kind: 'any' } | { kind: 'tags'; tags: { weak: boolean; value: string }[] }

/** The version of a stored record: its updated_at, raised by every save (never to the same value). */
export const versionOf = (row: Record<string, unknown>): string => String(row.updated_at ?? '')

export const etagOf = (row: Record<string, unknown>): string => `"${versionOf(row)}"`

/** RFC 9110 entity-tag: an optional W/ and a quoted string of etagc (no DQUOTE, no controls, no spaces). */
const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/

const badIfMatch = (reason: string) => new ApiError(400, { key: 'parseError', params: { reason: `If-Match: ${reason}` } })

/** Reads If-Match (absent, `*`, or a list of entity-tags); throws a 400 for anything else. */
export function readIfMatch(header: string | string[] | undefined): Precondition {
  if (header === undefined) return { kind: 'none' }
  const text = Array.isArray(header) ? header.join(', ') : header
  if (text.length > MAX_IF_MATCH_LENGTH) throw badIfMatch(`longer than ${MAX_IF_MATCH_LENGTH} characters`)
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  if (items.length === 0) throw badIfMatch('empty')
  if (items.length === 1 && items[0] === '*') return { kind: 'any' }
  const tags = items.map((item) => {
    const match = ENTITY_TAG.exec(item)
    if (!match) throw badIfMatch('expected "*" or quoted entity tags such as "2026-01-01T10:00:00.000Z"')
    return { weak: Boolean(match[1]), value: match[2] }
  })
  return { kind: 'tags', tags }
}

/** Strong comparison (RFC 9110 §8.8.3.2): a weak tag never matches an If-Match. */
export function satisfies(precondition: Precondition, version: string): boolean {
  if (precondition.kind !== 'tags') return true
  return precondition.tags.some((tag) => !tag.weak && tag.value === version)
}

/** Thrown when the atomic compare finds the record already changed by another save. */
export class VersionConflict extends Error {
  constructor() {
    super('version conflict')
  }
}

/**
 * The updated_at of a save: now, but always later than the version it replaces, so two saves in
 * the same millisecond still give two versions.
 */
export function nextVersion(previous: unknown): string {
  const before = typeof previous === 'string' ? Date.parse(previous) : Number.NaN
  return new Date(Number.isFinite(before) ? Math.max(Date.now(), before + 1) : Date.now()).toISOString()
}
