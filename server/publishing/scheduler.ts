/**
 * Runs the publishing schedule (shared/resources/schedule.ts). The times live in the records,
 * so nothing is lost in a restart; the moment up to which due changes were handled lives in
 * `publishing_schedule` (one row), so a start catches up whatever fell due while it was down.
 *
 * One timer, set for the next publish or unpublish time of any record and set again after every
 * change (a save here, or another instance's through the cluster channel). When it fires, every
 * instance empties its answer cache, and the one that moves `checked_until` on (a compare and
 * swap in the database) reports the change as a save does (`changed`): the cache of every
 * instance, and one site build.
 */
import { wallClock } from '../../shared/event-status'
import { dueInstant, readWallTime } from '../../shared/zone-time'
import type { Resource } from '../../shared/resources'
import { isScheduled, PUBLISH_AT, UNPUBLISH_AT } from '../../shared/resources/schedule'
import type { Database } from '../db/connect'
import type { Clock } from '../lib/clock'

/** Longest single wait: the timer is set again after it, so clock steps and daylight saving never go unseen for longer. */
const LONGEST_WAIT_MS = 6 * 60 * 60 * 1000
const STATE_TABLE = 'publishing_schedule'

export interface SchedulerOptions {
  database: Database
  clock: Clock
  resources: readonly Resource[]
  /** A scheduled change fell due for this type: as if it had been saved now. */
  changed: (resourceName: string) => void
  /** Drop this instance's cached answers (every instance does, whoever reports the change). */
  invalidate: () => void
  log: (line: string) => void
}

/**
 * Milliseconds from `now` to the wall-clock time `at` (YYYY-MM-DDTHH:mm:ss in the zone's time): to the instant the
 * zone's clock first reads it (shared/zone-time.ts), not the difference of the two clock readings, which is an
 * hour off across a daylight saving switch (in spring the timer, and so the cache and the site build, came an hour
 * late). A text that is no such time waits the longest wait, and is looked at again then.
 */
function millisecondsUntil(at: string, now: Date): number {
  const local = readWallTime(at)
  const due = local && dueInstant(local)
  return due === null ? LONGEST_WAIT_MS : due - now.getTime()
}

export class PublishingScheduler {
  private timer: unknown = null
  private work: Promise<void> = Promise.resolve()
  private closed = false
  private readonly scheduled: Resource[]

  constructor(private readonly options: SchedulerOptions) {
    this.scheduled = options.resources.filter(isScheduled)
  }

  /** Whether changes to this type can move the next due moment. */
  follows(resourceName: string): boolean {
    return this.scheduled.some((resource) => resource.name === resourceName)
  }

  /** At start: catch up on what fell due while no instance ran, then wait for the next moment. */
  start(): Promise<void> {
    return this.enqueue(async () => {
      await this.runDue()
      await this.arm()
    })
  }

  /** After a save: the next due moment may have moved. */
  reschedule(): Promise<void> {
    return this.enqueue(() => this.arm())
  }

  /**
   * Resolves when every run and re-arming asked for has finished, those asked for while it waited
   * included (tests wait on it): a due moment's run reports the change, and the report asks for a
   * re-arming of its own, which clears the timer while it reads the next moment. Resolved before
   * that, a test could move its clock past the next moment with no timer set.
   */
  async settled(): Promise<void> {
    let work: Promise<void>
    do {
      work = this.work
      await work
    } while (work !== this.work)
  }

  close(): void {
    this.closed = true
    if (this.timer !== null) this.options.clock.clearTimer(this.timer)
    this.timer = null
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    this.work = this.work.then(step).catch((error: Error) => this.options.log(`publishing schedule: ${error.message}`))
    return this.work
  }

  private get db() {
    return this.options.database.db
  }

  /** Handles every publish and unpublish time in (checked_until, now]. */
  private async runDue(): Promise<void> {
    const now = wallClock(this.options.clock.now())
    const state = await this.db.selectFrom(STATE_TABLE).select('checked_until').where('id', '=', 1).executeTakeFirst()
    if (!state) {
      // First start: what is already past is already public; the site is built from it anyway.
      await this.db
        .insertInto(STATE_TABLE)
        .values({ id: 1, checked_until: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
      return
    }
    const since = String(state.checked_until)
    if (since >= now) return
    const due: string[] = []
    for (const resource of this.scheduled) {
      const hit = await this.db
        .selectFrom(resource.name)
        .select('id')
        .where((eb) => eb.or([PUBLISH_AT, UNPUBLISH_AT].map((column) => eb.and([eb(column, '>', since), eb(column, '<=', now)]))))
        .limit(1)
        .executeTakeFirst()
      if (hit) due.push(resource.name)
    }
    const moved = await this.db.updateTable(STATE_TABLE).set({ checked_until: now }).where('id', '=', 1).where('checked_until', '=', since).executeTakeFirst()
    if (!due.length) return
    this.options.database.scheduleEpoch = (this.options.database.scheduleEpoch ?? 0) + 1
    this.options.invalidate()
    // Another instance moved it first: it reports the change (one site build for the moment).
    if (Number(moved.numUpdatedRows) !== 1) return
    this.options.log(`publishing schedule: ${due.join(', ')} changed at ${now}`)
    for (const name of due) this.options.changed(name)
  }

  /** One timer, for the earliest publish or unpublish time still ahead. */
  private async arm(): Promise<void> {
    if (this.closed) return
    if (this.timer !== null) this.options.clock.clearTimer(this.timer)
    this.timer = null
    const nowDate = this.options.clock.now()
    const now = wallClock(nowDate)
    let next: string | null = null
    for (const resource of this.scheduled) {
      for (const column of [PUBLISH_AT, UNPUBLISH_AT]) {
        const row = await this.db.selectFrom(resource.name).select(column).where(column, '>', now).orderBy(column).limit(1).executeTakeFirst()
        const at = row?.[column]
        if (typeof at === 'string' && (next === null || at < next)) next = at
      }
    }
    if (next === null || this.closed) return
    const wait = Math.min(Math.max(0, millisecondsUntil(next, nowDate)), LONGEST_WAIT_MS)
    this.timer = this.options.clock.setTimer(() => {
      this.timer = null
      void this.enqueue(async () => {
        await this.runDue()
        await this.arm()
      })
    }, wait)
  }
}
