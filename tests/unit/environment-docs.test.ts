/**
 * Every environment variable the server reads is in docs/operations.md's Environment list (issue 26: an operator
 * finds every setting in one place). The names are read from the code (`env.NAME`, `env['NAME']`, assignments
 * excluded), so a new setting without its line fails here. The retention periods, named in a table of the code
 * rather than read one by one, are held to docs/privacy.md with their defaults.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PURGE_EVERY_HOURS, RETENTION_KINDS } from '../../server/config/retention-periods'

const ROOT = path.resolve(__dirname, '../..')
/** Set by the system, not by an operator of this product. */
const NOT_SETTINGS = new Set(['NODE_ENV', 'PATH'])

function variablesRead(): string[] {
  const files = execFileSync('git', ['ls-files', 'server', 'shared'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|cjs|js)$/.test(file))
  const names = new Set<string>()
  for (const file of files) {
    const code = fs.readFileSync(path.join(ROOT, file), 'utf8')
    // A read, not `env.PGHOST = ...` (the backup tools set PostgreSQL's variables for their child processes).
    for (const match of code.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)|\['([A-Z][A-Z0-9_]+)'\])(?!\w)(?!\s*=[^=])/g)) {
      names.add(match[1] ?? match[2])
    }
  }
  return [...names].filter((name) => !NOT_SETTINGS.has(name)).sort()
}

const operations = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8')
const environment = operations.slice(operations.indexOf('## Environment'))

describe('docs/operations.md, Environment', () => {
  it('finds the variables in the code (the check reads something)', () => {
    expect(variablesRead()).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'STATIC_CACHE_MB']))
  })

  it.each(variablesRead())('lists %s', (name) => {
    expect(environment).toContain(`- **\`${name}\`**`)
  })
})

describe('docs/privacy.md, retention periods', () => {
  // Lines are wrapped at any space: compare the words, not the line breaks.
  const privacy = fs.readFileSync(path.join(ROOT, 'docs/privacy.md'), 'utf8').replace(/\s+/g, ' ')

  it.each(Object.values(RETENTION_KINDS))('gives $env with its default of $days days', ({ env, days }) => {
    expect(privacy).toContain(`\`${env}\`, ${days} days`)
  })

  it('gives how often the purge runs, with its default', () => {
    expect(privacy).toContain(`\`${PURGE_EVERY_HOURS.env}\`, default \`${PURGE_EVERY_HOURS.hours}\``)
  })
})
