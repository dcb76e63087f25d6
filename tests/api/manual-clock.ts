/**
 * A clock the test moves (server/lib/clock.ts): `advance` runs every timer that falls due
 * on the way, in order, at its own moment, so "an hour later" takes no time.
 *
 *   const clock = new ManualClock('2026-03-02T07:59:00+01:00')
 *   clock.advance(60_000)   // 08:00 Ljubljana: the timers due by then have run
 */
import type { Clock } from '../../server/lib/clock'

interface Timer {
  at: number
  run: () => void
}

export class ManualClock implements Clock {
  private current: number
  private readonly timers = new Set<Timer>()

  constructor(start: string) {
    this.current = Date.parse(start)
  }

  now(): Date {
    return new Date(this.current)
  }

  setTimer(run: () => void, ms: number): unknown {
    const timer = { at: this.current + ms, run }
    this.timers.add(timer)
    return timer
  }

  clearTimer(timer: unknown): void {
    this.timers.delete(timer as Timer)
  }

  /** Moves the clock on by `ms`, running each timer due on the way at its moment. */
  advance(ms: number): void {
    const end = this.current + ms
    for (;;) {
      const next = [...this.timers].filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0]
      if (!next) break
      this.timers.delete(next)
      this.current = Math.max(this.current, next.at)
      next.run()
    }
    this.current = end
  }

  get pendingTimers(): number {
    return this.timers.size
  }
}
