/** An uploaded news image with its intrinsic size (no layout shift) and its description as alt text. */
import { useContext } from 'react'
import type { NewsRecord } from '../../shared/pages/records'
import { ImageSizesContext } from './ContentCard'
import { IMAGE_SIZES, ResponsiveImage } from './ResponsiveImage'

interface NewsImageProps {
  item: Pick<NewsRecord, 'image' | 'image_alt'>
  className?: string
  /**
   * 'lazy' below the fold; 'eager' for images in the first screen; 'high' for the page's main image
   * (its largest paint), which is also fetched first.
   */
  priority?: 'lazy' | 'eager' | 'high'
  /** How wide it is shown: a card's or a detail page's. */
  shown?: 'card' | 'detail'
}

export function NewsImage({ item, className, priority = 'lazy', shown = 'card' }: NewsImageProps) {
  const sizes = useContext(ImageSizesContext)
  if (!item.image) return null
  const [width, height, srcset, webpSrcset] = sizes[item.image] ?? []
  return (
    <ResponsiveImage
      className={className}
      src={item.image}
      // No description: the title beside it says what the news is about, so the image is decorative.
      alt={item.image_alt ?? ''}
      width={width}
      height={height}
      srcset={srcset}
      webpSrcset={webpSrcset}
      sizes={IMAGE_SIZES[shown]}
      priority={priority}
    />
  )
}
