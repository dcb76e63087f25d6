/**
 * Finds secrets in an answer body: a password hash (`scrypt$...`, or anything in the stored hash
 * format `scheme$N$r$p$salt$hash`), a value stored in any column named like a secret (password
 * hashes, token digests, reset key digests, newsletter tokens: read from the database itself, so
 * a new such column is covered), a raw secret the test knows (API tokens, reset keys), or a JSON
 * property named like a secret.
 */
import type { Kysely } from 'kysely'
import { NOT_SECRET_COLUMNS } from './route-sweep-tables'

/** Names of columns and JSON properties that hold secrets. */
export const SECRET_NAME = /pass(word|wd)?|token|secret|digest|hash|salt|(^|_)key(s|_|$)/i
const STORED_HASH = /\b[a-z0-9]+\$\d+\$\d+\$\d+\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*/

export interface StoredSecret {
  where: string
  value: string
}

/** Every value (8 characters or more) of every column named like a secret, in every table. */
export async function storedSecrets(db: Kysely<any>): Promise<StoredSecret[]> {
  const found: StoredSecret[] = []
  for (const table of await db.introspection.getTables()) {
    for (const column of table.columns) {
      if (!SECRET_NAME.test(column.name) || NOT_SECRET_COLUMNS.has(column.name)) continue
      const rows = await db.selectFrom(table.name).select(column.name).execute()
      for (const row of rows) {
        const value = row[column.name]
        if (typeof value === 'string' && value.length >= 8) found.push({ where: `${table.name}.${column.name}`, value })
      }
    }
  }
  return found
}

/** A value that could be a secret: a word (no spaces), or a list holding one. A DRF error list (`["This field is required."]`) is not. */
const secretLike = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(secretLike) : (typeof value === 'string' && value !== '' && !/\s/.test(value)) || typeof value === 'number'

/** The JSON property paths in `value` whose name is a secret's and whose value could be one. */
function secretProperties(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => secretProperties(item, `${path}[${index}]`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([name, inner]) => [
    ...(SECRET_NAME.test(name) && !NOT_SECRET_COLUMNS.has(name) && secretLike(inner) ? [`${path}.${name}`] : []),
    ...secretProperties(inner, `${path}.${name}`),
  ])
}

/** What in `body` is a secret (empty when nothing is). */
/** `checkNames` false: property names are not judged (the API's description names fields such as `password`). */
export function secretsIn(body: string, stored: StoredSecret[], raw: { what: string; value: string }[], checkNames = true): string[] {
  const found: string[] = []
  if (/scrypt\$/i.test(body)) found.push('a scrypt hash')
  if (STORED_HASH.test(body)) found.push(`a hash in the stored format: ${STORED_HASH.exec(body)![0].slice(0, 40)}`)
  for (const secret of stored) if (body.includes(secret.value)) found.push(`the value of ${secret.where}`)
  for (const secret of raw) if (body.includes(secret.value)) found.push(secret.what)
  if (!checkNames) return found
  try {
    for (const property of secretProperties(JSON.parse(body))) found.push(`a property named like a secret: ${property}`)
  } catch {
    // not JSON: the text checks above apply
  }
  return found
}
