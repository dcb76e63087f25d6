/**
 * Unsaved edits kept in localStorage (admin/app/drafts.ts, issue 13.6): per account and per form,
 * with their time, without files or passwords; an empty change removes the entry; the throttle
 * keeps the last keystroke; logout's clearDrafts forgets them all.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearDrafts, dropUnsaved, keepUnsaved, readUnsaved, throttle } from '../../admin/app/drafts'
import { changesFrom } from '../../admin/features/concurrency/clock'
import { conflictOf, versionHeaders } from '../../admin/data/save-events'

/** A Storage over a Map, as the browser's localStorage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('unsaved edits in localStorage', () => {
  it('are kept per account and per form, with their time; another account never reads them', () => {
    const store = memoryStorage()
    keepUnsaved(7, '/news/3', { title: 'Osnutek' }, store, new Date('2026-11-24T10:05:00Z'))
    expect(readUnsaved(7, '/news/3', store)).toEqual({ savedAt: '2026-11-24T10:05:00.000Z', values: { title: 'Osnutek' } })
    expect(readUnsaved(8, '/news/3', store)).toBeNull()
    expect(readUnsaved(7, '/news/4', store)).toBeNull()
    dropUnsaved(7, '/news/3', store)
    expect(readUnsaved(7, '/news/3', store)).toBeNull()
  })

  it('leave out files and passwords; no change left removes the entry', () => {
    const store = memoryStorage()
    keepUnsaved(1, '/users/2', { password: 'secret', image: { rawFile: new Blob(['x']) }, title: 'a' }, store)
    expect(readUnsaved(1, '/users/2', store)?.values).toEqual({ title: 'a' })
    keepUnsaved(1, '/users/2', {}, store)
    expect(store.length).toBe(0)
  })

  it('a broken or foreign entry reads as none, never throws', () => {
    const store = memoryStorage()
    store.setItem('admin.unsaved:1:/news/1', '{not json')
    store.setItem('admin.unsaved:1:/news/2', JSON.stringify({ savedAt: 1, values: [] }))
    expect(readUnsaved(1, '/news/1', store)).toBeNull()
    expect(readUnsaved(1, '/news/2', store)).toBeNull()
  })

  it('logout (clearDrafts) forgets every account’s unsaved edits and the login drafts, nothing else', () => {
    const local = memoryStorage()
    const session = memoryStorage()
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session })
    keepUnsaved(1, '/news/1', { title: 'a' })
    keepUnsaved(2, '/events/1', { title: 'b' })
    local.setItem('auth.strategy', 'local')
    session.setItem('admin.draft:/news/1', '{}')
    clearDrafts()
    expect([...Array(local.length).keys()].map((i) => local.key(i))).toEqual(['auth.strategy'])
    expect(session.length).toBe(0)
  })

  it('the throttle writes at most once per interval, always the last values; flush writes now', () => {
    vi.useFakeTimers()
    const written: string[] = []
    const keep = throttle((value: string) => written.push(value), 1000)
    keep('a')
    keep('ab')
    keep('abc')
    expect(written).toEqual([])
    vi.advanceTimersByTime(1000)
    expect(written).toEqual(['abc'])
    keep('abcd')
    keep.flush()
    expect(written).toEqual(['abc', 'abcd'])
    keep('x')
    keep.cancel()
    vi.advanceTimersByTime(2000)
    expect(written).toEqual(['abc', 'abcd'])
  })

  it('only the fields that differ from the record are kept (empty and null are the same)', () => {
    expect(changesFrom({ id: 1, updated_at: 'x', title: 'Nov', body: '', tags: [1, 2] }, { id: 1, title: 'Star', body: null, tags: [1, 2] })).toEqual({
      title: 'Nov',
    })
  })
})

describe('versioned saves in the data provider', () => {
  it('send If-Match with the version loaded, or the one chosen to overwrite; none without a version', () => {
    expect(versionHeaders({ previousData: { updated_at: '2026-01-01T10:00:00.000Z' } })).toEqual({ 'If-Match': '"2026-01-01T10:00:00.000Z"' })
    expect(versionHeaders({ previousData: { updated_at: 'old' }, meta: { ifMatch: 'new' } })).toEqual({ 'If-Match': '"new"' })
    expect(versionHeaders({ previousData: {} })).toEqual({})
  })

  it('read a 409 as a conflict with the current record; any other failure is none', () => {
    const body = { current: { id: 3, title: 'Njihov' }, current_version: 'v2', changed_at: 'v2', changed_by: { id: 1, name: 'Ana' } }
    expect(conflictOf('news', 3, { status: 409, body })).toMatchObject({ resource: 'news', id: '3', version: 'v2', changedBy: 'Ana' })
    expect(conflictOf('news', 3, { status: 400, body })).toBeNull()
    expect(conflictOf('news', 3, { status: 409, body: { detail: 'x' } })).toBeNull()
  })
})
