/**
 * One reader of the SQLite file, in a worker thread (read-pool.ts starts them): a read-only
 * better-sqlite3 connection on the WAL database that answers SELECTs, so a long read keeps a
 * worker busy instead of the event loop. Plain JavaScript: worker threads do not go through the
 * TypeScript loader the main thread runs under (tsx, vitest).
 *
 * Messages in: { id, sql, parameters }; out: { id, rows } or { id, error: { message, code } }.
 */
const fs = require('node:fs')
const os = require('node:os')
const { parentPort, workerData } = require('node:worker_threads')
const SQLite = require('better-sqlite3')

// Below the event loop in the scheduler's eyes: when the cores are busy, the thread that answers
// cached pages and static files goes first, and long reads take what is left. (Linux: a thread's
// id from /proc/thread-self; elsewhere the worker keeps the process's priority.)
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), workerData.nice ?? Number(process.env.SQLITE_READ_WORKER_NICE ?? 10))
} catch {
  // not Linux, or not allowed: same priority as the rest
}

const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true })
db.pragma('busy_timeout = 5000')
// No memory map by default: each worker maps the file on its own and every page it touches
// counts again in the process's resident memory (at 100,000 news a language, 810-830 MB
// against 310 MB without, bench/mechanisms.ts), for searches 1.2x faster. SQLITE_READ_MMAP_MB
// maps that much of the file where memory is plentiful. Reads only: writes, on the main
// connection, never go through it.
db.pragma(`mmap_size = ${Number(process.env.SQLITE_READ_MMAP_MB ?? 0) * 2 ** 20}`)

/** Prepared statements by their SQL: Kysely compiles the same few shapes again and again. */
const statements = new Map()
const MAX_STATEMENTS = 500

function prepare(sql) {
  let statement = statements.get(sql)
  if (statement) return statement
  statement = db.prepare(sql)
  if (!statement.reader) throw Object.assign(new Error('Only queries that return rows run on a read worker'), { code: 'READ_WORKER_NOT_A_READ' })
  if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value)
  statements.set(sql, statement)
  return statement
}

/** Structured cloning turns Buffers into Uint8Arrays; better-sqlite3 binds Buffers. */
const bindable = (value) => (value instanceof Uint8Array && !Buffer.isBuffer(value) ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value)

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    const rows = prepare(sql).all(parameters.map(bindable))
    parentPort.postMessage({ id, rows })
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } })
  }
})
