/**
 * A record's pictures on its own page (an event's gallery: `pictures`, made by shared/pages/type-pages.ts
 * from every picture type its declarations give it), under a "Pictures" heading; nothing when it
 * has none.
 *
 *   <RecordPictures pictures={data.record.pictures} />
 */
import { useTranslation } from '../i18n'
import type { Picture } from '../../shared/pages/model'
import { PictureGrid } from './PictureGrid'

export function RecordPictures({ pictures }: { pictures: readonly Picture[] | undefined }) {
  const { p } = useTranslation()
  if (!pictures?.length) return null
  return (
    <section aria-labelledby="pictures">
      <h2 id="pictures">{p.headings.pictures}</h2>
      <PictureGrid pictures={pictures} />
    </section>
  )
}
