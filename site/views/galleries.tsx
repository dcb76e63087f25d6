/** The active galleries with their pictures (gallery images follow their gallery: `visibleWith`), or the cover when a gallery has none yet. */
import { graphql } from 'gatsby'
import { formatDisplayDate } from '../../shared/dates'
import { PictureGrid } from '../components/PictureGrid'
import { Text } from '../components/view-parts'
import type { Picture } from '../../shared/pages/model'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { GalleryRecord } from '../../shared/pages/records'

const picturesOf = (gallery: GalleryRecord): Picture[] =>
  gallery.pictures?.length
    ? gallery.pictures
    : gallery.cover_image
      ? [{ id: 0, image: gallery.cover_image, alt: gallery.cover_image_alt ?? '', caption: null }]
      : []

function GalleriesView({ data }: ViewProps<{ records: GalleryRecord[]; empty: string }>) {
  if (!data.records.length) return <p className="empty-state">{data.empty}</p>
  return data.records.map((gallery) => (
    <section key={gallery.id} aria-labelledby={`gallery-${gallery.id}`} className="gallery">
      <h2 id={`gallery-${gallery.id}`}>{gallery.title}</h2>
      {gallery.date && <p className="news-card__date">{formatDisplayDate(gallery.date)}</p>}
      <Text text={gallery.description} />
      <PictureGrid pictures={picturesOf(gallery)} />
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
