/** Two demo galleries per language, each with a few generated pictures. */
import { LANGUAGES, type Language } from '../../shared/languages'
import { galleries, galleryImages } from '../../shared/resources'
import type { AppContext } from '../context'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'

const demoGalleries: { title: Record<Language, string>; description: Record<Language, string>; date: string; pictures: Record<Language, string>[] }[] = [
  {
    title: { sl: 'Dan odprtih vrat 2025', en: 'Open day 2025' },
    description: { sl: 'Utrinki z dneva odprtih vrat cone, 13. septembra 2025.', en: 'Moments from the zone’s open day, 13 September 2025.' },
    date: '2025-09-13',
    pictures: [
      { sl: 'Obiskovalci v mizarski delavnici', en: 'Visitors in the joinery workshop' },
      { sl: 'Predstavitev inkubatorja', en: 'Presenting the incubator' },
      { sl: 'Vodstvo po nekdanjem rudniku', en: 'A tour of the former mine' },
    ],
  },
  {
    title: { sl: 'Rudarska dediščina', en: 'Mining heritage' },
    description: { sl: 'Stavbe in stroji, ki pričajo o rudarski preteklosti kraja.', en: 'Buildings and machines that tell of the town’s mining past.' },
    date: '2025-06-20',
    pictures: [
      { sl: 'Stara separacija', en: 'The old separation plant' },
      { sl: 'Rudniški stolp', en: 'The mine tower' },
    ],
  },
]

export async function seedGalleries(context: AppContext): Promise<void> {
  const galleryService = new ResourceService(galleries, context)
  const imageService = new ResourceService(galleryImages, context)
  for (const language of LANGUAGES) {
    for (const [g, item] of demoGalleries.entries()) {
      const gallery = await galleryService.create({
        values: {
          title: item.title[language],
          description: item.description[language],
          lang: language,
          date: item.date,
          is_active: true,
          cover_image_alt: item.pictures[0][language],
        },
        files: { cover_image: { filename: 'cover.jpg', mimetype: 'image/jpeg', data: await demoImage(item.title.sl, g) } },
        fromForm: false,
      })
      for (const [order, picture] of item.pictures.entries()) {
        await imageService.create({
          values: { gallery: gallery.id, alt: picture[language], caption: picture[language], order, is_active: true },
          files: { image: { filename: 'picture.jpg', mimetype: 'image/jpeg', data: await demoImage(picture.sl, g + order) } },
          fromForm: false,
        })
      }
    }
  }
}
