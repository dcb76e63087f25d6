/** Demo info (information/about pages, footer contacts) and industrial-zone records, one per language. */
import { LANGUAGES, type Language } from '../../shared/languages'
import { industrialZone, info } from '../../shared/resources'
import type { AppContext } from '../context'
import { plainTextToHtml } from '../resources/rich-text'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'

const infoText: Record<Language, Record<string, string>> = {
  sl: {
    title: 'Poslovna cona Rudnik',
    intro: 'Nekdanji rudniški plato nad Trbovljami je danes prostor za podjetja, obrt in nove ideje.',
    body: 'Poslovna cona Rudnik združuje proizvodne hale, pisarne in podjetniški inkubator.\n\nMed podjetji v coni je tudi družinsko Mizarstvo Kovač, ki že tri generacije izdeluje masivno pohištvo po meri.',
    address: 'Rudniška cesta 1, 1420 Trbovlje',
    opening_hours: 'pon–pet 7:00–15:00, vikend zaprto',
    location: 'Cona leži ob regionalni cesti, 2 km od središča Trbovelj. Parkirišče je ob upravni stavbi.',
    image_alt: 'Pogled na poslovno cono z nekdanjim rudniškim stolpom',
  },
  en: {
    title: 'Rudnik Business Zone',
    intro: 'The former mine plateau above Trbovlje is now home to companies, crafts and new ideas.',
    body: 'The Rudnik Business Zone brings together production halls, offices and a business incubator.\n\nAmong its companies is the family-run Mizarstvo Kovač joinery, which has made solid-wood furniture to measure for three generations.',
    address: 'Rudniška cesta 1, 1420 Trbovlje, Slovenia',
    opening_hours: 'Mon–Fri 7:00–15:00, weekend closed',
    location: 'The zone lies on the regional road, 2 km from the centre of Trbovlje. Parking is next to the administration building.',
    image_alt: 'View of the business zone with the former mine tower',
  },
}

const zoneText: Record<Language, Record<string, string>> = {
  sl: {
    title: 'Industrijska cona Rudnik',
    description: 'Komunalno opremljene parcele za proizvodnjo in skladiščenje na nekdanjem rudniškem zemljišču, z dostopom do glavne ceste in železnice.',
    location: 'Trbovlje, ob Rudniški cesti',
    image_alt: 'Proizvodne hale v industrijski coni',
  },
  en: {
    title: 'Rudnik Industrial Zone',
    description: 'Serviced plots for production and storage on former mining land, with access to the main road and the railway.',
    location: 'Trbovlje, along Rudniška cesta',
    image_alt: 'Production halls in the industrial zone',
  },
}

export async function seedInfo(context: AppContext): Promise<void> {
  const infoService = new ResourceService(info, context)
  const zoneService = new ResourceService(industrialZone, context)
  for (const [index, language] of LANGUAGES.entries()) {
    await infoService.create({
      values: {
        ...infoText[language],
        body: plainTextToHtml(infoText[language].body),
        lang: language,
        phone: '+386 3 000 00 00',
        email: 'info@rudnik.example',
      },
      files: { image: { filename: 'info.jpg', mimetype: 'image/jpeg', data: await demoImage('Rudnik', index) } },
      fromForm: false,
    })
    await zoneService.create({
      values: {
        ...zoneText[language],
        description: plainTextToHtml(zoneText[language].description),
        lang: language,
        area_ha: 42.5,
        plots_count: 28,
        companies_count: 36,
      },
      files: { image: { filename: 'zone.jpg', mimetype: 'image/jpeg', data: await demoImage('Cona', index + 2) } },
      fromForm: false,
    })
  }
}
