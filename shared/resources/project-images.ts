import { defineResource } from './define'
import { boolean, image, reference, text, translated } from './fields'

/**
 * Header pictures of the projects page (one record, both languages). The current one is the
 * newest flagged `is_current`, else the newest: GET projects/project-image/current/ (a preset).
 */
export const projectImages = defineResource({
  name: 'project_images',
  label: { sl: 'Slike projektov', en: 'Project images' },
  labelSingular: { sl: 'Slika projektov', en: 'Project image' },
  icon: 'PhotoLibrary',
  adminPath: 'project-images',
  fields: {
    image: image({ label: { sl: 'Slika', en: 'Image' }, required: true }),
    ...translated('alt', text({ label: { sl: 'Opis slike', en: 'Image description' }, maxLength: 200 })),
    is_current: boolean({ label: { sl: 'Trenutna slika', en: 'Current image' } }),
    project: reference({ label: { sl: 'Projekt', en: 'Project' }, resource: 'projects' }),
  },
  recordTitle: 'alt_sl',
  endpoints: { staff: 'projects/project-image/' },
  filters: { is_current: 'is_current', project: 'project' },
  ordering: ['id', 'created_at'],
  defaultOrdering: '-id',
  search: ['alt_sl', 'alt_en'],
  pageSize: 20,
  listColumns: ['image', 'alt_sl', 'is_current', 'project', 'created_at'],
  presets: {
    current: { path: 'projects/project-image/current/', read: 'public', ordering: '-is_current,-id', answer: 'first', view: 'full' },
  },
})
