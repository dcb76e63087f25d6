/** Demo business premises for rent and sale in both languages, each with a cover and a small gallery. */
import { LANGUAGES, type Language } from '../../shared/languages'
import { emptySpaceImages, emptySpaces } from '../../shared/resources'
import type { AppContext } from '../context'
import { plainTextToHtml } from '../resources/rich-text'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'

interface DemoSpace {
  title: Record<Language, string>
  description: Record<Language, string>
  price_unit: Record<Language, string>
  offer: 'rent' | 'sale'
  category: 'office' | 'production' | 'storage' | 'commercial'
  size: number
  floor: number
  price: number | null
  available_from: string
  caption: string
}

const premises: DemoSpace[] = [
  {
    title: { sl: 'Pisarna v upravni stavbi rudnika', en: 'Office in the former mine headquarters' },
    description: {
      sl: 'Svetla pisarna v prvem nadstropju obnovljene upravne stavbe, s kuhinjo in sejno sobo v souporabi.',
      en: 'A bright first-floor office in the renovated headquarters building, with a shared kitchen and meeting room.',
    },
    price_unit: { sl: 'na mesec', en: 'per month' },
    offer: 'rent',
    category: 'office',
    size: 38.5,
    floor: 1,
    price: 420,
    available_from: '2025-10-01',
    caption: 'Pisarna',
  },
  {
    title: { sl: 'Proizvodna hala ob separaciji', en: 'Production hall by the separation plant' },
    description: {
      sl: 'Hala s 6 m višine, mostnim dvigalom in dostopom za tovornjake.',
      en: 'A hall 6 m high with an overhead crane and truck access.',
    },
    price_unit: { sl: 'skupaj, brez DDV', en: 'in total, VAT excluded' },
    offer: 'sale',
    category: 'production',
    size: 1250,
    floor: 0,
    price: 690000,
    available_from: '2025-09-13',
    caption: 'Hala',
  },
  {
    title: { sl: 'Skladišče v kleti strojnice', en: 'Basement storage in the engine house' },
    description: {
      sl: 'Suho, varovano skladišče z dvigalom do pritličja.',
      en: 'Dry, secured storage with a goods lift to the ground floor.',
    },
    price_unit: { sl: 'na mesec', en: 'per month' },
    offer: 'rent',
    category: 'storage',
    size: 210,
    floor: -1,
    price: 630,
    available_from: '2025-11-01',
    caption: 'Skladišče',
  },
  {
    title: { sl: 'Lokal ob vhodu v cono', en: 'Shop unit at the zone entrance' },
    description: {
      sl: 'Poslovni lokal z izložbo, primeren za trgovino ali kavarno.',
      en: 'A shop unit with a display window, suited to a shop or a café.',
    },
    price_unit: { sl: 'po dogovoru', en: 'negotiable' },
    offer: 'sale',
    category: 'commercial',
    size: 74,
    floor: 0,
    price: null,
    available_from: '2026-01-01',
    caption: 'Lokal',
  },
]

export async function seedEmptySpaces(context: AppContext): Promise<void> {
  const spaces = new ResourceService(emptySpaces, context)
  const images = new ResourceService(emptySpaceImages, context)
  for (const language of LANGUAGES) {
    for (const [index, item] of premises.entries()) {
      const space = await spaces.create({
        values: {
          title: item.title[language],
          lang: language,
          description: plainTextToHtml(item.description[language]),
          price_unit: item.price_unit[language],
          offer: item.offer,
          category: item.category,
          size: item.size,
          floor: item.floor,
          price: item.price,
          available_from: item.available_from,
          address: 'Rudniška cesta, 1420 Trbovlje',
          image_alt: item.title[language],
          is_published: true,
        },
        files: { image: { filename: 'space.jpg', mimetype: 'image/jpeg', data: await demoImage(item.caption, index) } },
        fromForm: false,
      })
      for (const order of [0, 1]) {
        await images.create({
          values: { space: space.id, alt: `${item.title[language]} (${order + 1})`, order, is_main: order === 0 },
          files: { image: { filename: 'gallery.jpg', mimetype: 'image/jpeg', data: await demoImage(item.caption, index + order + 1) } },
          fromForm: false,
        })
      }
    }
  }
}
