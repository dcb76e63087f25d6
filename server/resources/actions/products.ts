/** GET products/full/{id}/images/ (staff): the product's extra pictures, in their order, as a DRF page. */
import type { FastifyInstance } from 'fastify'
import { productImages, products } from '../../../shared/resources'
import { requireAccess } from '../../auth/plugin'
import { pageOf, readPageRequest } from '../../http/pagination'
import type { ResourceService } from '../service'

export function registerProductActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const productService = services.get(products.name)!
  const imageService = services.get(productImages.name)!

  app.get('/products/full/:id/images/', { config: { access: 'staff', resource: products.name } }, async (request) => {
    requireAccess(request, 'staff', products.name)
    const product = await productService.getOrThrow((request.params as { id: string }).id)
    const query = request.query as Record<string, unknown>
    const params = { ordering: query.ordering, product: String(product.id) }
    const pageRequest = readPageRequest(query, productImages.pageSize)
    const { count, rows } = await imageService.repository.list({ params, visibleOnly: false, ...pageRequest })
    return pageOf(request, pageRequest, count, rows.map((row) => imageService.serialize(row)))
  })
}
