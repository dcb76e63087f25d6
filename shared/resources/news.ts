import { HOME_FALLBACK_NEWS_COUNT, NEWS_PAGE_SIZE } from '../constants'
import { defineResource } from './define'
import { boolean, date, image, language, longText, richText, references, slug, text } from './fields'
import { imageAlt, publishingTimes } from './common-fields'

/**
 * News, one record per language.
 *   news/ and news/{id or slug}/   visitors, published only (?lang=)
 *   news/latest/?lang=sl          the newest published items, as many as the home page shows
 *   news/tag/{tag}/               the news of a tag (declared on tags: a nested mount)
 *   news/admin/news/              staff CRUD
 */
export const news = defineResource({
  name: 'news',
  label: { sl: 'Novice', en: 'News' },
  labelSingular: { sl: 'Novica', en: 'News item' },
  icon: 'Article',
  adminPath: 'news',
  menuOrder: 80,
  fields: {
    title: text({ label: { sl: 'Naslov', en: 'Title' }, required: true, maxLength: 200 }),
    slug: slug({ label: { sl: 'Naslov URL', en: 'URL name' }, from: 'title', maxLength: 220 }),
    lang: language(),
    date_made: date({ label: { sl: 'Datum', en: 'Date' }, required: true }),
    summary: longText({ label: { sl: 'Povzetek', en: 'Summary' }, maxLength: 500 }),
    body: richText({ label: { sl: 'Besedilo', en: 'Text' }, required: true }),
    image: image({ label: { sl: 'Slika', en: 'Image' } }),
    image_alt: imageAlt(),
    tags: references({ label: { sl: 'Oznake', en: 'Tags' }, resource: 'tags' }),
    is_published: boolean({ label: { sl: 'Objavljeno', en: 'Published' } }),
    ...publishingTimes(),
  },
  translatable: true,
  recordTitle: 'title',
  endpoints: { public: 'news/', staff: 'news/admin/news/' },
  filters: {
    lang: 'lang',
    tag: 'tags',
    is_published: 'is_published',
    date_made__gte: 'date_made__gte',
    date_made__lte: 'date_made__lte',
  },
  ordering: ['date_made', 'title', 'id'],
  defaultOrdering: '-date_made',
  search: ['title', 'summary', 'body'],
  pageSize: NEWS_PAGE_SIZE,
  visibility: 'is_published',
  listColumns: ['title', 'lang', 'date_made', 'tags', 'is_published'],
  presets: {
    latest: {
      path: 'news/latest/',
      read: 'public',
      where: { is_published: 'true' },
      ordering: '-date_made',
      query: ['lang'],
      answer: 'list',
      limit: HOME_FALLBACK_NEWS_COUNT,
      view: 'full',
    },
  },
  site: {
    path: '/news/',
    detail: 'slug',
    pageSize: NEWS_PAGE_SIZE,
    tags: 'tags',
    summary: ['summary', 'body'],
    date: 'date_made',
    feed: 'rss',
    schema: 'NewsArticle',
    listFields: ['id', 'title', 'slug', 'lang', 'date_made', 'summary', 'image', 'image_alt'],
  },
})
