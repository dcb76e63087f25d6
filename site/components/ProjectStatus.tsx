/** A project's status badge and completion bar (list cards and the detail page); words from its declaration. */
import { projects } from '../../shared/resources/projects'
import { useTranslation } from '../i18n'
import { choiceLabel, fieldLabel } from '../../shared/pages/model'
import type { ProjectRecord } from '../../shared/pages/records'

export function ProjectStatus({ project }: { project: Pick<ProjectRecord, 'status' | 'completion_percent'> }) {
  const { language } = useTranslation()
  return (
    <div className="project-status">
      <span className={`badge badge--${project.status}`}>{choiceLabel(projects, 'status', project.status, language)}</span>
      <label>
        {fieldLabel(projects, 'completion_percent', language)}: {project.completion_percent} %
        <progress max={100} value={project.completion_percent ?? 0}>
          {project.completion_percent} %
        </progress>
      </label>
    </div>
  )
}
