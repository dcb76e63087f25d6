/** Demo news and tags in both languages, so a fresh install shows a full site. */
import type { Language } from '../../shared/languages'
import { LANGUAGES } from '../../shared/languages'
import { news, tags } from '../../shared/resources'
import type { AppContext } from '../context'
import type { UploadedFile } from '../http/request-input'
import { plainTextToHtml } from '../resources/rich-text'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'
import { DemoTranslations } from './demo-translations'

interface DemoTag {
  key: string
  name: Record<Language, string>
}

interface DemoNews {
  title: Record<Language, string>
  summary: Record<Language, string>
  body: Record<Language, string>
  date: string
  tags: string[]
  image?: string
}

const demoTags: DemoTag[] = [
  { key: 'zone', name: { sl: 'Poslovna cona', en: 'Business zone' } },
  { key: 'incubator', name: { sl: 'Inkubator', en: 'Incubator' } },
  { key: 'events', name: { sl: 'Dogodki', en: 'Events' } },
  { key: 'heritage', name: { sl: 'Rudarska dediščina', en: 'Mining heritage' } },
]

const demoNews: DemoNews[] = [
  {
    title: { sl: 'Nova proizvodna hala v coni odprta', en: 'New production hall opens in the zone' },
    summary: {
      sl: 'Na nekdanjem rudniškem platoju je začela obratovati hala s 1.200 m² površine.',
      en: 'A 1,200 m² hall has started operating on the former mine plateau.',
    },
    body: {
      sl: 'Na nekdanjem rudniškem platoju je začela obratovati nova proizvodna hala.\n\nV njej bodo prostor našla tri podjetja, ki skupaj zaposlujejo 40 ljudi.',
      en: 'A new production hall has started operating on the former mine plateau.\n\nIt houses three companies that together employ 40 people.',
    },
    date: '2025-10-02',
    tags: ['zone'],
    image: 'Hala',
  },
  {
    title: { sl: 'Razpis za vstop v podjetniški inkubator', en: 'Call for the business incubator' },
    summary: {
      sl: 'Mlada podjetja lahko do konca meseca oddajo prijavo za pisarne in mentorstvo.',
      en: 'Young companies can apply for offices and mentoring until the end of the month.',
    },
    body: {
      // Rich text (a heading, a list, a link), as an editor writes it in the back office.
      sl:
        '<p>Inkubator ponuja opremljene pisarne, mentorstvo in povezave z lokalnimi podjetji.</p>' +
        '<h2>Kaj dobite</h2><ul><li>opremljeno pisarno s polovično najemnino prvo leto</li><li>mentorja iz podjetja v coni</li><li><strong>brezplačne</strong> delavnice</li></ul>' +
        '<p>Prijave zbiramo do konca meseca na <a href="mailto:inkubator@rudnik.si">inkubator@rudnik.si</a>; več o <a href="/incubator/">inkubatorju</a>.</p>',
      en:
        '<p>The incubator offers furnished offices, mentoring and links to local companies.</p>' +
        '<h2>What you get</h2><ul><li>a furnished office at half rent in the first year</li><li>a mentor from a company of the zone</li><li><strong>free</strong> workshops</li></ul>' +
        '<p>Applications are open until the end of the month at <a href="mailto:inkubator@rudnik.si">inkubator@rudnik.si</a>; more about <a href="/en/incubator/">the incubator</a>.</p>',
    },
    date: '2025-09-20',
    tags: ['incubator'],
    image: 'Inkubator',
  },
  {
    title: { sl: 'Dan odprtih vrat cone', en: 'Open day in the zone' },
    summary: {
      sl: 'Trinajstega septembra so podjetja v coni odprla vrata obiskovalcem.',
      en: 'On 13 September the companies of the zone opened their doors to visitors.',
    },
    body: {
      sl: 'Obiskovalci so si ogledali delavnice, med njimi družinsko mizarstvo, ki izdeluje pohištvo po meri.\n\nDogodek je obiskalo več kot 300 ljudi.',
      en: 'Visitors saw the workshops, among them the family joinery that makes furniture to measure.\n\nMore than 300 people came.',
    },
    date: '2025-09-13',
    tags: ['events', 'zone'],
    image: 'Odprta vrata',
  },
  {
    title: { sl: 'Obnova stare separacije', en: 'Renovating the old separation plant' },
    summary: {
      sl: 'Zgodovinska stavba bo postala prostor za razstave in srečanja.',
      en: 'The historic building will become a place for exhibitions and meetings.',
    },
    body: {
      sl: 'Stavba stare separacije je del rudarske dediščine kraja.\n\nObnova bo končana prihodnje leto.',
      en: 'The old separation plant is part of the town’s mining heritage.\n\nThe renovation will finish next year.',
    },
    date: '2025-08-28',
    tags: ['heritage'],
    image: 'Dediščina',
  },
  {
    title: { sl: 'Nova kolesarska povezava do cone', en: 'New cycle path to the zone' },
    summary: {
      sl: 'Zaposleni lahko v službo varno pridejo s kolesom.',
      en: 'Employees can now cycle safely to work.',
    },
    body: {
      sl: 'Občina je zgradila kolesarsko povezavo od središča kraja do poslovne cone.',
      en: 'The municipality has built a cycle path from the town centre to the business zone.',
    },
    date: '2025-07-15',
    tags: ['zone'],
  },
]

/** Demo tags and news in both languages. */
export async function seedNews(context: AppContext): Promise<void> {
  const newsService = new ResourceService(news, context)
  const tagService = new ResourceService(tags, context)
  const pairs = new DemoTranslations(news)
  for (const language of LANGUAGES) {
    const tagIds = new Map<string, number>()
    for (const tag of demoTags) {
      const row = await tagService.create({ values: { name: tag.name[language], lang: language }, files: {}, fromForm: false })
      tagIds.set(tag.key, row.id)
    }
    for (const [index, item] of demoNews.entries()) {
      const files: Record<string, UploadedFile> = item.image
        ? { image: { filename: 'demo.jpg', mimetype: 'image/jpeg', data: await demoImage(item.image, index) } }
        : {}
      const row = await newsService.create({
        values: {
          title: item.title[language],
          summary: item.summary[language],
          body: item.body[language].startsWith('<') ? item.body[language] : plainTextToHtml(item.body[language]),
          lang: language,
          date_made: item.date,
          tags: item.tags.map((key) => tagIds.get(key)),
          image_alt: item.image ? item.title[language] : '',
          is_published: true,
        },
        files,
        fromForm: false,
      })
      pairs.add(index, row.id)
    }
  }
  await pairs.link(context)
}
