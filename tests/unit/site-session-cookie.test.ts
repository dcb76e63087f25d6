/**
 * The public site's sign-in keeps the access token in localStorage only: no cookie carries it (a script could read
 * it, every request would send it); one left by an earlier version is deleted at the next sign-in.
 */
import { afterEach, beforeEach, expect, it } from 'vitest'
import { saveSession, storedToken } from '../../site/session'

const g = globalThis as Record<string, unknown>
let written: string[]
const jar = new Map<string, string>()

beforeEach(() => {
  written = []
  jar.clear()
  const items = new Map<string, string>()
  g.window = Object.assign(new EventTarget(), {
    localStorage: {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    },
  })
  g.document = {
    set cookie(line: string) {
      written.push(line)
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const [name, value] = pair.split('=')
      if (attributes.includes('max-age=0')) jar.delete(name)
      else jar.set(name, decodeURIComponent(value))
    },
  }
})
afterEach(() => {
  delete g.window
  delete g.document
})

it('writes the token to no cookie, deletes one an earlier version left, keeps the strategy cookie (path /)', () => {
  jar.set('auth._token.local', 'Token old')
  saveSession('secret-access-key', 'secret-refresh-key')
  expect(storedToken()).toBe('Token secret-access-key')
  expect(written.some((line) => line.includes('secret-'))).toBe(false)
  expect([...jar.entries()]).toEqual([['auth.strategy', 'local']])
  expect(written).toContain('auth.strategy=local; path=/; SameSite=Lax')
})
