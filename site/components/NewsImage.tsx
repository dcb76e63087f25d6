/** An uploaded news image with its intrinsic size (no layout shift) and its description as alt text. */
import type { NewsCardItem } from '../types'
import { IMAGE_SIZES, ResponsiveImage } from './ResponsiveImage'

interface NewsImageProps {
  item: Pick<NewsCardItem, 'image' | 'image_alt' | 'image_width' | 'image_height' | 'image_srcset' | 'image_webp_srcset'>
  className?: string
  /**
   * 'lazy' below the fold; 'eager' for images in the first screen; 'high' for the page's main image
   * (its largest paint), which is also fetched first.
   */
  priority?: 'lazy' | 'eager' | 'high'
  /** How wide it is shown: a card's or a detail page's. */
  shown?: 'card' | 'detail'
}

/** Cards in the first screen at desktop width. */
const FIRST_ROW = 3

/** The first card's image is the largest paint on narrow screens; the rest of the first row follows. */
export function firstRowPriority(index: number): NonNullable<NewsImageProps['priority']> {
  return index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy'
}

export function NewsImage({ item, className, priority = 'lazy', shown = 'card' }: NewsImageProps) {
  if (!item.image) return null
  return (
    <ResponsiveImage
      className={className}
      src={item.image}
      // No description: the title beside it says what the news is about, so the image is decorative.
      alt={item.image_alt ?? ''}
      width={item.image_width}
      height={item.image_height}
      srcset={item.image_srcset}
      webpSrcset={item.image_webp_srcset}
      sizes={IMAGE_SIZES[shown]}
      priority={priority}
    />
  )
}
