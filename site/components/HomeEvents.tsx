/**
 * The home page's events: the featured ("on key") ones and the latest ones, each list in the order
 * staff set in the back office (/admin/key), with their status as of now (components/EventStatus.tsx).
 */
import { formatDisplayDate } from '../../shared/dates'
import { detailLink } from '../paths'
import type { EventRecord } from '../../shared/pages/records'
import { ContentCard } from './ContentCard'
import { EventStatusBadge, statusAt } from './EventStatus'

/** An event as the home page shows it (latest and featured ones). */
export type HomeEvent = Pick<EventRecord, 'id' | 'title' | 'slug' | 'start' | 'end' | 'status' | 'image' | 'image_alt'>

interface HomeEventsProps {
  id: string
  title: string
  events: HomeEvent[]
  now: Date | null
}

export function HomeEvents({ id, title, events, now }: HomeEventsProps) {
  if (!events.length) return null
  return (
    <section className="container section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="news-grid">
        {events.map((event) => (
          <ContentCard
            key={event.id}
            level={3}
            title={event.title}
            link={detailLink('events', event.slug)}
            image={event.image}
            alt={event.image_alt}
            meta={
              <>
                <EventStatusBadge status={statusAt(event, now)} /> <time dateTime={event.start}>{formatDisplayDate(event.start.slice(0, 10))}</time>
              </>
            }
          />
        ))}
      </div>
    </section>
  )
}
