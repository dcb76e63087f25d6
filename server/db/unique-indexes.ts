/**
 * Unique indexes made from the declarations, so that two writes racing each other cannot both
 * store the same value (the services' read-before-write checks give the friendly 400 first; the
 * index is what holds under concurrency):
 *
 *   a field declared `unique`                 that column (clients.email, products.sku, en_slug;
 *                                             info.lang: one record per language)
 *   every other slug field                    slug + the record's language field when it has one
 *                                             (a URL name is unique per language), else the slug alone
 *
 * uniqueViolation() turns the database's refusal (SQLite or PostgreSQL) back into the field it
 * concerns, so a lost race answers a DRF 400 on that field, never a 500.
 */
import type { Resource } from '../../shared/resources'
import type { MessageKey } from '../http/messages'

export interface UniqueIndex {
  name: string
  table: string
  columns: string[]
  /** The field a violation is reported on, and with which message. */
  field: string
  message: MessageKey
}

export function languageFieldOf(resource: Resource): string | undefined {
  return Object.entries(resource.fields).find(([, field]) => field.kind === 'language')?.[0]
}

export function uniqueIndexesOf(resource: Resource): UniqueIndex[] {
  const language = languageFieldOf(resource)
  const indexes: UniqueIndex[] = []
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue
    const perLanguage = field.kind === 'slug' && !field.unique && language
    if (!field.unique && field.kind !== 'slug') continue
    const columns = perLanguage ? [name, language] : [name]
    const message: MessageKey = field.kind === 'slug' && perLanguage ? 'slugTaken' : 'unique'
    indexes.push({ name: `uniq_${resource.name}_${columns.join('_')}`, table: resource.name, columns, field: name, message })
  }
  return indexes
}

/** The declared unique index an error from the database violated, or null for any other error. */
export function uniqueViolation(error: unknown, resource: Resource): UniqueIndex | null {
  const { code, constraint, message } = (error ?? {}) as { code?: string; constraint?: string; message?: string }
  const indexes = uniqueIndexesOf(resource)
  if (code === '23505') return indexes.find((index) => index.name === constraint) ?? null
  if (code !== 'SQLITE_CONSTRAINT_UNIQUE' && code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return null
  // better-sqlite3: "UNIQUE constraint failed: news.slug, news.lang"
  const columns =
    /constraint failed: (.+)$/
      .exec(message ?? '')?.[1]
      .split(', ')
      .map((c) => c.split('.').pop()!) ?? []
  return indexes.find((index) => index.columns.length === columns.length && index.columns.every((c) => columns.includes(c))) ?? null
}
