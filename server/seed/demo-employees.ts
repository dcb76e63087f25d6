/** Demo team in both languages: the zone's staff in its four departments, with hire dates. */
import { LANGUAGES, type Language } from '../../shared/languages'
import { employees } from '../../shared/resources'
import type { AppContext } from '../context'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'
import { DemoTranslations } from './demo-translations'

interface DemoEmployee {
  first_name: string
  last_name: string
  department: 'management' | 'business_support' | 'incubator' | 'maintenance'
  position: Record<Language, string>
  bio: Record<Language, string>
  hire_date: string
  email: string
  phone: string
  display_order: number
  is_active?: boolean
}

const team: DemoEmployee[] = [
  {
    first_name: 'Mojca',
    last_name: 'Zupan',
    department: 'management',
    position: { sl: 'Direktorica poslovne cone', en: 'Director of the business zone' },
    bio: {
      sl: 'Vodi razvoj cone od zaprtja rudnika naprej in skrbi za povezave z občino in vlagatelji.',
      en: 'Has led the zone since the mine closed and looks after links with the municipality and investors.',
    },
    hire_date: '2012-04-01',
    email: 'mojca.zupan@rudnik.si',
    phone: '03 560 12 00',
    display_order: 1,
  },
  {
    first_name: 'Tomaž',
    last_name: 'Kranjc',
    department: 'business_support',
    position: { sl: 'Svetovalec za podjetja', en: 'Business adviser' },
    bio: {
      sl: 'Pomaga podjetjem pri iskanju prostorov, razpisov in sodelavcev.',
      en: 'Helps companies find premises, grants and partners.',
    },
    hire_date: '2019-09-16',
    email: 'tomaz.kranjc@rudnik.si',
    phone: '03 560 12 10',
    display_order: 2,
  },
  {
    first_name: 'Nina',
    last_name: 'Horvat',
    department: 'incubator',
    position: { sl: 'Vodja poslovnega inkubatorja', en: 'Head of the business incubator' },
    bio: {
      sl: 'Mentorica mladim podjetjem v inkubatorju in organizatorka podjetniških delavnic.',
      en: 'Mentors the young companies of the incubator and runs the start-up workshops.',
    },
    hire_date: '2023-02-01',
    email: 'nina.horvat@rudnik.si',
    phone: '03 560 12 20',
    display_order: 3,
  },
  {
    first_name: 'Luka',
    last_name: 'Novak',
    department: 'business_support',
    position: { sl: 'Skrbnik nepremičnin', en: 'Property manager' },
    bio: { sl: 'Pokaže proste prostore in ureja najemne pogodbe.', en: 'Shows the empty spaces and handles leases.' },
    hire_date: '2025-03-03',
    email: 'luka.novak@rudnik.si',
    phone: '03 560 12 11',
    display_order: 2,
  },
  {
    first_name: 'Stanko',
    last_name: 'Mlakar',
    department: 'maintenance',
    position: { sl: 'Hišnik', en: 'Caretaker' },
    bio: {
      sl: 'Nekdanji rudar, ki pozna vsako stavbo na platoju.',
      en: 'A former miner who knows every building on the plateau.',
    },
    hire_date: '2016-06-01',
    email: 'stanko.mlakar@rudnik.si',
    phone: '03 560 12 30',
    display_order: 4,
  },
]

export async function seedEmployees(context: AppContext): Promise<void> {
  const service = new ResourceService(employees, context)
  const pairs = new DemoTranslations(employees)
  for (const language of LANGUAGES) {
    for (const [index, person] of team.entries()) {
      const name = `${person.first_name} ${person.last_name}`
      const row = await service.create({
        values: {
          ...person,
          slug: `${person.first_name}-${person.last_name}`
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z-]/g, ''),
          lang: language,
          position: person.position[language],
          bio: person.bio[language],
          photo_alt: name,
          is_active: person.is_active ?? true,
        },
        files: { photo: { filename: 'photo.jpg', mimetype: 'image/jpeg', data: await demoImage(person.first_name, index, 600, 338) } },
        fromForm: false,
      })
      pairs.add(index, row.id)
    }
  }
  await pairs.link(context)
}
