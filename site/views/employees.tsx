/** /employees/ (the menu's Contact): the team by display order, and the e-mail form to the office. */
import { CardGrid, ContentCard } from '../components/ContentCard'
import { EmailForm } from '../components/contact-forms'
import type { EmployeeRecord } from '../content-types'
import { detailLink } from '../paths'
import { at, type ViewProps } from './parts'

export function EmployeesView({ ctx, p }: ViewProps) {
  const { employees } = ctx.data as { employees: EmployeeRecord[] }
  return (
    <>
      <CardGrid empty={!employees.length} emptyText={p.empty.employees}>
        {employees.map((e) => (
          <ContentCard key={e.id} title={`${e.first_name} ${e.last_name}`} link={at(ctx, detailLink('employees', e.slug))} image={e.photo} alt={e.photo_alt} meta={e.position}>
            <p>{p.choices.department[e.department as keyof typeof p.choices.department] ?? e.department}</p>
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
