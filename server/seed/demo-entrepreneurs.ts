/** Demo catalogue of local entrepreneurs in both languages, led by the family furniture business. */
import { LANGUAGES, type Language } from '../../shared/languages'
import { entrepreneurs } from '../../shared/resources'
import type { AppContext } from '../context'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'
import { DemoTranslations } from './demo-translations'

interface DemoEntrepreneur {
  name: Record<Language, string>
  activity: Record<Language, string>
  description: Record<Language, string>
  address: string
  phone: string
  email: string
  website?: string
}

const catalogue: DemoEntrepreneur[] = [
  {
    name: { sl: 'Mizarstvo Kovač', en: 'Mizarstvo Kovač (Kovač Joinery)' },
    activity: { sl: 'Družinsko mizarstvo, pohištvo po meri', en: 'Family joinery, furniture made to measure' },
    description: {
      sl: 'Tri generacije družine Kovač izdelujejo masivno pohištvo iz lokalnega lesa: kuhinje, mize in omare po meri.',
      en: 'Three generations of the Kovač family make solid-wood furniture from local timber: kitchens, tables and wardrobes to measure.',
    },
    address: 'Rudniška cesta 12, 1420 Trbovlje',
    phone: '03 562 40 10',
    email: 'info@mizarstvo-kovac.si',
    website: 'https://mizarstvo-kovac.example.si',
  },
  {
    name: { sl: 'Kovinarstvo Separacija', en: 'Separacija Metalworks' },
    activity: { sl: 'Kovinske konstrukcije in varjenje', en: 'Steel structures and welding' },
    description: {
      sl: 'Izdeluje jeklene konstrukcije, ograje in stopnišča v obnovljeni hali stare separacije.',
      en: 'Makes steel structures, railings and staircases in the renovated hall of the old separation plant.',
    },
    address: 'Rudniška cesta 14, 1420 Trbovlje',
    phone: '03 562 40 20',
    email: 'info@separacija.example.si',
  },
  {
    name: { sl: 'Zeleni rov', en: 'Zeleni rov (Green Shaft)' },
    activity: { sl: 'Sončne elektrarne na strehah', en: 'Rooftop solar power plants' },
    description: {
      sl: 'Zagonsko podjetje iz inkubatorja, ki načrtuje in postavlja sončne elektrarne za podjetja v coni.',
      en: 'A start-up from the incubator that designs and builds solar plants for the companies of the zone.',
    },
    address: 'Inkubator, Rudniška cesta 2, 1420 Trbovlje',
    phone: '03 562 40 30',
    email: 'pozdrav@zelenirov.example.si',
    website: 'https://zelenirov.example.si',
  },
  {
    name: { sl: 'Knapovska pekarna', en: 'Miners’ Bakery' },
    activity: { sl: 'Pekarna in kavarna', en: 'Bakery and café' },
    description: {
      sl: 'Peče knapovski kruh po starih receptih in streže malice zaposlenim v coni.',
      en: 'Bakes miners’ bread from old recipes and serves lunch to the people working in the zone.',
    },
    address: 'Rudniška cesta 5, 1420 Trbovlje',
    phone: '03 562 40 40',
    email: 'pekarna@knap.example.si',
  },
  {
    name: { sl: 'Podatkovni jašek', en: 'Data Shaft' },
    activity: { sl: 'Razvoj programske opreme', en: 'Software development' },
    description: {
      sl: 'Razvija spletne aplikacije za lokalna podjetja in občine.',
      en: 'Builds web applications for local companies and municipalities.',
    },
    address: 'Inkubator, Rudniška cesta 2, 1420 Trbovlje',
    phone: '03 562 40 50',
    email: 'info@jasek.example.si',
  },
]

export async function seedEntrepreneurs(context: AppContext): Promise<void> {
  const service = new ResourceService(entrepreneurs, context)
  const pairs = new DemoTranslations(entrepreneurs)
  for (const language of LANGUAGES) {
    for (const [index, item] of catalogue.entries()) {
      const row = await service.create({
        values: {
          name: item.name[language],
          lang: language,
          activity: item.activity[language],
          description: item.description[language],
          address: item.address,
          phone: item.phone,
          email: item.email,
          website: item.website,
          logo_alt: item.name[language],
          is_published: true,
        },
        files: { logo: { filename: 'logo.jpg', mimetype: 'image/jpeg', data: await demoImage(item.name.sl, index, 400, 225) } },
        fromForm: false,
      })
      pairs.add(index, row.id)
    }
  }
  await pairs.link(context)
}
