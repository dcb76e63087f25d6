/**
 * Orders placed from the shop's cart, and the staff's view of them.
 *
 *   POST  orders/       anyone (rate-limited)  JSON or urlencoded:
 *                       { name, email, phone?, address?, note?, lines: [{product: id, quantity: n}] }
 *                       or the customer fields inside `client: {...}`; urlencoded lines as
 *                       `lines[0][product]=3&lines[0][quantity]=2` (also `client[name]=...`).
 *                       Prices come from the products as they are now; any price or total the
 *                       client sends is ignored. The order, its lines (unit price snapshot, line
 *                       total) and the total are stored in one transaction. 201 answers the order
 *                       with its lines. An existing client with the same e-mail is linked.
 *                       400: customer fields as `{email: ["..."]}`; lines as `{lines: ["..."]}` when
 *                       there are none, else one object per line in order, `{lines: [{}, {quantity: ["..."]}]}`.
 *   GET   orders/       staff   the orders (filters, ordering, search, pages as orders/admin/), with lines
 *   GET   orders/{id}/  staff   one order with its lines
 *   PATCH orders/{id}/  staff   `{status}` only: new, confirmed, shipped or cancelled
 * Staff's own CRUD at orders/admin/ and orders/lines/ prices lines and totals the same way (order-lines.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { clients, orderLines, orders, products } from '../../../shared/resources'
import { requireAccess } from '../../auth/plugin'
import { pageOf, readPageRequest } from '../../http/pagination'
import { readRequestInput } from '../../http/request-input'
import type { Row } from '../repository'
import { publicFormLimit } from '../router'
import type { ResourceService } from '../service'
import { validatePayload } from '../validate'
import { localize, sendNestedErrors, type LocalizedErrors, type NestedErrors } from './nested-errors'

const CUSTOMER_FIELDS = ['name', 'email', 'phone', 'address', 'note'] as const
const QUANTITY = { min: orderLines.fields.quantity.min, max: orderLines.fields.quantity.max }

/** `lines[0][product]=3` and `client[name]=Ana` (urlencoded) become nested values; JSON passes through. */
export function nestFormKeys(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    const path = key.match(/^([^[\].]+)((?:\[[^\]]*\]|\.[^.[\]]+)+)$/)
    if (!path) {
      out[key] = value
      continue
    }
    const keys = [path[1], ...[...path[2].matchAll(/\[([^\]]*)\]|\.([^.[\]]+)/g)].map((m) => m[1] ?? m[2])]
    let node = out as Record<string, unknown>
    keys.forEach((part, index) => {
      if (index === keys.length - 1) node[part] = Array.isArray(value) ? value[value.length - 1] : value
      else node = (node[part] ??= {}) as Record<string, unknown>
    })
  }
  // {0: {...}, 1: {...}} -> [{...}, {...}]
  if (out.lines && typeof out.lines === 'object' && !Array.isArray(out.lines)) {
    const entries = Object.entries(out.lines as Record<string, unknown>).sort(([a], [b]) => Number(a) - Number(b))
    out.lines = entries.map(([, line]) => line)
  }
  return out
}

const cents = (value: number) => Math.round(value * 100)

export function registerOrderActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const orderService = services.get(orders.name)!
  const lineService = services.get(orderLines.name)!
  const { db } = app.context.database

  async function linesOf(orderIds: number[]): Promise<Map<number, Record<string, unknown>[]>> {
    const byOrder = new Map<number, Record<string, unknown>[]>(orderIds.map((id) => [id, []]))
    if (orderIds.length === 0) return byOrder
    const rows = await db.selectFrom(orderLines.name).selectAll().where('order', 'in', orderIds).orderBy('id').execute()
    for (const row of rows) {
      const line = lineService.serialize({ ...row, id: Number(row.id) } as Row)
      for (const name of ['order', 'product', 'quantity', 'unit_price', 'line_total']) line[name] = line[name] === null ? null : Number(line[name])
      byOrder.get(Number(row.order))?.push(line)
    }
    return byOrder
  }

  async function withLines(rows: Row[]) {
    const lines = await linesOf(rows.map((row) => row.id))
    return rows.map((row) => ({ ...orderService.serialize(row), lines: lines.get(row.id) ?? [] }))
  }

  const staffConfig = { access: 'staff' as const, resource: orders.name }

  app.get('/orders/', { config: staffConfig }, async (request) => {
    requireAccess(request, 'staff', orders.name)
    const params = request.query as Record<string, unknown>
    const pageRequest = readPageRequest(params, orders.pageSize)
    const { count, rows } = await orderService.repository.list({ params, visibleOnly: false, ...pageRequest })
    return pageOf(request, pageRequest, count, await withLines(rows))
  })

  app.get('/orders/:id/', { config: staffConfig }, async (request) => {
    requireAccess(request, 'staff', orders.name)
    const [order] = await withLines([await orderService.getOrThrow((request.params as { id: string }).id)])
    return order
  })

  app.patch('/orders/:id/', { config: staffConfig }, async (request) => {
    requireAccess(request, 'staff', orders.name)
    const current = await orderService.getOrThrow((request.params as { id: string }).id)
    const input = await readRequestInput(request, 1)
    const row = await orderService.update(current, { ...input, values: { status: input.values.status ?? current.status } }, true)
    return (await withLines([row]))[0]
  })

  app.post('/orders/', { config: { access: 'public', resource: orders.name, rateLimit: publicFormLimit(app) } }, async (request, reply) => {
    requireAccess(request, 'public', orders.name)
    const input = await readRequestInput(request, 1)
    const body = nestFormKeys(input.values)
    const customerSource = body.client && typeof body.client === 'object' && !Array.isArray(body.client) ? (body.client as Record<string, unknown>) : body
    const customer = Object.fromEntries(CUSTOMER_FIELDS.filter((name) => name in customerSource).map((name) => [name, customerSource[name]]))

    const { write, errors } = validatePayload(orders, { values: customer, files: {}, fromForm: input.fromForm }, 'create')
    const answer: NestedErrors = errors.empty ? {} : localize(request, errors.errors)
    const priced = await priceLines(request, body.lines, answer)
    if (Object.keys(answer).length) return sendNestedErrors(reply, answer)

    const client = await db.selectFrom(clients.name).select('id').where('email', '=', String(write.columns.email)).executeTakeFirst()
    const total = priced.reduce((sum, line) => sum + line.lineCents, 0) / 100
    const now = new Date().toISOString()
    const id = await db.transaction().execute(async (trx) => {
      const order = await trx
        .insertInto(orders.name)
        .values({ ...write.columns, client: client ? Number(client.id) : null, status: 'new', total, currency: 'EUR', created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .insertInto(orderLines.name)
        .values(
          priced.map((line) => ({
            order: Number(order.id),
            product: line.product.id,
            product_name: line.product.name_sl,
            quantity: line.quantity,
            unit_price: line.unitCents / 100,
            line_total: line.lineCents / 100,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute()
      return Number(order.id)
    })
    const [order] = await withLines([await orderService.getOrThrow(id)])
    return reply.status(201).send(order)
  })

  /** Checks every line against the products as they are now; adds errors to `answer`. */
  async function priceLines(request: FastifyRequest, raw: unknown, answer: NestedErrors) {
    const lines = Array.isArray(raw) ? raw : []
    if (lines.length === 0) {
      answer.lines = localize(request, { lines: [{ key: raw === undefined || Array.isArray(raw) ? 'orderLinesRequired' : 'notAList' }] }).lines
      return []
    }
    const perLine: LocalizedErrors[] = []
    const priced: { product: { id: number; name_sl: string }; quantity: number; unitCents: number; lineCents: number }[] = []
    for (const line of lines) {
      const errors: LocalizedErrors = {}
      const given = line && typeof line === 'object' ? (line as Record<string, unknown>) : {}
      const productKey = String(given.product ?? '')
      const product = /^\d{1,9}$/.test(productKey)
        ? await db.selectFrom(products.name).select(['id', 'name_sl', 'price', 'is_active']).where('id', '=', Number(productKey)).executeTakeFirst()
        : undefined
      const active = product && (product.is_active === true || Number(product.is_active) === 1)
      if (!active) errors.product = localize(request, { product: [{ key: given.product === undefined ? 'required' : 'productUnavailable', params: { value: productKey } }] }).product
      const quantityText = String(given.quantity ?? '').trim()
      const quantity = /^\d{1,4}$/.test(quantityText) ? Number(quantityText) : NaN
      if (!(quantity >= QUANTITY.min! && quantity <= QUANTITY.max!)) {
        errors.quantity = localize(request, { quantity: [{ key: 'quantityRange', params: { min: QUANTITY.min!, max: QUANTITY.max! } }] }).quantity
      }
      perLine.push(errors)
      if (product && active && !errors.quantity) {
        const unitCents = cents(Number(product.price))
        priced.push({ product: { id: Number(product.id), name_sl: String(product.name_sl) }, quantity, unitCents, lineCents: unitCents * quantity })
      }
    }
    if (perLine.some((errors) => Object.keys(errors).length)) answer.lines = perLine
    return priced
  }
}

