/** /projects/{slug}/: one project: status, completion, dates and its phases. */
import { Link } from 'gatsby'
import { formatDisplayDate } from '../../shared/dates'
import { ContentImage } from '../components/ContentCard'
import type { ProjectRecord } from '../content-types'
import { LINKS } from '../paths'
import { at, Facts, Text, type ViewProps } from './parts'
import { ProjectStatus } from './project-status'

const PHASES = ['phase_initial', 'phase_execution', 'phase_final'] as const

export function ProjectView({ ctx, p }: ViewProps) {
  const { project } = ctx.data as { project: ProjectRecord }
  const phases = PHASES.filter((phase) => project[phase])
  return (
    <>
      <ProjectStatus project={project} p={p} />
      <Facts
        rows={[
          [p.labels.category, project.category && p.choices.project_category[project.category as 'energy']],
          [p.labels.published, formatDisplayDate(project.published_date)],
          [p.labels.last_update, project.last_update && formatDisplayDate(project.last_update)],
        ]}
      />
      <ContentImage src={project.image} alt={project.image_alt} className="news-detail__image" eager />
      <Text text={project.description} />
      {phases.length > 0 && (
        <section aria-labelledby="phases">
          <h2 id="phases">{p.headings.phases}</h2>
          <ol className="phases">
            {phases.map((phase) => (
              <li key={phase}>
                <h3>{p.headings[phase]}</h3>
                <Text text={project[phase]} />
              </li>
            ))}
          </ol>
        </section>
      )}
      <p>
        <Link to={at(ctx, LINKS.projects)}>{p.labels.back}</Link>
      </p>
    </>
  )
}
