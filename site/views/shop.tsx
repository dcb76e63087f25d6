/** /{lang}/shop/ and /{lang}/shop/{category}/ (also .../product/ without an id): products, by category. */
import { Link } from 'gatsby'
import { CardGrid, ContentCard } from '../components/ContentCard'
import { CartLink, money } from '../components/shop'
import type { NamedRecord, ProductRecord } from '../content-types'
import { shopLinks, shopPath } from '../paths'
import type { ViewProps } from './parts'

export function ShopView({ ctx, p }: ViewProps) {
  const { categories, products, category } = ctx.data as { categories: NamedRecord[]; products: ProductRecord[]; category?: NamedRecord }
  const categoryOf = (product: ProductRecord) => categories.find((candidate) => candidate.id === product.category)
  return (
    <>
      <p className="shop-bar">
        <CartLink />
      </p>
      <nav className="tag-filter" aria-label={p.headings.categories}>
        <ul>
          <li>
            <Link to={shopPath(ctx.language, shopLinks.home)} aria-current={!category ? 'page' : undefined}>
              {p.shop.all_products}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={shopPath(ctx.language, shopLinks.category(c.slug))} aria-current={category?.id === c.id ? 'page' : undefined}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CardGrid empty={!products.length} emptyText={p.empty.products}>
        {products.map((product) => (
          <ContentCard key={product.id} title={product.name} image={product.image} alt={product.image_alt} meta={money(product.price, ctx.language)}
            link={shopPath(ctx.language, shopLinks.product(categoryOf(product)?.slug ?? String(product.category), product.id))} />
        ))}
      </CardGrid>
    </>
  )
}
