/** The zone's development projects with status and completion; or one project with its dates and phases. */
import { graphql } from 'gatsby'
import { formatDisplayDate } from '../../shared/dates'
import { projects } from '../../shared/resources/projects'
import { CategoryNav } from '../components/CategoryNav'
import { CardGrid, ContentCard, ContentImage } from '../components/ContentCard'
import { Link } from '../components/Link'
import { ProjectStatus } from '../components/ProjectStatus'
import { Facts, RichText, Text } from '../components/view-parts'
import { useTranslation } from '../i18n'
import { choiceLabel, fieldLabel } from '../../shared/pages/model'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { ProjectRecord } from '../../shared/pages/records'

type Data = { list: string } & (
  | { record: ProjectRecord }
  | { record?: undefined; records: ProjectRecord[]; categories: { id: string; name: string }[]; empty: string }
)

const PHASES = ['phase_initial', 'phase_execution', 'phase_final'] as const

function ProjectsView({ data }: ViewProps<Data>) {
  const { p, language } = useTranslation()
  const label = (field: keyof ProjectRecord) => fieldLabel(projects, field, language)
  if (!data.record) {
    return (
      <>
        <CategoryNav base={data.list} categories={data.categories} />
        <CardGrid empty={!data.records.length} emptyText={data.empty}>
          {data.records.map((project) => (
            <ContentCard
              key={project.id}
              title={project.title}
              link={`${data.list}${project.slug}/`}
              image={project.image}
              alt={project.image_alt}
              meta={<ProjectStatus project={project} />}
            />
          ))}
        </CardGrid>
      </>
    )
  }
  const project = data.record
  const phases = PHASES.filter((phase) => project[phase])
  return (
    <>
      <ProjectStatus project={project} />
      <Facts
        rows={[
          [label('category'), project.category && choiceLabel(projects, 'category', project.category, language)],
          [label('published_date'), formatDisplayDate(project.published_date)],
          [label('last_update'), project.last_update && formatDisplayDate(project.last_update)],
        ]}
      />
      <ContentImage src={project.image} alt={project.image_alt} className="news-detail__image" eager />
      <RichText html={project.description} />
      {phases.length > 0 && (
        <section aria-labelledby="phases">
          <h2 id="phases">{p.headings.phases}</h2>
          <ol className="phases">
            {phases.map((phase) => (
              <li key={phase}>
                <h3>{label(phase)}</h3>
                <Text text={project[phase]} />
              </li>
            ))}
          </ol>
        </section>
      )}
      <p>
        <Link to={data.list}>{p.labels.back}</Link>
      </p>
    </>
  )
}

export default sitePage(ProjectsView, { section: 'projects' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
