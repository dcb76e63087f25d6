/** The active galleries with their pictures (gallery images follow their gallery: `visibleWith`), or the cover when a gallery has none yet. */
import { graphql } from 'gatsby'
import { formatDisplayDate } from '../../shared/dates'
import { ContentImage } from '../components/ContentCard'
import { Text } from '../components/view-parts'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { GalleryImageRecord, GalleryRecord } from '../records'

const picturesOf = (gallery: GalleryRecord): Pick<GalleryImageRecord, 'id' | 'image' | 'alt' | 'caption'>[] =>
  gallery.gallery_images?.length
    ? gallery.gallery_images
    : gallery.cover_image
      ? [{ id: 0, image: gallery.cover_image, alt: gallery.cover_image_alt, caption: null }]
      : []

function GalleriesView({ data }: ViewProps<{ records: GalleryRecord[]; empty: string }>) {
  if (!data.records.length) return <p className="empty-state">{data.empty}</p>
  return data.records.map((gallery) => (
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

export default sitePage(GalleriesView, { section: 'gallery' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
