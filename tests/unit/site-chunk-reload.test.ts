import { describe, expect, it } from 'vitest'
import { isChunkError, RELOAD_KEY, reloadOnceForChunkError } from '../../site/chunk-reload'

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map }
}

describe('site chunk reload', () => {
  it('knows a failed chunk load from other errors', () => {
    const webpack = Object.assign(new Error('Loading chunk 812 failed.\n(error: http://x/component---site-templates-page-tsx-1.js)'), {
      name: 'ChunkLoadError',
    })
    expect(isChunkError(webpack)).toBe(true)
    expect(isChunkError('Loading chunk component---site-templates-page-tsx failed.')).toBe(true)
    expect(isChunkError(new Error('Loading CSS chunk 3 failed.'))).toBe(true)
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkError(undefined)).toBe(false)
  })

  it('reloads at most once in 60 s, remembered in session storage', () => {
    const storage = memoryStorage()
    let reloads = 0
    const reload = () => void reloads++
    expect(reloadOnceForChunkError(1_000_000, storage, reload)).toBe(true)
    expect(storage.map.get(RELOAD_KEY)).toBe('1000000')
    expect(reloadOnceForChunkError(1_030_000, storage, reload)).toBe(false)
    expect(reloadOnceForChunkError(1_059_999, storage, reload)).toBe(false)
    expect(reloadOnceForChunkError(1_060_000, storage, reload)).toBe(true)
    expect(reloads).toBe(2)
  })

  it('still reloads without storage (the guard is then per page view)', () => {
    let reloads = 0
    expect(reloadOnceForChunkError(1_000_000, null, () => void reloads++)).toBe(true)
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota')
      },
    }
    expect(reloadOnceForChunkError(1_000_000, full, () => void reloads++)).toBe(true)
    expect(reloads).toBe(2)
  })
})
