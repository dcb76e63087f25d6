/**
 * Creates and updates tables from the content declarations on every start: a new type gets
 * its table, a new field its column, its lists their indexes (list-indexes.ts), a unique field
 * or a slug its unique index (unique-indexes.ts), its search fields their full-text index
 * (search-index.ts), plain texts of a field turned rich text their paragraphs (rich-text-migration.ts). No table
 * or column is ever dropped, so a removed field keeps its data until someone removes it by hand. Only our
 * own derived list indexes (`idx_<table>_...`) that the declarations no longer ask for are dropped: an
 * index left from an older shape costs every write and serves no read.
 */
import { sql, type CreateTableBuilder, type Kysely } from 'kysely'
import type { Resource } from '../../shared/resources'
import { ensureChangeStamps } from './change-stamps'
import { columnTypeOf, linkTableName } from './columns'
import type { Database } from './connect'
import { speedOff } from '../config'
import { indexName, listIndexesOf } from './list-indexes'
import { migrateRichText } from './rich-text-migration'
import { ensureSearchIndexes } from './search-index'
import type { TableSpec } from './table-spec'
import { uniqueIndexesOf } from './unique-indexes'

function withId(table: CreateTableBuilder<string, string>, db: Database) {
  return db.dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}

/** Table specs for one declaration: its own table plus one link table per references field. */
export function tablesOf(resource: Resource, db: Database): TableSpec[] {
  const columns: TableSpec['columns'] = [
    { name: 'created_at', type: 'text', notNull: true },
    { name: 'updated_at', type: 'text', notNull: true },
  ]
  const links: TableSpec[] = []
  for (const [name, field] of Object.entries(resource.fields)) {
    const type = columnTypeOf(field, db.dialect)
    if (type) {
      const references = field.kind === 'reference' ? { table: field.resource, onDelete: 'set null' as const } : undefined
      columns.push({ name, type, references })
    } else if (field.kind === 'references') {
      links.push({
        name: linkTableName(resource.name, name),
        withId: false,
        columns: [
          { name: 'owner_id', type: 'integer', notNull: true, references: { table: resource.name, onDelete: 'cascade' } },
          { name: 'target_id', type: 'integer', notNull: true, references: { table: field.resource, onDelete: 'cascade' } },
          { name: 'position', type: 'integer', notNull: true },
        ],
        primaryKey: ['owner_id', 'target_id'],
        // "news with this tag": the owners of a target, read from the index alone; a record's targets in their
        // order, read from the index alone too (repository.ts withLinkColumns: no sort per record of a page).
        indexes: [
          ['target_id', 'owner_id'],
          ['owner_id', 'position', 'target_id'],
        ],
      })
    }
  }
  const indexes = speedOff.has('list-indexes') ? [] : listIndexesOf(resource).map((index) => index.columns)
  return [{ name: resource.name, withId: true, columns, indexes }, ...links]
}

async function existingColumns(db: Kysely<any>): Promise<Map<string, Set<string>>> {
  const tables = await db.introspection.getTables()
  return new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]))
}

async function ensureTable(database: Database, spec: TableSpec, existing: Map<string, Set<string>>) {
  const { db } = database
  const present = existing.get(spec.name)
  if (!present) {
    let table = db.schema.createTable(spec.name) as CreateTableBuilder<string, string>
    if (spec.withId) table = withId(table, database)
    for (const column of spec.columns) {
      table = table.addColumn(column.name, column.type, (c) => {
        let built = column.notNull ? c.notNull() : c
        if (column.unique) built = built.unique()
        if (column.references) built = built.references(`${column.references.table}.id`).onDelete(column.references.onDelete)
        return built
      })
    }
    if (spec.primaryKey) table = table.addPrimaryKeyConstraint(`${spec.name}_pk`, spec.primaryKey as any)
    await table.execute()
  } else {
    for (const column of spec.columns.filter((c) => !present.has(c.name))) {
      // Added columns are nullable: existing rows have no value for them.
      await db.schema.alterTable(spec.name).addColumn(column.name, column.type).execute()
    }
  }
  for (const columns of spec.indexes ?? []) {
    await db.schema.createIndex(indexName(spec.name, columns)).ifNotExists().on(spec.name).columns(columns).execute()
  }
  await dropStaleListIndexes(database, spec)
}

/** Our derived indexes on a table (named by indexName) that its spec no longer lists. Unique, search and hand-made indexes are kept. */
async function dropStaleListIndexes(database: Database, spec: TableSpec) {
  const wanted = new Set((spec.indexes ?? []).map((columns) => indexName(spec.name, columns)))
  const present =
    database.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${spec.name} and name like 'idx!_%' escape '!'`.execute(
          database.db,
        )
      : await sql<{
          name: string
        }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = ${spec.name} and indexname like 'idx!_%' escape '!'`.execute(
          database.db,
        )
  for (const { name } of present.rows) {
    if (!wanted.has(name)) await sql.raw(`DROP INDEX IF EXISTS "${name.replace(/"/g, '""')}"`).execute(database.db)
  }
}

/**
 * An older database may already hold duplicates a new unique index refuses: it then starts without
 * that index (the services' checks still refuse new duplicates) and says so, rather than not at all.
 */
async function ensureUniqueIndexes(database: Database, resource: Resource, warn: (line: string) => void) {
  for (const index of uniqueIndexesOf(resource)) {
    try {
      await database.db.schema.createIndex(index.name).ifNotExists().unique().on(index.table).columns(index.columns).execute()
    } catch (error) {
      warn(`Could not create the unique index ${index.name} (${index.columns.join(', ')}): ${(error as Error).message}. Remove the duplicates and restart.`)
    }
  }
}

/**
 * `featureTables`: the tables the server's features keep (server/features.ts `featureTables`), created first, in
 * their order; a caller that leaves them out (a test migrating a declaration again) only skips bringing them up to date.
 */
export async function migrate(
  database: Database,
  resources: readonly Resource[],
  warn: (line: string) => void = console.warn,
  featureTables: readonly TableSpec[] = [],
): Promise<void> {
  if (database.dialect !== 'postgres') return migrateSchema(database, resources, warn, featureTables)
  // Processes start together (a cluster's instances, `npm run user` beside the server), and PostgreSQL refuses two
  // CREATE OR REPLACE of one function or trigger at once ("tuple concurrently updated"): one migrates at a time,
  // on the connection that holds the lock (so a pool of one connection cannot wait on itself).
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('rudnik:migrate'))`.execute(connection)
    try {
      await migrateSchema({ ...database, db: connection }, resources, warn, featureTables)
    } finally {
      await sql`select pg_advisory_unlock(hashtext('rudnik:migrate'))`.execute(connection)
    }
  })
}

async function migrateSchema(database: Database, resources: readonly Resource[], warn: (line: string) => void, featureTables: readonly TableSpec[]) {
  const existing = await existingColumns(database.db)
  const owned = resources.map((r) => tablesOf(r, database))
  // Own tables first (in registry order, targets of references before their users), then link tables.
  const ordered = [...featureTables, ...owned.map((t) => t[0]), ...owned.flatMap((t) => t.slice(1))]
  for (const spec of ordered) await ensureTable(database, spec, existing)
  for (const resource of resources) await ensureUniqueIndexes(database, resource, warn)
  await ensureSearchIndexes(database, resources, warn)
  await migrateRichText(database, resources)
  await ensureChangeStamps(
    database,
    owned.flat().map((spec) => spec.name),
  )
  if (database.dialect === 'sqlite') await sql`PRAGMA optimize`.execute(database.db)
}
