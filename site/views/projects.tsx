/** /projects/: the zone's development projects with status and completion. */
import { CardGrid, ContentCard } from '../components/ContentCard'
import type { ProjectRecord } from '../content-types'
import { detailLink } from '../paths'
import { CategoryNav } from './category-nav'
import { at, type ViewProps } from './parts'
import { ProjectStatus } from './project-status'

export function ProjectsView({ ctx, p }: ViewProps) {
  const { projects } = ctx.data as { projects: ProjectRecord[] }
  const categories = Object.entries(p.choices.project_category).map(([id, name]) => ({ id, name }))
  return (
    <>
      <CategoryNav ctx={ctx} p={p} type="projects" categories={categories} />
      <CardGrid empty={!projects.length} emptyText={p.empty.projects}>
        {projects.map((project) => (
          <ContentCard key={project.id} title={project.title} link={at(ctx, detailLink('projects', project.slug))} image={project.image} alt={project.image_alt}
            meta={<ProjectStatus project={project} p={p} />} />
        ))}
      </CardGrid>
    </>
  )
}
