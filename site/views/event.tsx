/** /events/{slug}/: one event, its status as of now, times, place, category and type. */
import { Link } from 'gatsby'
import { ContentImage } from '../components/ContentCard'
import { EventStatusBadge, statusAt, StatusDate, useBrowserNow } from '../components/EventStatus'
import type { EventRecord } from '../content-types'
import { LINKS } from '../paths'
import { at, dateTime, Facts, Text, type ViewProps } from './parts'

export function EventView({ ctx, p }: ViewProps) {
  const { event: e, builtOn } = ctx.data as { event: EventRecord & { categoryName: string | null; typeName: string | null }; builtOn: string }
  const now = useBrowserNow()
  return (
    <>
      <p>
        <EventStatusBadge status={statusAt(e, now)} />
      </p>
      <StatusDate builtOn={builtOn} now={now} />
      <Facts rows={[[p.labels.start, dateTime(e.start)], [p.labels.end, dateTime(e.end)], [p.labels.location, e.location], [p.labels.category, e.categoryName], [p.labels.type, e.typeName]]} />
      <ContentImage src={e.image} alt={e.image_alt} className="news-detail__image" eager />
      {e.summary && <p className="news-detail__summary">{e.summary}</p>}
      {e.description !== e.summary && <Text text={e.description} />}
      <p>
        <Link to={at(ctx, LINKS.events)}>{p.labels.back}</Link>
      </p>
    </>
  )
}
