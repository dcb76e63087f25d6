/**
 * Page links write their query as URLSearchParams would (server/http/pagination.ts formEncoded),
 * without building one per link: the same text for any value, lone surrogates included.
 */
import { describe, expect, it } from 'vitest'
import { formEncoded } from '../../server/http/pagination'

/** A small deterministic generator (mulberry32), so a failure names a value that fails again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const asUrlSearchParams = (value: string) => new URLSearchParams([['k', value]]).toString().slice(2)

describe('formEncoded', () => {
  it.each([' ', "!'()~*", 'Čebelnjak Šoštanj', 'a+b&c=d', '%20', '\uD800', 'x\uDC00y', '😀', ''])('writes %j as URLSearchParams does', (value) => {
    expect(formEncoded(value)).toBe(asUrlSearchParams(value))
  })

  it('writes 50,000 random strings as URLSearchParams does', () => {
    const next = random(20261127)
    for (let i = 0; i < 50_000; i++) {
      let value = ''
      for (let j = Math.floor(next() * 8); j > 0; j--) {
        const r = next()
        value += String.fromCharCode(
          r < 0.5
            ? Math.floor(next() * 128)
            : r < 0.8
              ? Math.floor(next() * 0x800)
              : r < 0.9
                ? 0xd800 + Math.floor(next() * 0x800)
                : Math.floor(next() * 0x10000),
        )
      }
      expect(formEncoded(value), JSON.stringify(value)).toBe(asUrlSearchParams(value))
    }
  })
})
