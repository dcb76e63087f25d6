/**
 * An event's status (ongoing, upcoming, past) as of now. The build writes the status the API
 * computed when the site was built; after hydration the browser recomputes it with the same rule
 * (shared/event-status.ts, on the zone's clock) and again every minute, so a page built days ago
 * still groups its events right. Without JavaScript the build's status stands, and the page says
 * on which day it was true (StatusDate).
 */
import { startTransition, useEffect, useState } from 'react'
import { formatDisplayDate } from '../../shared/dates'
import { eventStatus, wallClock, type EventStatus } from '../../shared/event-status'
import { format, useTranslation } from '../i18n'

const REFRESH_MS = 60_000

export interface StatusFields {
  start: string
  end: string | null
  status: EventStatus
}

/** The current time in the browser; null during server rendering and hydration, when the build's statuses stand. */
export function useBrowserNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null)
  useEffect(() => {
    // A transition: the whole view re-renders with the new statuses, in slices the page can answer
    // input between (right after hydration, on a slow phone, this was one long task).
    const tick = () => startTransition(() => setNow(new Date()))
    tick()
    const timer = setInterval(tick, REFRESH_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

export function statusAt(event: StatusFields, now: Date | null): EventStatus {
  return (now && eventStatus(event.start, event.end, now)) || event.status
}

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { t } = useTranslation()
  return <span className={`badge badge--${status}`}>{t.events.status[status]}</span>
}

/** "Status on 13.09.2025": the build's day (YYYY-MM-DD) until the browser knows today. */
export function StatusDate({ builtOn, now }: { builtOn: string; now: Date | null }) {
  const { t } = useTranslation()
  const day = now ? wallClock(now).slice(0, 10) : builtOn
  return <p className="status-date">{format(t.events.status_date, { date: formatDisplayDate(day) })}</p>
}
