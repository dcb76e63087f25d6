/**
 * Vite builds the back office (admin/) into admin/dist; the server serves it under /admin/ and
 * /{lang}/admin/, so every asset URL starts with /admin/.
 *   npx vite          -> dev server on :5173, /api and /media proxied to the API on :8080
 *   npx vite build    -> admin/dist
 *   ADMIN_BUILD_RESOURCES=entrepreneurs npx vite build --outDir /tmp/x
 *                     -> a back office holding only that declaration, decided at build time
 *                        (admin/build/build-contents-plugin.ts; bench/admin-size.ts's baseline)
 */
import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { buildContents } from './admin/build/build-contents-plugin'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080'

/**
 * `vite build` is React's production build even when the shell has NODE_ENV=test (vitest sets it,
 * and `npm start` run from a test inherits it): Vite would otherwise ship the development build,
 * in which StrictMode renders and mounts everything twice. NODE_ENV=development still asks for a
 * development build on purpose. (Vite reads NODE_ENV again after loading this file.)
 */
if (process.argv.includes('build') && process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production'

export default defineConfig({
  root: path.resolve(__dirname, 'admin'),
  base: '/admin/',
  plugins: [react(), buildContents(__dirname, (process.env.ADMIN_BUILD_RESOURCES ?? '').split(',').filter(Boolean))],
  build: {
    outDir: path.resolve(__dirname, 'admin/dist'),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
})
