/**
 * /events/: ongoing, upcoming and past events, grouped by their status as of now (recomputed in
 * the browser, see components/EventStatus.tsx); upcoming soonest first, past latest first.
 */
import { ContentCard } from '../components/ContentCard'
import { EventStatusBadge, statusAt, StatusDate, useBrowserNow } from '../components/EventStatus'
import type { EventRecord, EventStatus, NamedRecord } from '../content-types'
import { detailLink } from '../paths'
import { CategoryNav } from './category-nav'
import { at, dateTime, type ViewProps } from './parts'

const GROUPS: EventStatus[] = ['ongoing', 'upcoming', 'past']

export function EventsView({ ctx, p }: ViewProps) {
  const { events, categories, builtOn } = ctx.data as { events: EventRecord[]; categories: NamedRecord[]; builtOn: string }
  const now = useBrowserNow()
  // The API lists them latest first.
  const withStatus = events.map((event) => ({ ...event, status: statusAt(event, now) }))
  return (
    <>
      <CategoryNav ctx={ctx} p={p} type="events" categories={categories.map((c) => ({ id: c.slug, name: c.name }))} />
      {!events.length && <p className="empty-state">{p.empty.events}</p>}
      {events.length > 0 && <StatusDate builtOn={builtOn} now={now} />}
      {GROUPS.map((status) => {
        const inGroup = withStatus.filter((event) => event.status === status)
        if (!inGroup.length) return null
        const ordered = status === 'past' ? inGroup : [...inGroup].reverse()
        return (
          <section key={status} aria-labelledby={`events-${status}`}>
            <h2 id={`events-${status}`}>{p.headings[status]}</h2>
            <div className="news-grid">
              {ordered.map((event) => (
                <ContentCard key={event.id} level={3} title={event.title} link={at(ctx, detailLink('events', event.slug))} image={event.image} alt={event.image_alt}
                  meta={<><EventStatusBadge status={event.status} /> <time dateTime={event.start}>{dateTime(event.start)}</time></>}>
                  {event.summary && <p className="news-card__summary">{event.summary}</p>}
                </ContentCard>
              ))}
            </div>
          </section>
        )
      })}
    </>
  )
}
