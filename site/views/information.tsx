/** /information/: address, phone, e-mail, office hours and access from the info record; the inquiry form. */
import { graphql } from 'gatsby'
import { info as infoType } from '../../shared/resources/info'
import { InquiryForm } from '../components/contact-forms'
import { Facts, Text } from '../components/view-parts'
import { useTranslation } from '../i18n'
import { fieldLabel } from '../../shared/pages/model'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { InfoRecord } from '../../shared/pages/records'

function InformationView({ data: { info } }: ViewProps<{ info: InfoRecord | null }>) {
  const { p, language } = useTranslation()
  const label = (field: keyof InfoRecord) => fieldLabel(infoType, field, language)
  return (
    <>
      {info ? (
        <>
          {info.intro && <p className="news-detail__summary">{info.intro}</p>}
          <h2>{p.headings.contact}</h2>
          <Facts
            rows={[
              [label('address'), info.address],
              [label('phone'), info.phone && <a href={`tel:${info.phone.replace(/\s/g, '')}`}>{info.phone}</a>],
              [label('email'), info.email && <a href={`mailto:${info.email}`}>{info.email}</a>],
              [label('opening_hours'), info.opening_hours],
            ]}
          />
          {info.location && (
            <>
              <h2>{p.headings.location}</h2>
              <Text text={info.location} />
            </>
          )}
        </>
      ) : (
        <p className="empty-state">{p.empty.info}</p>
      )}
      <h2 id="inquiry">{p.headings.inquiry}</h2>
      <InquiryForm />
    </>
  )
}

export default sitePage(InformationView, { section: 'about' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
