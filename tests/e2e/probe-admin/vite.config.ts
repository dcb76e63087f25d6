/**
 * Builds and serves the test's own back office (main.tsx) under /admin/, its API calls sent on to
 * the end-to-end server (PROBE_API_URL), so the shipped build (admin/dist) holds no test route.
 * Run by serve.ts: PROBE_OUT_DIR and PROBE_PORT say where.
 */
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const api = process.env.PROBE_API_URL ?? 'http://127.0.0.1:8181'

export default defineConfig({
  root: __dirname,
  base: '/admin/',
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: process.env.PROBE_OUT_DIR, emptyOutDir: true },
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.PROBE_PORT),
    strictPort: true,
    proxy: { '/api': { target: api, changeOrigin: false }, '/media': { target: api, changeOrigin: false } },
  },
})
