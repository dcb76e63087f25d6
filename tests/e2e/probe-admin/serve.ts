/**
 * Builds the test's own back office (main.tsx: the shipped features plus a route for the guards'
 * fail-closed rule) into a temporary folder and serves it with `vite preview` on a free port, its
 * API calls sent on to the end-to-end server. Vite runs in child processes, as bench/admin-size.ts
 * runs it (its in-process build does not resolve its own client helpers under a TypeScript loader).
 *
 *   const probe = await serveProbeAdmin(baseURL)   // probe.url: http://127.0.0.1:<port>
 *   ...
 *   await probe.close()
 */
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../../..')
const VITE = path.join(ROOT, 'node_modules/vite/bin/vite.js')
const CONFIG = path.join(__dirname, 'vite.config.ts')

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })

export async function serveProbeAdmin(apiURL: string): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-admin-'))
  const port = await freePort()
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PROBE_API_URL: apiURL,
    PROBE_OUT_DIR: outDir,
    PROBE_PORT: String(port),
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  }
  execFileSync(process.execPath, [VITE, 'build', '--config', CONFIG], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const preview = spawn(process.execPath, [VITE, 'preview', '--config', CONFIG], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (preview.exitCode !== null) throw new Error(`vite preview ended with ${preview.exitCode}`)
    if (
      await fetch(`${url}/admin/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break
    if (Date.now() > deadline) throw new Error(`vite preview did not answer on ${url} within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const close = async () => {
    if (preview.exitCode === null && preview.signalCode === null) {
      const exited = new Promise((resolve) => preview.once('exit', resolve))
      preview.kill('SIGTERM')
      await exited
    }
    fs.rmSync(outDir, { recursive: true, force: true })
  }
  return { url, close }
}
