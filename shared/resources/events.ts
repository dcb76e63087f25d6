import { eventStatus } from '../event-status'
import { defineResource } from './define'
import { boolean, date, datetime, image, integer, language, longText, richText, reference, slug, text } from './fields'
import { imageAlt, publishingTimes } from './common-fields'

/**
 * Events: one record per language (`lang`; the list takes `language` or `lang`). `status`
 * ('upcoming' | 'ongoing' | 'past') is derived from start and end on every read.
 * `on_key` marks the featured ("on key") events, shown in `on_key_order`; `last_events_order`
 * is the position set by POST events/update-last-events/ (server/actions/events.ts), read at
 * events/last-events/. events/latest/ (upcoming and ongoing, by the clock) is a named action too.
 */
export const events = defineResource({
  name: 'events',
  label: { sl: 'Dogodki', en: 'Events' },
  labelSingular: { sl: 'Dogodek', en: 'Event' },
  icon: 'Event',
  adminPath: 'events',
  menuOrder: 50,
  fields: {
    title: text({ label: { sl: 'Naslov', en: 'Title' }, required: true, maxLength: 200 }),
    slug: slug({ label: { sl: 'Naslov URL', en: 'URL name' }, from: 'title', maxLength: 220 }),
    lang: language(),
    summary: longText({ label: { sl: 'Povzetek', en: 'Summary' }, maxLength: 500 }),
    description: richText({ label: { sl: 'Opis', en: 'Description' } }),
    start: datetime({ label: { sl: 'Začetek', en: 'Start' }, required: true }),
    end: datetime({
      label: { sl: 'Konec', en: 'End' },
      notBefore: 'start',
      help: { sl: 'Prazno: dogodek traja do konca dneva začetka', en: 'Empty: the event lasts until the end of its start day' },
    }),
    date: date({
      label: { sl: 'Prikazani datum', en: 'Display date' },
      help: { sl: 'Prazno: prikaže se datum začetka', en: 'Empty: the start date is shown' },
    }),
    location: text({ label: { sl: 'Lokacija', en: 'Location' }, maxLength: 200 }),
    category: reference({ label: { sl: 'Kategorija', en: 'Category' }, resource: 'event_categories' }),
    type: reference({ label: { sl: 'Vrsta', en: 'Type' }, resource: 'event_types' }),
    image: image({ label: { sl: 'Glavna slika', en: 'Main image' } }),
    image_alt: imageAlt(),
    is_published: boolean({ label: { sl: 'Objavljeno', en: 'Published' } }),
    ...publishingTimes(),
    on_key: boolean({ label: { sl: 'Ključni dogodek', en: 'Key event' } }),
    on_key_order: integer({
      label: { sl: 'Vrstni red ključnih', en: 'Order among key events' },
      min: 0,
      max: 9999,
      default: 0,
      help: { sl: 'Manjša številka je prikazana prej', en: 'Lower numbers come first' },
    }),
    last_events_order: integer({
      label: { sl: 'Mesto med zadnjimi dogodki', en: 'Place among the latest events' },
      min: 1,
      max: 9999,
      help: { sl: 'Prazno: ni med zadnjimi dogodki', en: 'Empty: not among the latest events' },
    }),
  },
  recordTitle: 'title',
  endpoints: { public: 'events/', staff: 'events/full/' },
  filters: {
    language: 'lang',
    lang: 'lang',
    category: 'category',
    type: 'type',
    is_published: 'is_published',
    on_key: 'on_key',
    start__gte: 'start__gte',
    start__lte: 'start__lte',
  },
  ordering: ['start', 'end', 'date', 'title', 'on_key_order', 'last_events_order', 'id'],
  defaultOrdering: '-start',
  search: ['title', 'summary', 'description', 'location'],
  pageSize: 9,
  visibility: 'is_published',
  computed: {
    status: (record, now) => eventStatus(record.start, record.end, now),
  },
  listColumns: ['title', 'lang', 'start', 'end', 'location', 'on_key', 'is_published'],
  presets: {
    onKey: {
      path: 'events/on-key-events-full/',
      read: 'public',
      where: { on_key: 'true' },
      ordering: 'on_key_order,start,id',
      query: ['language', 'lang'],
      answer: 'list',
      view: 'full',
    },
    lastEvents: {
      path: 'events/last-events/',
      read: 'public',
      where: { last_events_order__gte: '1' },
      ordering: 'last_events_order,id',
      query: ['language', 'lang'],
      answer: 'list',
      view: 'full',
    },
  },
  site: { path: '/events/', detail: 'slug', categories: 'category', summary: ['summary', 'description'], date: 'start', feed: 'calendar', schema: 'Event' },
})
