/**
 * Builds and serves the test's own back office under /admin/: the shipped page (admin/index.html)
 * with main.tsx here as its entry instead of admin/main.tsx, its API calls sent on to the end-to-end
 * server (PROBE_API_URL), so the shipped build (admin/dist) holds no test route.
 * Run by serve.ts: PROBE_OUT_DIR and PROBE_PORT say where.
 */
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

const api = process.env.PROBE_API_URL ?? 'http://127.0.0.1:8181'
const adminRoot = path.resolve(__dirname, '../../../admin')
// Never Vite's default (admin/dist under this root): the shipped build would become the test's.
const outDir = process.env.PROBE_OUT_DIR
if (!outDir) throw new Error('PROBE_OUT_DIR: the folder for the test build (tests/e2e/probe-admin/serve.ts sets it)')

/** admin/index.html's `<script src="./main.tsx">` loads this folder's main.tsx. */
const probeEntry: Plugin = {
  name: 'probe-entry',
  enforce: 'pre',
  resolveId(source, importer) {
    if (importer === path.join(adminRoot, 'index.html') && /^\.?\/main\.tsx$/.test(source)) return path.join(__dirname, 'main.tsx')
    return null
  },
}

export default defineConfig({
  root: adminRoot,
  base: '/admin/',
  plugins: [probeEntry, react()],
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.PROBE_PORT),
    strictPort: true,
    proxy: { '/api': { target: api, changeOrigin: false }, '/media': { target: api, changeOrigin: false } },
  },
})
