/** /about/: the info record's presentation and the industrial zone's facts. */
import { ContentImage } from '../components/ContentCard'
import type { InfoRecord, ZoneRecord } from '../content-types'
import { Facts, Text, type ViewProps } from './parts'

export function AboutView({ ctx, p }: ViewProps) {
  const { info, zone } = ctx.data as { info: InfoRecord | null; zone: ZoneRecord | null }
  return (
    <>
      {!info && !zone && <p className="empty-state">{p.empty.info}</p>}
      {info && (
        <section>
          <ContentImage src={info.image} alt={info.image_alt} className="news-detail__image" eager />
          {info.intro && <p className="news-detail__summary">{info.intro}</p>}
          <Text text={info.body} />
        </section>
      )}
      {zone && (
        <section aria-labelledby="zone">
          <h2 id="zone">{zone.title || p.headings.zone}</h2>
          <Text text={zone.description} />
          <Facts
            rows={[
              [p.labels.area, zone.area_ha ? `${zone.area_ha} ha` : null],
              [p.labels.plots, zone.plots_count],
              [p.labels.companies, zone.companies_count],
              [p.labels.location, zone.location],
            ]}
          />
          <ContentImage src={zone.image} alt={zone.image_alt} className="news-detail__image" />
        </section>
      )}
    </>
  )
}
