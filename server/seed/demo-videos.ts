/**
 * Demo videos: records with a poster and texts in both languages, but no video file (the
 * repository ships no video). Staff add the file in the back office, or through uploads/.
 */
import { videos } from '../../shared/resources'
import type { AppContext } from '../context'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'

const demoVideos = [
  {
    title: { sl: 'Poslovna cona Rudnik iz zraka', en: 'Poslovna cona Rudnik from the air' },
    description: {
      sl: 'Nekdanji rudniški plato danes: proizvodne hale, podjetniški inkubator in prostori, ki čakajo nova podjetja.',
      en: 'The former mine plateau today: production halls, the business incubator and premises waiting for new companies.',
    },
    poster: 'Iz zraka',
    alt: { sl: 'Pogled na poslovno cono s hribi v ozadju', en: 'View of the business zone with hills behind it' },
  },
  {
    title: { sl: 'Od premoga do podjetništva', en: 'From coal to entrepreneurship' },
    description: {
      sl: 'Kratek pregled zgodovine rudnika in njegove preobrazbe v središče za podjetja.',
      en: 'A short history of the mine and its transformation into a hub for companies.',
    },
    poster: 'Zgodovina',
    alt: { sl: 'Stari rudniški stolp ob sončnem zahodu', en: 'The old mine tower at sunset' },
  },
]

export async function seedVideos(context: AppContext): Promise<void> {
  const service = new ResourceService(videos, context)
  for (const [index, video] of demoVideos.entries()) {
    await service.create({
      values: {
        title_sl: video.title.sl,
        title_en: video.title.en,
        description_sl: video.description.sl,
        description_en: video.description.en,
        poster_alt_sl: video.alt.sl,
        poster_alt_en: video.alt.en,
        is_active: true,
        order: index,
      },
      files: { poster: { filename: 'poster.jpg', mimetype: 'image/jpeg', data: await demoImage(video.poster, index + 1) } },
      fromForm: false,
    })
  }
}
