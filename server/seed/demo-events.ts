/**
 * Demo events in both languages: types and categories (one record, both names), five events per
 * language spread around today (past, ongoing, upcoming) plus the spec's sample open day on
 * 13 September 2025, with main pictures, two "on key" events and the order of the latest ones.
 */
import { wallClock } from '../../shared/event-status'
import { LANGUAGES, type Language } from '../../shared/languages'
import { eventCategories, eventImages, events, eventTypes } from '../../shared/resources'
import type { AppContext } from '../context'
import type { UploadedFile } from '../http/request-input'
import { plainTextToHtml } from '../resources/rich-text'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'

type Both = Record<Language, string>

const types: Record<string, Both> = {
  workshop: { sl: 'Delavnica', en: 'Workshop' },
  fair: { sl: 'Sejem', en: 'Fair' },
  meetup: { sl: 'Srečanje', en: 'Meetup' },
}

const categories: Record<string, { name: Both; type: string }> = {
  business: { name: { sl: 'Podjetništvo', en: 'Entrepreneurship' }, type: 'workshop' },
  fairs: { name: { sl: 'Sejmi', en: 'Fairs' }, type: 'fair' },
  doors: { name: { sl: 'Odprta vrata', en: 'Open doors' }, type: 'meetup' },
  heritage: { name: { sl: 'Rudarska dediščina', en: 'Mining heritage' }, type: 'meetup' },
}

interface DemoEvent {
  title: Both
  summary: Both
  location: Both
  /** Days from today and wall-clock times, or fixed datetimes. */
  start: number | string
  end: number | string
  times?: [string, string]
  category: string
  picture?: string
  on_key_order?: number
  last_events_order?: number
}

const demoEvents: DemoEvent[] = [
  {
    title: { sl: 'Dan odprtih vrat', en: 'Open day' },
    summary: {
      sl: 'Podjetja v coni odpirajo vrata delavnic in hal obiskovalcem.',
      en: 'The companies of the zone open their workshops and halls to visitors.',
    },
    location: { sl: 'Poslovna cona Rudnik, Trbovlje', en: 'Rudnik business zone, Trbovlje' },
    start: '2025-09-13T10:00:00',
    end: '2025-09-13T16:00:00',
    category: 'doors',
    picture: 'Odprta vrata',
    on_key_order: 2,
  },
  {
    title: { sl: 'Delavnica: od ideje do podjetja', en: 'Workshop: from an idea to a company' },
    summary: {
      sl: 'Mentorji inkubatorja predstavijo prve korake ustanovitve podjetja.',
      en: 'Incubator mentors present the first steps of founding a company.',
    },
    location: { sl: 'Poslovni inkubator, 1. nadstropje', en: 'Business incubator, first floor' },
    start: -20,
    end: -20,
    times: ['09:00:00', '13:00:00'],
    category: 'business',
    picture: 'Delavnica',
  },
  {
    title: { sl: 'Sejem lokalnih podjetij', en: 'Local business fair' },
    summary: {
      sl: 'Tri dni predstavitev izdelkov in storitev podjetij iz Zasavja.',
      en: 'Three days of products and services from companies of the Zasavje region.',
    },
    location: { sl: 'Hala 2, Poslovna cona Rudnik', en: 'Hall 2, Rudnik business zone' },
    start: -1,
    end: 1,
    times: ['09:00:00', '18:00:00'],
    category: 'fairs',
    picture: 'Sejem',
    on_key_order: 1,
    last_events_order: 1,
  },
  {
    title: { sl: 'Vodeni ogled stare separacije', en: 'Guided tour of the old separation plant' },
    summary: { sl: 'Nekdanji rudarji pokažejo, kako je delovala separacija premoga.', en: 'Former miners show how the coal separation plant worked.' },
    location: { sl: 'Stara separacija', en: 'Old separation plant' },
    start: 10,
    end: 10,
    times: ['15:00:00', '17:00:00'],
    category: 'heritage',
    picture: 'Separacija',
    last_events_order: 2,
  },
  {
    title: { sl: 'Podjetniški zajtrk', en: 'Business breakfast' },
    summary: { sl: 'Neformalno srečanje podjetnikov iz cone z županom.', en: 'An informal meeting of the zone’s entrepreneurs with the mayor.' },
    location: { sl: 'Upravna stavba, sejna soba', en: 'Administration building, meeting room' },
    start: 30,
    end: 30,
    times: ['08:00:00', '10:00:00'],
    category: 'business',
    last_events_order: 3,
  },
]

const day = (offset: number) => wallClock(new Date(Date.now() + offset * 86_400_000)).slice(0, 10)
const when = (value: number | string, time: string) => (typeof value === 'string' ? value : `${day(value)}T${time}`)

export async function seedEvents(context: AppContext): Promise<void> {
  const typeService = new ResourceService(eventTypes, context)
  const categoryService = new ResourceService(eventCategories, context)
  const eventService = new ResourceService(events, context)
  const imageService = new ResourceService(eventImages, context)
  const typeIds = new Map<string, number>()
  for (const [key, name] of Object.entries(types)) {
    typeIds.set(key, (await typeService.create({ values: { name_sl: name.sl, name_en: name.en }, files: {}, fromForm: false })).id)
  }
  const categoryIds = new Map<string, number>()
  for (const [key, { name, type }] of Object.entries(categories)) {
    const row = await categoryService.create({ values: { name_sl: name.sl, name_en: name.en, type: typeIds.get(type) }, files: {}, fromForm: false })
    categoryIds.set(key, row.id)
  }
  for (const [index, item] of demoEvents.entries()) {
    const picture = item.picture ? await demoImage(item.picture, index) : null
    for (const language of LANGUAGES) {
      const file: Record<string, UploadedFile> = picture ? { image: { filename: 'demo.jpg', mimetype: 'image/jpeg', data: picture } } : {}
      const row = await eventService.create({
        values: {
          title: item.title[language],
          lang: language,
          summary: item.summary[language],
          description: plainTextToHtml(`${item.summary[language]}\n\n${language === 'sl' ? 'Vstop je prost.' : 'Admission is free.'}`),
          start: when(item.start, item.times?.[0] ?? ''),
          end: when(item.end, item.times?.[1] ?? ''),
          location: item.location[language],
          category: categoryIds.get(item.category),
          type: typeIds.get(categories[item.category].type),
          image_alt: item.picture ? item.title[language] : '',
          is_published: true,
          on_key: item.on_key_order !== undefined,
          on_key_order: item.on_key_order ?? 0,
          last_events_order: item.last_events_order ?? null,
        },
        files: file,
        fromForm: false,
      })
      if (picture) {
        await imageService.create({
          values: { event: row.id, alt: item.title[language], order: 0, is_main: true },
          files: { image: { filename: 'demo.jpg', mimetype: 'image/jpeg', data: picture } },
          fromForm: false,
        })
      }
    }
  }
}
