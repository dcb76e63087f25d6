/**
 * Gatsby's log actions, sent over IPC while it builds (publisher.onGatsbyMessage), turned into
 * progress a person can follow in the server's log:
 *
 *   const progress = new GatsbyProgress((event) => log.info(describe(event)))
 *   publisher.onGatsbyMessage = (message) => progress.handle(message)
 *
 * Counted steps ("run page queries", "Building static HTML for pages") are reported at most once
 * per `everyMs` each while they run, and when they end; other steps when they end, if they took
 * at least `slowMs` (bundling the JavaScript takes most of a build; the twenty quick steps would
 * only fill the log).
 */
export type BuildEvent =
  | { kind: 'count'; text: string; current: number; total: number; done: boolean; seconds?: number }
  | { kind: 'step'; text: string; seconds: number }

interface Activity {
  text: string
  counted: boolean
  current: number
  total: number
  reportedAt: number
}

interface ActivityPayload {
  id?: unknown
  text?: unknown
  type?: unknown
  current?: unknown
  total?: unknown
  duration?: unknown
}

const count = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback)

export class GatsbyProgress {
  private readonly activities = new Map<string, Activity>()
  /** The last counted step that ended, e.g. the pages written: the build's summary. */
  lastCount: Extract<BuildEvent, { kind: 'count' }> | null = null

  constructor(
    private readonly report: (event: BuildEvent) => void,
    private readonly options: { everyMs?: number; slowMs?: number; now?: () => number } = {},
  ) {}

  private now() {
    return (this.options.now ?? Date.now)()
  }

  handle(message: unknown): void {
    const envelope = message as { type?: unknown; action?: { type?: unknown; payload?: unknown } } | null
    if (envelope?.type !== 'LOG_ACTION' || !envelope.action || typeof envelope.action.payload !== 'object') return
    const payload = (envelope.action.payload ?? {}) as ActivityPayload
    if (typeof payload.id !== 'string') return
    const activity = this.activities.get(payload.id)
    switch (envelope.action.type) {
      case 'ACTIVITY_START':
        if (typeof payload.text !== 'string' || payload.type === 'hidden') return
        // reportedAt = now: a count's first line comes after `everyMs`, when there is something to count
        this.activities.set(payload.id, {
          text: payload.text,
          counted: payload.type === 'progress',
          current: count(payload.current, 0),
          total: count(payload.total, 0),
          reportedAt: this.now(),
        })
        return
      case 'ACTIVITY_UPDATE': {
        if (!activity?.counted) return
        activity.current = count(payload.current, activity.current)
        activity.total = count(payload.total, activity.total)
        // a finished count waits for its end, which says how long it took
        const running = activity.total > 0 && activity.current < activity.total
        if (running && this.now() - activity.reportedAt >= (this.options.everyMs ?? 2000)) this.emitCount(activity, false)
        return
      }
      case 'ACTIVITY_END': {
        if (!activity) return
        this.activities.delete(payload.id)
        const seconds = typeof payload.duration === 'number' ? payload.duration : undefined
        if (activity.counted && activity.total > 0) this.emitCount(activity, true, seconds)
        else if (seconds !== undefined && seconds * 1000 >= (this.options.slowMs ?? 1000)) this.report({ kind: 'step', text: activity.text, seconds })
      }
    }
  }

  private emitCount(activity: Activity, done: boolean, seconds?: number) {
    activity.reportedAt = this.now()
    const event = { kind: 'count' as const, text: activity.text, current: Math.min(activity.current, activity.total), total: activity.total, done, seconds }
    if (done) this.lastCount = event
    this.report(event)
  }
}

/** "Building static HTML for pages 120 of 402", "... 402 of 402 (3.2 s)", "Building production JavaScript and CSS bundles (41.0 s)". */
export function describeBuildEvent(event: BuildEvent): string {
  const took = event.seconds === undefined ? '' : ` (${event.seconds < 1 ? `${Math.round(event.seconds * 1000)} ms` : `${event.seconds.toFixed(1)} s`})`
  return event.kind === 'count' ? `${event.text} ${event.current} of ${event.total}${took}` : `${event.text}${took}`
}
