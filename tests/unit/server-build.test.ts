/**
 * The server as `npm start`, the tests and the benches run it: compiled into one file (scripts/build-server.ts) with
 * the SQLite read worker beside it, finding the repository from there, under the same V8 flags everywhere.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildServer } from '../../scripts/build-server'
import { SERVER_NODE_FLAGS } from '../support/server-process'

const ROOT = path.resolve(__dirname, '../..')

describe('the compiled server', () => {
  it('is one file with the read worker beside it, and its configuration finds the repository from there', () => {
    const file = buildServer('server/config/index.ts')
    expect(path.relative(ROOT, file)).toBe(path.join('.build', 'server', 'config', 'index', 'index.cjs'))
    expect(fs.existsSync(path.join(path.dirname(file), 'read-worker.cjs'))).toBe(true)
    const compiled = createRequire(file)(file) as typeof import('../../server/config')
    const config = compiled.loadConfig({})
    expect(config.repoRoot).toBe(ROOT)
    expect(config.dataDir).toBe(path.join(ROOT, 'data'))
  })

  it('runs under the V8 flags the tests and benches give it', () => {
    const start = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start as string
    const command = start.split('&&').pop()!.trim().split(/\s+/)
    expect(command.slice(0, 2)).toEqual(['exec', 'node'])
    expect(command.slice(2, -1)).toEqual(SERVER_NODE_FLAGS)
    expect(command.at(-1)).toBe('.build/server/main/main.cjs')
    expect(start).toContain('scripts/build-server.ts server/main.ts')
  })
})
