/** Demo projects in both languages across the three statuses, and the projects page header picture. */
import { LANGUAGES, type Language } from '../../shared/languages'
import { projectImages, projects } from '../../shared/resources'
import type { AppContext } from '../context'
import { plainTextToHtml } from '../resources/rich-text'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'
import { DemoTranslations } from './demo-translations'

type Both = Record<Language, string>

interface DemoProject {
  title: Both
  description: Both
  phases: [Both, Both, Both]
  status: 'in_progress' | 'in_preparation' | 'planning'
  completion_percent: number
  category: string
  published_date: string
  last_update: string
  picture?: string
}

const demoProjects: DemoProject[] = [
  {
    title: { sl: 'Sončna elektrarna na strehah hal', en: 'Solar power plant on the hall roofs' },
    description: {
      sl: 'Na strehah treh proizvodnih hal nastaja sončna elektrarna z 800 kW moči, ki bo napajala podjetja v coni.',
      en: 'An 800 kW solar power plant is being built on the roofs of three production halls to supply the companies of the zone.',
    },
    phases: [
      { sl: 'Statična presoja streh in projektna dokumentacija.', en: 'Structural survey of the roofs and design documents.' },
      { sl: 'Montaža panelov na prvi dve hali.', en: 'Panels mounted on the first two halls.' },
      { sl: 'Priklop na omrežje in tehnični pregled.', en: 'Grid connection and technical inspection.' },
    ],
    status: 'in_progress',
    completion_percent: 65,
    category: 'energy',
    published_date: '2025-10-01',
    last_update: '2025-11-05',
    picture: 'Sončna',
  },
  {
    title: { sl: 'Obnova stare separacije', en: 'Renovating the old separation plant' },
    description: {
      sl: 'Zgodovinska stavba separacije bo postala prostor za razstave o rudarski dediščini in za srečanja.',
      en: 'The historic separation plant will become a space for exhibitions on mining heritage and for meetings.',
    },
    phases: [
      { sl: 'Konservatorski načrt in soglasja.', en: 'Conservation plan and permits.' },
      { sl: 'Obnova strehe in fasade.', en: 'Roof and facade renovation.' },
      { sl: 'Ureditev razstavnega prostora.', en: 'Fitting out the exhibition space.' },
    ],
    status: 'in_preparation',
    completion_percent: 20,
    category: 'heritage',
    published_date: '2025-08-20',
    last_update: '2025-10-12',
    picture: 'Separacija',
  },
  {
    title: { sl: 'Razširitev komunalne infrastrukture', en: 'Extending the utility infrastructure' },
    description: {
      sl: 'Nove ceste, vodovod in optično omrežje za južni del cone, kjer bodo nove parcele za podjetja.',
      en: 'New roads, water mains and fibre for the southern part of the zone, where new plots for companies will be.',
    },
    phases: [
      { sl: 'Odkup zemljišč.', en: 'Land purchase.' },
      { sl: 'Gradnja ceste in vodovoda.', en: 'Building the road and water mains.' },
      { sl: 'Optično omrežje in razsvetljava.', en: 'Fibre network and lighting.' },
    ],
    status: 'in_progress',
    completion_percent: 40,
    category: 'infrastructure',
    published_date: '2025-06-10',
    last_update: '2025-09-30',
  },
  {
    title: { sl: 'Coworking v upravni stavbi', en: 'Coworking in the administration building' },
    description: {
      sl: 'V pritličju nekdanje upravne stavbe rudnika načrtujemo skupni delovni prostor za samostojne podjetnike.',
      en: 'We plan a shared workspace for freelancers on the ground floor of the former mine administration building.',
    },
    phases: [
      { sl: 'Anketa med podjetniki o potrebah.', en: 'A survey of entrepreneurs’ needs.' },
      { sl: 'Prenova pritličja.', en: 'Renovating the ground floor.' },
      { sl: 'Odprtje in prvi najemniki.', en: 'Opening and the first tenants.' },
    ],
    status: 'planning',
    completion_percent: 5,
    category: 'entrepreneurship',
    published_date: '2025-04-02',
    last_update: '2025-07-01',
    picture: 'Coworking',
  },
]

export async function seedProjects(context: AppContext): Promise<void> {
  const projectService = new ResourceService(projects, context)
  const pairs = new DemoTranslations(projects)
  for (const [index, item] of demoProjects.entries()) {
    const picture = item.picture ? await demoImage(item.picture, index + 1) : null
    for (const language of LANGUAGES) {
      const row = await projectService.create({
        values: {
          title: item.title[language],
          lang: language,
          description: plainTextToHtml(item.description[language]),
          status: item.status,
          completion_percent: item.completion_percent,
          phase_initial: item.phases[0][language],
          phase_execution: item.phases[1][language],
          phase_final: item.phases[2][language],
          last_update: item.last_update,
          published_date: item.published_date,
          category: item.category,
          image_alt: item.picture ? item.title[language] : '',
          is_published: true,
        },
        files: picture ? { image: { filename: 'demo.jpg', mimetype: 'image/jpeg', data: picture } } : {},
        fromForm: false,
      })
      pairs.add(index, row.id)
    }
  }
  await pairs.link(context)
  await new ResourceService(projectImages, context).create({
    values: { alt_sl: 'Projekti poslovne cone Rudnik', alt_en: 'Projects of the Rudnik business zone', is_current: true },
    files: { image: { filename: 'demo.jpg', mimetype: 'image/jpeg', data: await demoImage('Projekti', 2, 1600, 600) } },
    fromForm: false,
  })
}
