/**
 * Events: ongoing, upcoming and past, grouped by their status as of now (recomputed in the browser,
 * see components/EventStatus.tsx; upcoming soonest first, past latest first); or one event with its
 * times, place, category and type, and its pictures.
 */
import { graphql } from 'gatsby'
import { events } from '../../shared/resources/events'
import { CategoryNav } from '../components/CategoryNav'
import { ContentCard, ContentImage } from '../components/ContentCard'
import { EventStatusBadge, statusAt, StatusDate, useBrowserNow } from '../components/EventStatus'
import { Link } from '../components/Link'
import { RecordPictures } from '../components/RecordPictures'
import { dateTime, Facts, RichText } from '../components/view-parts'
import { useTranslation } from '../i18n'
import { fieldLabel } from '../../shared/pages/model'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { EventRecord, NamedRecord } from '../../shared/pages/records'
import type { EventStatus } from '../../shared/event-status'

type Data = { list: string; builtOn: string } & (
  | { record: EventRecord; refs: { category: NamedRecord | null; type: NamedRecord | null } }
  | { record?: undefined; records: EventRecord[]; categories: { id: string; name: string }[]; empty: string }
)

const GROUPS: EventStatus[] = ['ongoing', 'upcoming', 'past']

function EventsView({ data }: ViewProps<Data>) {
  const { p, language } = useTranslation()
  const now = useBrowserNow()
  const label = (field: keyof EventRecord) => fieldLabel(events, field, language)
  if (data.record) {
    const e = data.record
    return (
      <>
        <p>
          <EventStatusBadge status={statusAt(e, now)} />
        </p>
        <StatusDate builtOn={data.builtOn} now={now} />
        <Facts
          rows={[
            [label('start'), dateTime(e.start)],
            [label('end'), dateTime(e.end)],
            [label('location'), e.location],
            [label('category'), data.refs.category?.name],
            [label('type'), data.refs.type?.name],
          ]}
        />
        <ContentImage src={e.image} alt={e.image_alt} className="news-detail__image" eager />
        {e.summary && <p className="news-detail__summary">{e.summary}</p>}
        <RichText html={e.description} />
        <RecordPictures pictures={e.pictures} />
        <p>
          <Link to={data.list}>{p.labels.back}</Link>
        </p>
      </>
    )
  }
  // The API lists them latest first.
  const withStatus = data.records.map((event) => ({ ...event, status: statusAt(event, now) }))
  return (
    <>
      <CategoryNav base={data.list} categories={data.categories} />
      {!data.records.length && <p className="empty-state">{data.empty}</p>}
      {data.records.length > 0 && <StatusDate builtOn={data.builtOn} now={now} />}
      {GROUPS.map((status) => {
        const inGroup = withStatus.filter((event) => event.status === status)
        if (!inGroup.length) return null
        const ordered = status === 'past' ? inGroup : [...inGroup].reverse()
        return (
          <section key={status} aria-labelledby={`events-${status}`}>
            <h2 id={`events-${status}`}>{p.headings[status]}</h2>
            <div className="news-grid">
              {ordered.map((event) => (
                <ContentCard
                  key={event.id}
                  level={3}
                  title={event.title}
                  link={`${data.list}${event.slug}/`}
                  image={event.image}
                  alt={event.image_alt}
                  meta={
                    <>
                      <EventStatusBadge status={event.status} /> <time dateTime={event.start}>{dateTime(event.start)}</time>
                    </>
                  }
                >
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

export default sitePage(EventsView, { section: 'events' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
