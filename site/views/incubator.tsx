/** /incubator/: the active incubator record. */
import { ContentImage } from '../components/ContentCard'
import type { IncubatorRecord } from '../content-types'
import { Text, type ViewProps } from './parts'

export function IncubatorView({ ctx, p }: ViewProps) {
  const { incubator: i } = ctx.data as { incubator: IncubatorRecord | null }
  if (!i) return <p className="empty-state">{p.empty.incubator}</p>
  return (
    <>
      <ContentImage src={i.image} alt={i.image_alt} className="news-detail__image" eager />
      <Text text={i.body} />
      {i.call_to_action && <p className="callout">{i.call_to_action}</p>}
      {i.contact_email && (
        <p>
          {p.labels.email}: <a href={`mailto:${i.contact_email}`}>{i.contact_email}</a>
        </p>
      )}
    </>
  )
}
