import { describe, expect, it } from 'vitest'
import { isChunkError, reloadOnceForChunkError } from '../../admin/app/chunk-reload'

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

describe('admin chunk reload', () => {
  it('knows a failed dynamic import from other errors', () => {
    expect(isChunkError(new TypeError('Failed to fetch dynamically imported module: /admin/assets/GenericList-x.js'))).toBe(true)
    expect(isChunkError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads at most once in 60 s', () => {
    const storage = memoryStorage()
    let reloads = 0
    const reload = () => void reloads++
    expect(reloadOnceForChunkError(1_000_000, storage, reload)).toBe(true)
    expect(reloadOnceForChunkError(1_030_000, storage, reload)).toBe(false)
    expect(reloadOnceForChunkError(1_060_001, storage, reload)).toBe(true)
    expect(reloads).toBe(2)
  })
})
