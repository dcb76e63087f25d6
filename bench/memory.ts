/**
 * The resident memory of a process, all its threads (they share one address space), sampled from
 * /proc/<pid>/status while a bench runs, so its peak through the run is known.
 *
 *   const memory = watchMemory(pid)   // samples every 100 ms
 *   memory.peakMb()                   // the highest VmRSS seen so far
 *   memory.stop()
 */
import fs from 'node:fs'

export function residentMb(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
  return line ? Number(line[1]) / 1024 : Number.NaN
}

export function watchMemory(pid: number, everyMs = 100) {
  let peak = residentMb(pid)
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentMb(pid))
    } catch {
      // (the process is gone: its peak stays what it was)
    }
  }, everyMs)
  timer.unref()
  return {
    peakMb: () => peak,
    stop: () => clearInterval(timer),
  }
}
