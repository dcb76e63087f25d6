/** /employees/{slug}/: one member of the team. */
import { Link } from 'gatsby'
import { ContentImage } from '../components/ContentCard'
import type { EmployeeRecord } from '../content-types'
import { LINKS } from '../paths'
import { at, Facts, Text, type ViewProps } from './parts'

export function EmployeeView({ ctx, p }: ViewProps) {
  const { employee: e } = ctx.data as { employee: EmployeeRecord }
  return (
    <>
      <ContentImage src={e.photo} alt={e.photo_alt} className="portrait" eager />
      <Facts
        rows={[
          [p.labels.position, e.position],
          [p.labels.department, p.choices.department[e.department as keyof typeof p.choices.department] ?? e.department],
          [p.labels.email, e.email && <a href={`mailto:${e.email}`}>{e.email}</a>],
          [p.labels.phone, e.phone],
        ]}
      />
      <Text text={e.bio} />
      <p>
        <Link to={at(ctx, LINKS.employees)}>{p.labels.back}</Link>
      </p>
    </>
  )
}
