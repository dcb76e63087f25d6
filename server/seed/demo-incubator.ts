/** Demo incubator content: this year's page (active) and last year's call (inactive), each in both languages. */
import { incubator } from '../../shared/resources'
import type { AppContext } from '../context'
import { plainTextToHtml } from '../resources/rich-text'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'

export async function seedIncubator(context: AppContext): Promise<void> {
  const service = new ResourceService(incubator, context)
  await service.create({
    values: {
      title_sl: 'Poslovni inkubator Rudnik',
      title_en: 'Rudnik business incubator',
      body_sl: plainTextToHtml(
        'V nekdanji rudniški upravni stavbi mlada podjetja dobijo opremljeno pisarno, mentorja in povezave s podjetji v coni.\n\n' +
          'Prvo leto je najemnina znižana za polovico, mentorstvo in delavnice so brezplačne.',
      ),
      body_en: plainTextToHtml(
        'In the former mine headquarters, young companies get a furnished office, a mentor and links to the companies of the zone.\n\n' +
          'Rent is halved in the first year; mentoring and workshops are free.',
      ),
      call_to_action_sl: 'Prijave zbiramo vse leto na inkubator@rudnik.si.',
      call_to_action_en: 'Applications are open all year at inkubator@rudnik.si.',
      contact_email: 'inkubator@rudnik.si',
      image_alt_sl: 'Pisarne inkubatorja v upravni stavbi',
      image_alt_en: 'Incubator offices in the headquarters building',
      is_active: true,
    },
    files: { image: { filename: 'incubator.jpg', mimetype: 'image/jpeg', data: await demoImage('Inkubator', 1) } },
    fromForm: false,
  })
  await service.create({
    values: {
      title_sl: 'Razpis inkubatorja 2024',
      title_en: 'Incubator call 2024',
      body_sl: plainTextToHtml('Razpis za vstop v inkubator v letu 2024 je zaključen.'),
      body_en: plainTextToHtml('The 2024 call for the incubator is closed.'),
      contact_email: 'inkubator@rudnik.si',
      is_active: false,
    },
    files: {},
    fromForm: false,
  })
}
