/** /{lang}/shop/{category}/product/{id}/: one product and the add-to-cart button. */
import { graphql } from 'gatsby'
import { ContentImage } from '../components/ContentCard'
import { Link } from '../components/Link'
import { AddToCart, CartLink, money } from '../components/shop'
import { Text } from '../components/view-parts'
import { useTranslation } from '../i18n'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import { shopLinks } from '../paths'
import type { ProductCategoryRecord, ProductRecord } from '../../shared/pages/records'

function ProductView({ data: { product, category } }: ViewProps<{ product: ProductRecord; category: ProductCategoryRecord }>) {
  const { p, language } = useTranslation()
  return (
    <>
      <p className="shop-bar">
        <Link to={shopLinks.category(category.slug)} prefixed>
          {category.name}
        </Link>{' '}
        · <CartLink />
      </p>
      <ContentImage src={product.image} alt={product.image_alt} className="news-detail__image" eager />
      <p className="price">{money(Number(product.price), language)}</p>
      <p>{(product.stock ?? 0) > 0 ? p.labels.in_stock : p.labels.out_of_stock}</p>
      <Text text={product.description} />
      <AddToCart product={product} />
    </>
  )
}

export default sitePage(ProductView, { section: 'shop' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
