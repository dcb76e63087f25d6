import { defineResource } from './define'
import { language, slug, text } from './fields'

/** Tags group news; each tag belongs to one language, like the news it labels. */
export const tags = defineResource({
  name: 'tags',
  label: { sl: 'Oznake', en: 'Tags' },
  labelSingular: { sl: 'Oznaka', en: 'Tag' },
  icon: 'LocalOffer',
  adminPath: 'tags',
  fields: {
    name: text({ label: { sl: 'Ime', en: 'Name' }, required: true, maxLength: 60 }),
    slug: slug({ label: { sl: 'Naslov URL', en: 'URL name' }, from: 'name', maxLength: 80 }),
    lang: language(),
  },
  recordTitle: 'name',
  endpoints: { public: 'news/tags/', staff: 'news/admin/tags/' },
  filters: { lang: 'lang', name: 'name' },
  ordering: ['name', 'id'],
  defaultOrdering: 'name',
  search: ['name'],
  pageSize: 100,
  listColumns: ['name', 'slug', 'lang'],
  children: {
    // news/tag/{id or slug}/: the published news of a tag, paged like news/.
    news: { resource: 'news', via: 'tags', path: 'news/tag/:tag/', read: 'public', view: 'full', where: { is_published: 'true' } },
  },
})
