/** Demo generic images (titles and descriptions in both languages), the first one the main image. */
import { images } from '../../shared/resources'
import type { AppContext } from '../context'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'

const demo = [
  {
    caption: 'Rudnik',
    title_sl: 'Poslovna cona Rudnik',
    title_en: 'Rudnik business zone',
    alt_sl: 'Hale poslovne cone pod hribi',
    alt_en: 'The zone’s halls below the hills',
    is_main: true,
  },
  {
    caption: 'Separacija',
    title_sl: 'Stara separacija',
    title_en: 'The old separation plant',
    alt_sl: 'Zgodovinska stavba separacije',
    alt_en: 'The historic separation plant',
    is_main: false,
  },
  {
    caption: 'Inkubator',
    title_sl: 'Poslovni inkubator',
    title_en: 'Business incubator',
    alt_sl: 'Vhod v poslovni inkubator',
    alt_en: 'Entrance of the business incubator',
    is_main: false,
  },
]

export async function seedSiteImages(context: AppContext): Promise<void> {
  const service = new ResourceService(images, context)
  for (const [order, { caption, ...values }] of demo.entries()) {
    await service.create({
      values: { ...values, order },
      files: { image: { filename: 'demo.jpg', mimetype: 'image/jpeg', data: await demoImage(caption, order + 1) } },
      fromForm: false,
    })
  }
}
