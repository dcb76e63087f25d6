import { defineResource } from './define'
import { boolean, file, image, longText, text, translated } from './fields'
import { displayOrder, publishingTimes } from './common-fields'

/**
 * The video page: each record carries both languages (title, description, poster text); the
 * video itself is one file for both. The file is optional so a record can announce a video
 * with its poster before the file is uploaded (large files: POST/PUT uploads/, then `upload:<id>`).
 */
export const videos = defineResource({
  name: 'videos',
  label: { sl: 'Videoposnetki', en: 'Videos' },
  labelSingular: { sl: 'Videoposnetek', en: 'Video' },
  icon: 'VideoLibrary',
  adminPath: 'video',
  fields: {
    ...translated('title', text({ label: { sl: 'Naslov', en: 'Title' }, required: true, maxLength: 200 })),
    ...translated('description', longText({ label: { sl: 'Opis', en: 'Description' }, maxLength: 2000 })),
    file: file({ label: { sl: 'Video datoteka', en: 'Video file' }, accept: ['video'], maxBytes: 500 * 1024 * 1024 }),
    poster: image({ label: { sl: 'Naslovna slika', en: 'Poster image' } }),
    ...translated('poster_alt', text({ label: { sl: 'Opis naslovne slike', en: 'Poster description' }, maxLength: 200 })),
    is_active: boolean({ label: { sl: 'Aktivno', en: 'Active' }, default: true }),
    ...publishingTimes(),
    order: displayOrder(),
  },
  recordTitle: 'title_sl',
  endpoints: { public: 'videos/', staff: 'videos/' },
  filters: { is_active: 'is_active' },
  ordering: ['order', 'created_at', 'id'],
  defaultOrdering: 'order,-created_at',
  search: ['title_sl', 'title_en', 'description_sl', 'description_en'],
  pageSize: 20,
  visibility: 'is_active',
  listColumns: ['title_sl', 'poster', 'file', 'is_active', 'order'],
})
