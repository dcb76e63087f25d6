/** /{lang}/shop/cart/: the cart (kept in the browser) and the order form. */
import { graphql } from 'gatsby'
import { Cart } from '../components/shop'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import type { ProductRecord } from '../../shared/pages/records'

function CartView({ data }: ViewProps<{ products: ProductRecord[] }>) {
  return <Cart products={data.products} />
}

export default sitePage(CartView, { section: 'shop' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
