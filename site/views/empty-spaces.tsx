/** Business premises for rent or sale; or one space with its facts, pictures and an inquiry form about it. */
import { graphql } from 'gatsby'
import { formatDisplayDate } from '../../shared/dates'
import { emptySpaces } from '../../shared/resources/empty-spaces'
import { CategoryNav } from '../components/CategoryNav'
import { CardGrid, ContentCard, ContentImage } from '../components/ContentCard'
import { InquiryForm } from '../components/contact-forms'
import { Link } from '../components/Link'
import { money } from '../components/shop'
import { Facts, RichText } from '../components/view-parts'
import { useTranslation } from '../i18n'
import { choiceLabel, fieldLabel } from '../../shared/pages/model'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { SpaceRecord } from '../../shared/pages/records'
import { formatNumber } from '../../shared/text'

type Data = { list: string } & (
  | { record: SpaceRecord }
  | { record?: undefined; records: SpaceRecord[]; categories: { id: string; name: string }[]; empty: string }
)

function SpacesView({ data }: ViewProps<Data>) {
  const { p, language } = useTranslation()
  const label = (field: keyof SpaceRecord) => fieldLabel(emptySpaces, field, language)
  const choice = (field: 'offer' | 'category', s: SpaceRecord) => choiceLabel(emptySpaces, field, s[field], language)
  if (!data.record) {
    return (
      <>
        <CategoryNav base={data.list} categories={data.categories} />
        <CardGrid empty={!data.records.length} emptyText={data.empty}>
          {data.records.map((s) => (
            <ContentCard
              key={s.id}
              title={s.title}
              link={`${data.list}${s.id}/`}
              image={s.image}
              alt={s.image_alt}
              meta={`${choice('offer', s)} · ${choice('category', s)} · ${formatNumber(language, Number(s.size))} m²`}
            />
          ))}
        </CardGrid>
      </>
    )
  }
  const s = data.record
  const pictures = (s.images ?? []).filter((image) => image.image !== s.image)
  const price = s.price != null ? `${money(Number(s.price), language)}${s.price_unit ? ` ${s.price_unit}` : ''}` : s.price_unit || p.labels.price_on_request
  return (
    <>
      <ContentImage src={s.image} alt={s.image_alt} className="news-detail__image" eager />
      <Facts
        rows={[
          [label('offer'), choice('offer', s)],
          [label('category'), choice('category', s)],
          [label('size'), formatNumber(language, Number(s.size))],
          [label('floor'), s.floor],
          [label('price'), price],
          [label('address'), s.address],
          [label('available_from'), s.available_from && formatDisplayDate(s.available_from)],
        ]}
      />
      <RichText html={s.description} />
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
        <Link to={data.list}>{p.labels.back}</Link>
      </p>
    </>
  )
}

export default sitePage(SpacesView, { section: 'spaces' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
