/**
 * Vite builds the back office (admin/) into admin/dist; the server serves it under /admin/ and
 * /{lang}/admin/, so every asset URL starts with /admin/.
 *   npx vite          -> dev server on :5173, /api and /media proxied to the API on :8080
 *   npx vite build    -> admin/dist
 */
import path from 'node:path'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080'

export default defineConfig({
  root: path.resolve(__dirname, 'admin'),
  base: '/admin/',
  plugins: [react()],
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
