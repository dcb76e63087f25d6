/** /{lang}/shop/ and /{lang}/shop/{category}/ (also .../product/ without an id): products, by category. */
import { graphql } from 'gatsby'
import { CardGrid, ContentCard } from '../components/ContentCard'
import { Link } from '../components/Link'
import { CartLink, money } from '../components/shop'
import { useTranslation } from '../i18n'
import { sitePage, SitePageHead, type ViewProps } from '../page'
import { shopLinks } from '../paths'
import type { ProductCategoryRecord, ProductRecord } from '../../shared/pages/records'

function ShopView({
  data: { categories, products, category },
}: ViewProps<{ categories: ProductCategoryRecord[]; products: ProductRecord[]; category?: ProductCategoryRecord }>) {
  const { p, language } = useTranslation()
  const categoryOf = (product: ProductRecord) => categories.find((candidate) => candidate.id === product.category)
  return (
    <>
      <p className="shop-bar">
        <CartLink />
      </p>
      <nav className="tag-filter" aria-label={p.headings.categories}>
        <ul>
          <li>
            <Link to={shopLinks.home} prefixed aria-current={!category ? 'page' : undefined}>
              {p.shop.all_products}
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={shopLinks.category(c.slug)} prefixed aria-current={category?.id === c.id ? 'page' : undefined}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <CardGrid empty={!products.length} emptyText={p.empty.products}>
        {products.map((product) => (
          <ContentCard
            key={product.id}
            title={product.name}
            image={product.image}
            alt={product.image_alt}
            meta={money(Number(product.price), language)}
            link={shopLinks.product(categoryOf(product)?.slug ?? String(product.category), product.id)}
            prefixed
          />
        ))}
      </CardGrid>
    </>
  )
}

export default sitePage(ShopView, { section: 'shop' })

export const Head = SitePageHead

export const query = graphql`
  query ($language: String!, $ns: [String!]!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: $ns } }) { edges { node { ns data language } } }
  }
`
