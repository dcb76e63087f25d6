/**
 * The cost of new password hashes. OWASP's scrypt advice (N=2^17, r=8, p=1: 0.6 s and 256 MB a
 * hash here) unless PASSWORD_SCRYPT_N says otherwise:
 * - a deployment may raise N (up to 2^19), never lower it;
 * - a test run (NODE_ENV=test, which Vitest sets and the end-to-end server is given) may lower it
 *   to 2^10: the test suites hash and check thousands of passwords, about 40% of their time at
 *   the advised cost (Django's documentation gives test settings a fast hasher for the same reason).
 * Read once; a value outside these bounds stops the server at start (loadConfig checks it) with a message.
 */
export const OWASP_SCRYPT = Object.freeze({ N: 2 ** 17, r: 8, p: 1 })
const LOWEST_IN_TESTS = 2 ** 10
const HIGHEST = 2 ** 19

export type ScryptParams = { N: number; r: number; p: number }

export function scryptParamsFrom(env: NodeJS.ProcessEnv): ScryptParams {
  const raw = env.PASSWORD_SCRYPT_N
  if (raw === undefined || raw === '') return OWASP_SCRYPT
  const N = Number(raw)
  const lowest = env.NODE_ENV === 'test' ? LOWEST_IN_TESTS : OWASP_SCRYPT.N
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0
  if (!powerOfTwo || N < lowest || N > HIGHEST) {
    const tests = env.NODE_ENV === 'test' ? '' : ` (lower values, down to ${LOWEST_IN_TESTS}, only in test runs: NODE_ENV=test)`
    throw new Error(`PASSWORD_SCRYPT_N must be a power of two from ${lowest} to ${HIGHEST}${tests}; it is "${raw}".`)
  }
  return { ...OWASP_SCRYPT, N }
}

let current: ScryptParams | undefined
export function scryptParams(): ScryptParams {
  current ??= scryptParamsFrom(process.env)
  return current
}
