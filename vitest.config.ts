/**
 * Unit tests (shared rules, admin data layer) and API tests, all in Node. Kept apart from
 * vite.config.ts because that one roots Vite at admin/.
 */
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/global-setup.ts'],
    fileParallelism: true,
    testTimeout: 30000,
    // Each API test file builds a fresh app and logs two accounts in (scrypt): slow on a busy 2-core machine.
    hookTimeout: 60000,
  },
})
