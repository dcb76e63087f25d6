/** /information/: address, phone, e-mail, office hours and access from the info record; the inquiry form. */
import { InquiryForm } from '../components/contact-forms'
import type { InfoRecord } from '../content-types'
import { Facts, Text, type ViewProps } from './parts'

export function InformationView({ ctx, p }: ViewProps) {
  const { info } = ctx.data as { info: InfoRecord | null }
  return (
    <>
      {info ? (
        <>
          {info.intro && <p className="news-detail__summary">{info.intro}</p>}
          <h2>{p.headings.contact}</h2>
          <Facts
            rows={[
              [p.labels.address, info.address],
              [p.labels.phone, info.phone && <a href={`tel:${info.phone.replace(/\s/g, '')}`}>{info.phone}</a>],
              [p.labels.email, info.email && <a href={`mailto:${info.email}`}>{info.email}</a>],
              [p.labels.hours, info.opening_hours],
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
