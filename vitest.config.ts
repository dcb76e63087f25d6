/**
 * Unit tests (shared rules, admin data layer) and API tests, all in Node. Kept apart from
 * vite.config.ts because that one roots Vite at admin/.
 */
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    fileParallelism: true,
    // A worker process runs test files one after another instead of one new process per file: each file loaded the
    // server's modules anew (Fastify, Kysely, the declarations: about 1.6 s of CPU a file), a quarter of the suite's
    // time. On 45 API files, 2 workers: 151 s of CPU and 85 s without it, 78 s and 46 s with it. What a file changes
    // outside itself it puts back (tests/api/file-env.ts for the environment; generated-demo.test.ts's seeders).
    isolate: false,
    // Vitest's default is a core less than the machine has: one file at a time on 2 cores. The API files spend much
    // of their time waiting (their servers' child processes, sockets, timers), so two side by side on 2 cores
    // finish a sample of 30 files in 175 s instead of 289 s (three: 170 s).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Passwords hashed at scrypt's N=2^10 instead of OWASP's 2^17 (server/config/scrypt-params.ts): hashing and checking
    // them was about 40% of the API files' time. The advised cost has its own test (tests/unit/scrypt-params.test.ts).
    // NODE_COMPILE_CACHE: the processes the tests start (servers, the user CLI's 23 runs, Gatsby's workers) load the
    // same modules; with Node's compile cache only the first compiles them (about a third of each later start's
    // CPU; V8 checks each entry against its source). .ci/run sets its own for the whole run.
    env: { PASSWORD_SCRYPT_N: '1024', NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(os.tmpdir(), 'rudnik-compile-cache') },
    testTimeout: 30000,
    // Each API test file builds a fresh app and logs two accounts in (scrypt): slow on a busy 2-core machine.
    hookTimeout: 60000,
  },
})
