/**
 * The server's clock for scheduled publishing: what "now" is and how to wait for a moment.
 * Production uses the system's; tests pass one they move by hand (tests/api/manual-clock.ts),
 * so a schedule due in an hour is tested without waiting an hour.
 */
export interface Clock {
  now(): Date
  /** Calls `run` after `ms` milliseconds of this clock. */
  setTimer(run: () => void, ms: number): unknown
  clearTimer(timer: unknown): void
}

export const systemClock: Clock = {
  now: () => new Date(),
  setTimer: (run, ms) => {
    const timer = setTimeout(run, ms)
    // A timer for next week must not keep a finished process alive.
    timer.unref?.()
    return timer
  },
  clearTimer: (timer) => clearTimeout(timer as NodeJS.Timeout),
}
