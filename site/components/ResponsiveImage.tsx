/**
 * An uploaded image with its intrinsic size (no layout shift), its alt text, and the resized variants
 * the build made (site/build/image-size.ts): WebP in a <source>, the original's format in the <img>'s
 * srcset, and `sizes` saying how wide the image is shown, so a phone loads the 480-wide file.
 */

/** How wide each kind of image is shown (see styles/news.css and content.css). */
export const IMAGE_SIZES = {
  /** Cards in a grid of columns at least 17rem wide, inside a 72rem container. */
  card: '(max-width: 40rem) calc(100vw - 2rem), (max-width: 60rem) 50vw, 24rem',
  /** The main image of a detail page (the article is at most 50rem wide). */
  detail: '(max-width: 52rem) calc(100vw - 2rem), 50rem',
  /** Pictures in a grid of columns at least 12-14rem wide. */
  grid: '(max-width: 40rem) calc(100vw - 2rem), 20rem',
  /** A portrait, at most 16rem wide. */
  portrait: '16rem',
} as const

export interface ResponsiveImageProps {
  src: string
  alt: string
  width?: number | null
  height?: number | null
  srcset?: string | null
  webpSrcset?: string | null
  sizes: string
  className?: string
  /** 'lazy' below the fold; 'eager' for the first screen; 'high' for the page's largest paint. */
  priority?: 'lazy' | 'eager' | 'high'
}

export function ResponsiveImage({ src, alt, width, height, srcset, webpSrcset, sizes, className, priority = 'lazy' }: ResponsiveImageProps) {
  const image = (
    <img
      className={className}
      src={src}
      srcSet={srcset || undefined}
      sizes={srcset ? sizes : undefined}
      alt={alt}
      width={width ?? undefined}
      height={height ?? undefined}
      loading={priority === 'lazy' ? 'lazy' : 'eager'}
      decoding="async"
      // React 18 does not know the camel-cased prop yet; the lower-case attribute passes through.
      {...(priority === 'high' ? { fetchpriority: 'high' } : {})}
    />
  )
  if (!webpSrcset) return image
  return (
    <picture>
      <source type="image/webp" srcSet={webpSrcset} sizes={sizes} />
      {image}
    </picture>
  )
}
