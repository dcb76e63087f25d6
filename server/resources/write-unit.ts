/**
 * One database transaction shared by several writes through the services (DRF's
 * transaction.atomic around several serializer saves): an order and its lines, the records of
 * every language, the pictures of a bulk upload. Either every write commits or none does.
 *
 *   const order = await inTransaction(app.context, async (unit) => {
 *     const order = await orderService.create(orderInput, unit)
 *     for (const line of lines) await lineService.create({ ...line, values: { ...line.values, order: order.id } }, unit)
 *     return order
 *   })
 *
 * Inside a unit every query must go through `unit.db` (SQLite has one connection: a query on the
 * app's own handle would wait for this transaction forever). The services do; hooks get the
 * handle to use. What must only happen once the rows are there for everyone (announcing the
 * change to caches and the site publisher, mailing) waits until commit; files stored for a
 * write that is rolled back are removed.
 */
import { sql, type Kysely, type Transaction } from 'kysely'
import type { AppContext } from '../context'

type Task = () => Promise<void> | void

export class WriteUnit {
  /** The app's context with `database.db` bound to this transaction (for code that takes a context). */
  readonly context: AppContext
  private readonly beforeCommitTasks = new Map<string, Task>()
  private readonly committedTasks: Task[] = []
  private readonly rolledBackTasks: Task[] = []
  private readonly changedNames = new Set<string>()

  constructor(
    base: AppContext,
    readonly db: Kysely<any>,
  ) {
    this.context = { ...base, database: { ...base.database, db } }
  }

  /** Runs once per key just before commit, inside the transaction (an order's total after all its lines). */
  beforeCommit(key: string, task: Task) {
    if (!this.beforeCommitTasks.has(key)) this.beforeCommitTasks.set(key, task)
  }

  afterCommit(task: Task) {
    this.committedTasks.push(task)
  }

  onRollback(task: Task) {
    this.rolledBackTasks.push(task)
  }

  /** The type's records changed: told to listeners once, after commit. */
  changed(resourceName: string) {
    this.changedNames.add(resourceName)
  }

  /** Runs the before-commit tasks, including those they add. */
  async settle() {
    while (this.beforeCommitTasks.size) {
      const [key, task] = this.beforeCommitTasks.entries().next().value as [string, Task]
      this.beforeCommitTasks.delete(key)
      await task()
    }
  }

  async committed() {
    for (const name of this.changedNames) this.context.events.changed(name)
    for (const task of this.committedTasks) await task()
  }

  /** Undoes what the rolled-back writes left outside the database (their new files); best effort. */
  async rolledBack() {
    for (const task of this.rolledBackTasks) {
      try {
        await task()
      } catch {
        // A file that cannot be removed is only an orphan on disk; the error that rolled back matters more.
      }
    }
  }
}

/**
 * A transaction handle on which `transaction()` opens a savepoint instead of failing (Kysely
 * refuses nested transactions): the repository wraps each write in a transaction of its own, and
 * inside a unit that becomes a savepoint, so a write that fails (a unique index it retries on)
 * is undone alone and the unit goes on.
 */
function withSavepoints(trx: Transaction<any>): Kysely<any> {
  let next = 0
  const handle: Kysely<any> = new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') {
        return () => ({
          execute: async <T>(run: (db: Kysely<any>) => Promise<T>): Promise<T> => {
            const name = sql.raw(`unit_write_${++next}`)
            await sql`savepoint ${name}`.execute(target)
            try {
              const result = await run(handle)
              await sql`release savepoint ${name}`.execute(target)
              return result
            } catch (error) {
              await sql`rollback to savepoint ${name}`.execute(target)
              await sql`release savepoint ${name}`.execute(target)
              throw error
            }
          },
        })
      }
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return handle
}

/** Runs `work` in one transaction; see the top of this file. */
export async function inTransaction<T>(context: AppContext, work: (unit: WriteUnit) => Promise<T>): Promise<T> {
  let unit: WriteUnit | undefined
  let result: T
  try {
    result = await context.database.db.transaction().execute(async (trx) => {
      unit = new WriteUnit(context, withSavepoints(trx))
      const value = await work(unit)
      await unit.settle()
      return value
    })
  } catch (error) {
    await unit?.rolledBack()
    throw error
  }
  await unit!.committed()
  return result
}
