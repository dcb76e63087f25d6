import { defineResource } from './define'
import { boolean, choice, date, image, integer, language, longText, richText, slug, text } from './fields'
import { imageAlt, publishingTimes } from './common-fields'

const phase = (sl: string, en: string) =>
  longText({
    label: { sl, en },
    maxLength: 2000,
    help: { sl: 'Kaj je bilo ali bo v tej fazi narejeno', en: 'What was or will be done in this phase' },
  })

/**
 * Projects of the zone: one record per language (`lang`; the list takes `language` too).
 * Visitors see published projects only. Latest projects: `?page_size=4&ordering=-published_date`
 * (LATEST_PROJECTS_COUNT in constants). The phases are texts describing each phase; progress
 * as a number is `completion_percent`. `category` places a project on /{lang}/{type}/{category} pages.
 */
export const projects = defineResource({
  name: 'projects',
  label: { sl: 'Projekti', en: 'Projects' },
  labelSingular: { sl: 'Projekt', en: 'Project' },
  icon: 'Construction',
  adminPath: 'project',
  menuOrder: 30,
  fields: {
    title: text({ label: { sl: 'Naslov', en: 'Title' }, required: true, maxLength: 200 }),
    slug: slug({ label: { sl: 'Naslov URL', en: 'URL name' }, from: 'title', maxLength: 220 }),
    lang: language(),
    description: richText({ label: { sl: 'Opis', en: 'Description' } }),
    status: choice({
      label: { sl: 'Stanje', en: 'Status' },
      required: true,
      choices: [
        { id: 'in_progress', label: { sl: 'V teku', en: 'In progress' } },
        { id: 'in_preparation', label: { sl: 'V pripravi', en: 'In preparation' } },
        { id: 'planning', label: { sl: 'Načrtovanje', en: 'Planning' } },
      ],
    }),
    completion_percent: integer({ label: { sl: 'Dokončano (%)', en: 'Completed (%)' }, min: 0, max: 100, default: 0 }),
    phase_initial: phase('Začetna faza', 'Initial phase'),
    phase_execution: phase('Izvedbena faza', 'Execution phase'),
    phase_final: phase('Zaključna faza', 'Final phase'),
    last_update: date({ label: { sl: 'Zadnja posodobitev', en: 'Last update' } }),
    published_date: date({ label: { sl: 'Datum objave', en: 'Published on' }, required: true }),
    category: choice({
      label: { sl: 'Področje', en: 'Field' },
      choices: [
        { id: 'infrastructure', label: { sl: 'Infrastruktura', en: 'Infrastructure' } },
        { id: 'entrepreneurship', label: { sl: 'Podjetništvo', en: 'Entrepreneurship' } },
        { id: 'energy', label: { sl: 'Energetika', en: 'Energy' } },
        { id: 'heritage', label: { sl: 'Dediščina', en: 'Heritage' } },
      ],
    }),
    image: image({ label: { sl: 'Slika', en: 'Image' } }),
    image_alt: imageAlt(),
    is_published: boolean({ label: { sl: 'Objavljeno', en: 'Published' } }),
    ...publishingTimes(),
  },
  translatable: true,
  recordTitle: 'title',
  endpoints: { public: 'projects/', staff: 'projects/' },
  filters: {
    language: 'lang',
    lang: 'lang',
    is_published: 'is_published',
    published_date: 'published_date',
    published_date__gte: 'published_date__gte',
    published_date__lte: 'published_date__lte',
    status: 'status',
    category: 'category',
  },
  ordering: ['published_date', 'last_update', 'title', 'completion_percent', 'status', 'id'],
  defaultOrdering: '-published_date',
  search: ['title', 'description'],
  pageSize: 12,
  visibility: 'is_published',
  listColumns: ['title', 'lang', 'status', 'completion_percent', 'published_date', 'is_published'],
  site: { path: '/projects/', detail: 'slug', categories: 'category', summary: ['description'], date: 'published_date' },
})
