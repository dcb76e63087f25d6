/** A project's status badge and completion bar (list cards and the detail page). */
import type { ProjectRecord } from '../content-types'
import type { PageMessages } from '../page-i18n'

export function ProjectStatus({ project, p }: { project: ProjectRecord; p: PageMessages }) {
  return (
    <div className="project-status">
      <span className={`badge badge--${project.status}`}>{p.choices.project_status[project.status as 'planning'] ?? project.status}</span>
      <label>
        {p.labels.completion}: {project.completion_percent} %
        <progress max={100} value={project.completion_percent}>
          {project.completion_percent} %
        </progress>
      </label>
    </div>
  )
}
