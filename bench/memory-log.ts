/**
 * Where the server's memory goes, for bench/api-server.ts: with BENCH_MEMORY_LOG=<file> the
 * server appends one JSON line a second (MB) to <file>.<pid>: resident memory split as the kernel counts it
 * (anonymous, file-backed), the main thread's V8 heap and the memory outside it (Buffers, the
 * answer cache's bytes), and each SQLite read worker's V8 heap. What is left of the anonymous
 * memory is native: SQLite's page caches and statements, malloc's arenas, thread stacks.
 */
import fs from 'node:fs'
import v8 from 'node:v8'
import type { ReadPool } from '../server/db/read-pool'

const mb = (bytes: number) => Math.round(bytes / 2 ** 20)

function kernelCounts(): Record<string, number> {
  const status = fs.readFileSync('/proc/self/status', 'utf8')
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? 0) / 1024
  return { rss: Math.round(field('VmRSS')), anonymous: Math.round(field('RssAnon')), files: Math.round(field('RssFile')), threads: field('Threads') * 1024 }
}

export function logMemory(file: string, readPool: ReadPool | undefined): () => void {
  const write = async () => {
    const heap = v8.getHeapStatistics()
    const usage = process.memoryUsage()
    const workers = readPool ? await readPool.heapStatistics() : []
    const line = {
      at: new Date().toISOString().slice(11, 19),
      ...kernelCounts(),
      mainHeap: mb(heap.total_physical_size),
      mainHeapUsed: mb(heap.used_heap_size),
      mainMalloced: mb(heap.malloced_memory),
      external: mb(usage.external),
      arrayBuffers: mb(usage.arrayBuffers),
      workerHeaps: workers.map((each) => mb(each.total_physical_size)),
      workerHeapsUsed: workers.map((each) => mb(each.used_heap_size)),
    }
    fs.appendFileSync(`${file}.${process.pid}`, `${JSON.stringify(line)}\n`)
  }
  const timer = setInterval(() => void write().catch(() => {}), 1000)
  timer.unref()
  return () => clearInterval(timer)
}
