/**
 * Content images and cards outside the news: an image is named by its path, and its size and
 * variants come from the page context's `sizes` (put there by the build, site/build/page-contexts.ts)
 * through ImageSizesContext, so records stay as the API answered them.
 *
 *   <ImageSizesContext.Provider value={pageContext.sizes}>
 *     <ContentCard title="Open day" link="/events/open-day/" image="/media/x.jpg" alt="..." />
 */
import { createContext, useContext, type ReactNode } from 'react'
import type { ImageSizes } from '../../shared/pages/records'
import { Link } from './Link'
import { IMAGE_SIZES, ResponsiveImage } from './ResponsiveImage'

export const ImageSizesContext = createContext<ImageSizes>({})

/** How wide an image is shown, by its class. */
const SHOWN: Record<string, keyof typeof IMAGE_SIZES> = { 'news-card__image': 'card', 'news-detail__image': 'detail', portrait: 'portrait' }

interface ContentImageProps {
  src: string | null | undefined
  alt: string | null | undefined
  className?: string
  /** In the first screen: loaded at once rather than when scrolled near. */
  eager?: boolean
}

export function ContentImage({ src, alt, className, eager }: ContentImageProps) {
  const sizes = useContext(ImageSizesContext)
  if (!src) return null
  const [width, height, srcset, webpSrcset] = sizes[src] ?? []
  return (
    <ResponsiveImage
      className={className}
      src={src}
      alt={alt ?? ''}
      width={width}
      height={height}
      srcset={srcset}
      webpSrcset={webpSrcset}
      sizes={IMAGE_SIZES[SHOWN[className ?? ''] ?? 'grid']}
      priority={eager ? 'eager' : 'lazy'}
    />
  )
}

interface ContentCardProps {
  title: string
  link?: string
  image?: string | null
  alt?: string | null
  meta?: ReactNode
  children?: ReactNode
  level?: 2 | 3
  /** `link` lives under the language prefix in every language (the shop): see Link. */
  prefixed?: boolean
}

export function ContentCard({ title, link, image, alt, meta, children, level = 2, prefixed }: ContentCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <article className="news-card">
      <ContentImage src={image} alt={alt} className="news-card__image" />
      <div className="news-card__body">
        <Heading className="news-card__title">
          {link ? (
            <Link to={link} prefixed={prefixed}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {meta && <div className="news-card__date">{meta}</div>}
        {children}
      </div>
    </article>
  )
}

/** A grid of cards, or the empty-state message when there is nothing to show. */
export function CardGrid({ children, empty, emptyText }: { children: ReactNode; empty: boolean; emptyText: string }) {
  return empty ? <p className="empty-state">{emptyText}</p> : <div className="news-grid">{children}</div>
}
