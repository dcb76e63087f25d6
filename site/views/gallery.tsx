/** /gallery/: the active galleries with their pictures (or the cover when a gallery has none yet). */
import { formatDisplayDate } from '../../shared/dates'
import { ContentImage } from '../components/ContentCard'
import type { GalleryImageRecord, GalleryRecord } from '../content-types'
import { Text, type ViewProps } from './parts'

type Gallery = GalleryRecord & { images: GalleryImageRecord[] }

const picturesOf = (gallery: Gallery): GalleryImageRecord[] =>
  gallery.images.length
    ? gallery.images
    : gallery.cover_image
      ? [{ id: 0, gallery: gallery.id, image: gallery.cover_image, alt: gallery.cover_image_alt, caption: null }]
      : []

export function GalleryView({ ctx, p }: ViewProps) {
  const { galleries } = ctx.data as { galleries: Gallery[] }
  if (!galleries.length) return <p className="empty-state">{p.empty.gallery}</p>
  return galleries.map((gallery) => (
    <section key={gallery.id} aria-labelledby={`gallery-${gallery.id}`} className="gallery">
      <h2 id={`gallery-${gallery.id}`}>{gallery.title}</h2>
      {gallery.date && <p className="news-card__date">{formatDisplayDate(gallery.date)}</p>}
      <Text text={gallery.description} />
      <ul className="picture-grid">
        {picturesOf(gallery).map((image) => (
          <li key={image.id}>
            <figure>
              <ContentImage src={image.image} alt={image.alt} />
              {image.caption && image.caption !== image.alt && <figcaption>{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  ))
}
