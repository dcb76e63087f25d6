/** /{lang}/shop/cart/: the cart (kept in the browser) and the order form. */
import { Cart } from '../components/shop'
import type { ProductRecord } from '../content-types'
import type { ViewProps } from './parts'

export function CartView({ ctx }: ViewProps) {
  return <Cart products={(ctx.data as { products: ProductRecord[] }).products} />
}
