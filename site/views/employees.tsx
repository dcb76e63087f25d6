/** The team (the menu's Contact): the list by display order with the e-mail form to the office, or one member. */
import { graphql } from 'gatsby'
import { employees } from '../../shared/resources/employees'
import { CardGrid, ContentCard, ContentImage } from '../components/ContentCard'
import { EmailForm } from '../components/contact-forms'
import { Link } from '../components/Link'
import { Facts, Text } from '../components/view-parts'
import { useTranslation } from '../i18n'
import { choiceLabel, fieldLabel } from '../../shared/pages/model'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { EmployeeRecord } from '../../shared/pages/records'

type Data = { list: string } & ({ record: EmployeeRecord } | { record?: undefined; records: EmployeeRecord[]; empty: string })

function EmployeesView({ data }: ViewProps<Data>) {
  const { p, language } = useTranslation()
  const label = (field: keyof EmployeeRecord) => fieldLabel(employees, field, language)
  const department = (e: EmployeeRecord) => choiceLabel(employees, 'department', e.department, language)
  if (data.record) {
    const e = data.record
    return (
      <>
        <ContentImage src={e.photo} alt={e.photo_alt} className="portrait" eager />
        <Facts
          rows={[
            [label('position'), e.position],
            [label('department'), department(e)],
            [label('email'), e.email && <a href={`mailto:${e.email}`}>{e.email}</a>],
            [label('phone'), e.phone],
          ]}
        />
        <Text text={e.bio} />
        <p>
          <Link to={data.list}>{p.labels.back}</Link>
        </p>
      </>
    )
  }
  return (
    <>
      <CardGrid empty={!data.records.length} emptyText={data.empty}>
        {data.records.map((e) => (
          <ContentCard key={e.id} title={`${e.first_name} ${e.last_name}`} link={`${data.list}${e.slug}/`} image={e.photo} alt={e.photo_alt} meta={e.position}>
            <p>{department(e)}</p>
            {e.email && (
              <p>
                <a href={`mailto:${e.email}`}>{e.email}</a>
              </p>
            )}
            {e.phone && <p>{e.phone}</p>}
          </ContentCard>
        ))}
      </CardGrid>
      <h2 id="email">{p.headings.email}</h2>
      <EmailForm />
    </>
  )
}

export default sitePage(EmployeesView, { section: 'contact' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
