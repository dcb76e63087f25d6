/** /{lang}/shop/{category}/product/{id}/: one product and the add-to-cart button. */
import { Link } from 'gatsby'
import { ContentImage } from '../components/ContentCard'
import { AddToCart, CartLink, money } from '../components/shop'
import type { NamedRecord, ProductRecord } from '../content-types'
import { shopLinks, shopPath } from '../paths'
import { Text, type ViewProps } from './parts'

export function ProductView({ ctx, p }: ViewProps) {
  const { product, category } = ctx.data as { product: ProductRecord; category: NamedRecord }
  return (
    <>
      <p className="shop-bar">
        <Link to={shopPath(ctx.language, shopLinks.category(category.slug))}>{category.name}</Link> · <CartLink />
      </p>
      <ContentImage src={product.image} alt={product.image_alt} className="news-detail__image" eager />
      <p className="price">{money(product.price, ctx.language)}</p>
      <p>{product.stock > 0 ? p.labels.in_stock : p.labels.out_of_stock}</p>
      <Text text={product.description} />
      <AddToCart product={product} />
    </>
  )
}
