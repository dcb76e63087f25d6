/** /video/: the videos (one record carries both languages' texts). */
import { graphql } from 'gatsby'
import { ContentImage } from '../components/ContentCard'
import { Text } from '../components/view-parts'
import { useTranslation } from '../i18n'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { VideoRecord } from '../../shared/pages/records'

function VideoView({ data: { videos } }: ViewProps<{ videos: VideoRecord[] }>) {
  const { p, language } = useTranslation()
  const en = language === 'en'
  if (!videos.length) return <p className="empty-state">{p.empty.videos}</p>
  return videos.map((video) => {
    const title = (en && video.title_en) || video.title_sl
    const alt = (en && video.poster_alt_en) || video.poster_alt_sl
    return (
      <section key={video.id} aria-labelledby={`video-${video.id}`} className="video">
        <h2 id={`video-${video.id}`}>{title}</h2>
        {video.file ? (
          // biome-ignore lint/a11y/useMediaCaption: uploaded videos carry no caption file yet (captions are issue 14's work); title and text are on the page
          <video controls preload="none" poster={video.poster ?? undefined} src={video.file} aria-label={title} />
        ) : (
          <>
            <ContentImage src={video.poster} alt={alt} className="news-detail__image" />
            <p>{p.video.unavailable}</p>
          </>
        )}
        <Text text={(en && video.description_en) || video.description_sl} />
      </section>
    )
  })
}

export default sitePage(VideoView)

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
