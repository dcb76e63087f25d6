/**
 * End-to-end tests: the real server (`npm start`'s entry) on a fresh temporary data folder,
 * driven by Debian's Chromium. The server seeds the demo content and builds the site itself;
 * tests wait for the build through the API, as staff would.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_PATH, chromiumArgs } from './tests/support/chromium-args'
import { E2E_ADMIN } from './tests/e2e/support'

// Set once in the runner; workers inherit it, so all of them talk to the same server.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))
process.env.E2E_PORT ??= '8181'

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // Without these a click on a covered element or a page that never loads waits out the whole test (10 minutes for
    // the longest), and the failure names the test's timeout instead of the step and what covered the element.
    actionTimeout: 60_000,
    // As a visitor who asked for less motion: the back office then draws no animation at every frame (admin/theme.ts),
    // which cost Chromium a fifth of a core while a "publishing" notice showed (most of an admin spec); the same
    // screens, the same checks.
    reducedMotion: 'reduce',
    navigationTimeout: 90_000,
    // Debian's Chromium, without the address bar's popup pages (tests/support/chromium-args.ts); Playwright's own
    // arguments already turn off background networking, component updates, sync and the first-run screens.
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs() },
    // A trace records a screencast and DOM snapshots of every step of every test, kept only when one fails: in CI,
    // where nobody can open it, that recording is work for nothing (PW_TRACE=retain-on-failure to keep it there).
    trace: (process.env.PW_TRACE as 'off' | 'retain-on-failure' | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'),
  },
  webServer: {
    // The server runs in the process Playwright starts (not in a child of tsx's CLI), so its stop reaches it. `exec`:
    // the shell Playwright starts becomes the server, so the runner reaps it and the server's CPU (its Gatsby builds
    // too) counts in the runner's (.ci/run's per-suite CPU line); a shell killed before its child left it uncounted.
    // Compiled first, as `npm start` runs it (scripts/build-server.ts).
    command: 'npx tsx scripts/build-server.ts server/main.ts && exec node .build/server/main/main.cjs',
    url: `${baseURL}/api/v1/news/`,
    // SIGTERM to its process group: the server finishes and closes the database (SIGKILL after 10 s).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SITE_BUILD_DEBOUNCE_MS: '500',
      // No post-build axe audit: every save rebuilds, and a Chromium launched after each build doubled the suite's
      // time (tests/api/accessibility-report.test.ts runs the audit for real).
      ACCESSIBILITY_AUDIT: 'off',
      // Cheap password hashes, as in the API tests (server/config/scrypt-params.ts: allowed in test runs only).
      NODE_ENV: 'test',
      PASSWORD_SCRYPT_N: '1024',
    },
  },
})
