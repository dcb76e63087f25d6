/**
 * Password hashing with scrypt (node:crypto), parameters stored with each hash so they can
 * be raised later without breaking old accounts. N=2^17, r=8, p=1 is OWASP's scrypt advice.
 *   format: scrypt$N$r$p$salt(base64)$hash(base64)
 */
import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { scryptParams } from '../config/scrypt-params'

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>

const KEY_LENGTH = 32
const memoryFor = (N: number, r: number) => 128 * N * r * 2

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const { N, r, p } = scryptParams()
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: memoryFor(N, r) })
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: memoryFor(Number(n), Number(r)),
  })
  return crypto.timingSafeEqual(actual, expected)
}

/**
 * Compared against when the user name does not exist, so both cases take the same time: the
 * cost of the hashes made now (an unknown name costs what a known one does).
 */
export function dummyHash(): string {
  const { N, r, p } = scryptParams()
  return `scrypt$${N}$${r}$${p}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`
}
