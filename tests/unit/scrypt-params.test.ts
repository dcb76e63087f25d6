/**
 * The cost of password hashes: OWASP's scrypt advice wherever PASSWORD_SCRYPT_N is not set, never
 * lower in a deployment, lower only in test runs (which set it: vitest.config.ts, playwright.config.ts).
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { OWASP_SCRYPT, scryptParamsFrom } from '../../server/config/scrypt-params'
import { loadConfig } from '../../server/config'

const repoRoot = path.resolve(__dirname, '../..')

describe('PASSWORD_SCRYPT_N', () => {
  it("is OWASP's N=2^17, r=8, p=1 when unset or empty, in a deployment and in tests", () => {
    for (const NODE_ENV of [undefined, 'production', 'test'])
      for (const value of [undefined, '']) expect(scryptParamsFrom({ NODE_ENV, PASSWORD_SCRYPT_N: value })).toEqual({ N: 131072, r: 8, p: 1 })
    expect(OWASP_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 })
  })

  it('may be raised by a deployment, up to 2^19, never lowered', () => {
    expect(scryptParamsFrom({ PASSWORD_SCRYPT_N: '262144' }).N).toBe(2 ** 18)
    expect(scryptParamsFrom({ NODE_ENV: 'production', PASSWORD_SCRYPT_N: '524288' }).N).toBe(2 ** 19)
    for (const low of ['1024', '65536'])
      expect(() => scryptParamsFrom({ NODE_ENV: 'production', PASSWORD_SCRYPT_N: low })).toThrow(
        `PASSWORD_SCRYPT_N must be a power of two from 131072 to 524288 (lower values, down to 1024, only in test runs: NODE_ENV=test); it is "${low}".`,
      )
    expect(() => scryptParamsFrom({ PASSWORD_SCRYPT_N: '1048576' })).toThrow(/from 131072 to 524288/)
  })

  it('goes down to 2^10 in test runs only, and is a power of two', () => {
    expect(scryptParamsFrom({ NODE_ENV: 'test', PASSWORD_SCRYPT_N: '1024' })).toEqual({ N: 1024, r: 8, p: 1 })
    for (const bad of ['512', '3000', 'abc', '1e3', '-1024', '1024.5'])
      expect(() => scryptParamsFrom({ NODE_ENV: 'test', PASSWORD_SCRYPT_N: bad })).toThrow(`must be a power of two from 1024 to 524288; it is "${bad}".`)
  })

  it('out of bounds, stops the server at start (loadConfig), before anything is built or served', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_SCRYPT_N: '1024' })).toThrow(/PASSWORD_SCRYPT_N must be/)
    expect(loadConfig({ NODE_ENV: 'production' }).port).toBe(8080)
  })

  it('a server process started without it stores OWASP-cost hashes, and they check', () => {
    const env = { ...process.env }
    delete env.PASSWORD_SCRYPT_N
    delete env.NODE_ENV
    const script = `
      const { hashPassword, verifyPassword } = await import('./server/auth/passwords.ts')
      const hash = await hashPassword('a-good-password')
      console.log(JSON.stringify({ hash, right: await verifyPassword('a-good-password', hash), wrong: await verifyPassword('a-bad-password', hash) }))`
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repoRoot, env, encoding: 'utf8' })
    const { hash, right, wrong } = JSON.parse(out.trim().split('\n').pop()!)
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/)
    expect([right, wrong]).toEqual([true, false])
  }, 60_000)
})
