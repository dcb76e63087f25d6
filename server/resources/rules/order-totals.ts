/**
 * What the server computes for orders, wherever they are written from (orders/admin/,
 * orders/lines/, a visitor's order at orders/, the seeders); the declaration marks these fields
 * readOnly, so whatever a request sends for them is ignored:
 *
 *   a line's product_name and unit_price   from its product as it is when the line is made, or when
 *                                          its product changes (a snapshot: later price changes stay out)
 *   a line's line_total                    unit_price x quantity, in cents
 *   an order's total                       the sum of its lines' totals, computed on every write of the
 *                                          order; a line created, changed or deleted writes its order
 *                                          again through the orders service (once per transaction)
 */
import { orderLines, orders, products } from '../../../shared/resources'
import type { ServiceHooks, ServiceRules, WriteScope } from '../service-hooks'

const cents = (value: unknown) => Math.round(Number(value) * 100)

function orderRules(service: ServiceHooks) {
  service.beforeWrite(async (write, current, _errors, { db }) => {
    const lines = current ? await db.selectFrom(orderLines.name).select('line_total').where('order', '=', current.id).execute() : []
    write.columns.total = lines.reduce((sum, line) => sum + cents(line.line_total), 0) / 100
  })
}

function orderLineRules(service: ServiceHooks) {
  service.beforeWrite(async (write, current, _errors, { db }) => {
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

  /** Writes the order again (its total follows its lines): at once, or once before a unit commits. */
  const refreshOrder = async (orderId: unknown, scope: WriteScope) => {
    if (typeof orderId !== 'number') return
    const orderService = service.sibling(orders.name)
    const refresh = async () => {
      const order = await orderService.find(orderId, scope)
      if (order) await orderService.refresh(order, scope.unit)
    }
    if (scope.unit) scope.unit.beforeCommit(`${orders.name}:${orderId}`, refresh)
    else await refresh()
  }

  service.afterChange(async (after, before, scope) => {
    await refreshOrder(after?.order, scope)
    if (before?.order !== after?.order) await refreshOrder(before?.order, scope)
  })
}

/** Applied by every ResourceService of these types: the routes', the seeders', any other. */
export const orderServiceRules: ServiceRules = { [orders.name]: orderRules, [orderLines.name]: orderLineRules }
