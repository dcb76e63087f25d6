/**
 * What the server computes for orders managed by staff (orders/admin/, orders/lines/); the
 * declaration marks these fields readOnly, so whatever a request sends for them is ignored:
 *
 *   a line's product_name and unit_price   from its product as it is when the line is made, or when
 *                                          its product changes (a snapshot: later price changes stay out)
 *   a line's line_total                    unit_price x quantity, in cents
 *   an order's total                       the sum of its lines' totals, after every line create,
 *                                          update and delete (an order made without lines: 0)
 */
import { orderLines, orders, products } from '../../../shared/resources'
import type { AppContext } from '../../context'
import type { Row } from '../repository'
import type { ResourceService, ServiceRules } from '../service'

const cents = (value: unknown) => Math.round(Number(value) * 100)

function orderRules(service: ResourceService) {
  service.beforeWrite(async (write, current) => {
    if (!current) write.columns.total = 0
  })
}

function orderLineRules(service: ResourceService, context: AppContext) {
  const { db } = context.database
  service.beforeWrite(async (write, current) => {
    const productId = (write.columns.product ?? current?.product) as number | null | undefined
    const productChanged = !current || (write.columns.product !== undefined && write.columns.product !== current.product)
    let unitCents = cents(current?.unit_price ?? 0)
    if (productChanged && productId) {
      // checkLinks has already refused an unknown product.
      const product = await db.selectFrom(products.name).select(['name_sl', 'price']).where('id', '=', productId).executeTakeFirstOrThrow()
      unitCents = cents(product.price)
      write.columns.product_name = product.name_sl
      write.columns.unit_price = unitCents / 100
    }
    const quantity = Number(write.columns.quantity ?? current?.quantity ?? 0)
    write.columns.line_total = (unitCents * quantity) / 100
  })

  async function recomputeTotal(orderId: unknown) {
    if (typeof orderId !== 'number') return
    const lines = await db.selectFrom(orderLines.name).select('line_total').where('order', '=', orderId).execute()
    const total = lines.reduce((sum, line) => sum + cents(line.line_total), 0) / 100
    await db.updateTable(orders.name).set({ total, updated_at: new Date().toISOString() }).where('id', '=', orderId).execute()
  }

  service.afterChange(async (after?: Row, before?: Row) => {
    await recomputeTotal(after?.order)
    if (before?.order !== after?.order) await recomputeTotal(before?.order)
  })
}

/** Applied by every ResourceService of these types: the routes', the seeders', any other. */
export const orderServiceRules: ServiceRules = { [orders.name]: orderRules, [orderLines.name]: orderLineRules }
