/**
 * Pictures in their order (shared/pages/model.ts Picture: an event's gallery, a gallery's pictures): a list of
 * figures, each image with its description for screen readers as alt text, and its caption when it
 * says more than that description. No words of its own (the galleries page loads common.json only).
 *
 *   <PictureGrid pictures={gallery.pictures} />
 */
import type { Picture } from '../../shared/pages/model'
import { ContentImage } from './ContentCard'

export function PictureGrid({ pictures }: { pictures: readonly Picture[] }) {
  return (
    <ul className="picture-grid">
      {pictures.map((picture) => (
        <li key={picture.id}>
          <figure>
            <ContentImage src={picture.image} alt={picture.alt} />
            {picture.caption && picture.caption !== picture.alt && <figcaption>{picture.caption}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  )
}
