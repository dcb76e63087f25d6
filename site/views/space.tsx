/** /empty-spaces/{id}/: one space with its facts, pictures and an inquiry form about it. */
import { Link } from 'gatsby'
import { formatDisplayDate } from '../../shared/dates'
import { ContentImage } from '../components/ContentCard'
import { InquiryForm } from '../components/contact-forms'
import { money } from '../components/shop'
import type { SpaceRecord } from '../content-types'
import { LINKS } from '../paths'
import { at, Facts, Text, type ViewProps } from './parts'

export function SpaceView({ ctx, p }: ViewProps) {
  const { space: s } = ctx.data as { space: SpaceRecord }
  const pictures = (s.images ?? []).filter((image) => image.image !== s.image)
  const price = s.price != null ? `${money(s.price, ctx.language)}${s.price_unit ? ` ${s.price_unit}` : ''}` : s.price_unit || p.labels.price_on_request
  return (
    <>
      <ContentImage src={s.image} alt={s.image_alt} className="news-detail__image" eager />
      <Facts
        rows={[
          [p.labels.offer, p.choices.space_offer[s.offer as 'rent'] ?? s.offer],
          [p.labels.category, p.choices.space_category[s.category as 'office'] ?? s.category],
          [p.labels.size, `${s.size} m²`],
          [p.labels.floor, s.floor],
          [p.labels.price, price],
          [p.labels.address, s.address],
          [p.labels.available_from, s.available_from && formatDisplayDate(s.available_from)],
        ]}
      />
      <Text text={s.description} />
      {pictures.length > 0 && (
        <section aria-labelledby="pictures">
          <h2 id="pictures">{p.headings.pictures}</h2>
          <div className="picture-grid">
            {pictures.map((image) => (
              <ContentImage key={image.id} src={image.image} alt={image.alt} />
            ))}
          </div>
        </section>
      )}
      <h2 id="inquiry">{p.headings.inquiry}</h2>
      <InquiryForm subject={s.title} />
      <p>
        <Link to={at(ctx, LINKS.emptySpaces)}>{p.labels.back}</Link>
      </p>
    </>
  )
}
