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
 *                       with its lines. Signed in, the order joins that account and its client record;
 *                       anonymous, it joins none (`client` null): the e-mail typed proves nothing, so
 *                       neither the answer nor the customer's account page may depend on it.
 *                       400: customer fields as `{email: ["..."]}`; lines as `{lines: ["..."]}` when
 *                       there are none, else one object per line in order, `{lines: [{}, {quantity: ["..."]}]}`.
 *   PATCH orders/{id}/  staff   `{status}` only: new, confirmed, shipped or cancelled; answers the order
 *                               with its lines, as the declared staff reads of orders/ do (GET list and {id}/)
 * Staff's own CRUD at orders/admin/ and orders/lines/ prices lines and totals the same way (rules/order-totals.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { orderLines, orders, products } from '../../shared/resources'
import { orderOwner, recordOrderOwner } from '../accounts/order-owner'
import { requireAccess } from '../http/access'
import { emptyRecord, forbiddenKeyError, isForbiddenKey } from '../http/input-keys'
import { readRequestInput, SMALL_FORM, type InputLimits } from '../http/request-input'
import { inBatches } from '../resources/batches'
import { addIncludes } from '../resources/mounts/includes'
import type { Row } from '../resources/repository'
import { publicFormLimit } from '../resources/router'
import type { ResourceService } from '../resources/service'
import { validatePayload } from '../resources/validate'
import { inTransaction } from '../resources/write-unit'
import { localize, sendNestedErrors, type LocalizedErrors, type NestedErrors } from '../resources/nested-errors'
import { RecordIdParams } from '../../shared/wire/schema'
import { pathParams } from '../http/wire-input'

const CUSTOMER_FIELDS = ['name', 'email', 'phone', 'address', 'note'] as const
const QUANTITY = { min: orderLines.fields.quantity.min, max: orderLines.fields.quantity.max }

/** Lines one public order may have: a cart, not a bulk import (and far below any database's variable limit). */
export const MAX_ORDER_LINES = 100

/**
 * `lines[0][product]=3` and `client[name]=Ana` (urlencoded, multipart) become nested values; JSON passes through.
 * Every level is a record without a prototype; forbidden segments were refused before (input-keys.ts).
 */
export function nestFormKeys(values: Record<string, unknown>): Record<string, unknown> {
  const out = emptyRecord()
  for (const [key, value] of Object.entries(values)) {
    const path = key.match(/^([^[\].]+)((?:\[[^\]]*\]|\.[^.[\]]+)+)$/)
    if (!path) {
      out[key] = value
      continue
    }
    const keys = [path[1], ...[...path[2].matchAll(/\[([^\]]*)\]|\.([^.[\]]+)/g)].map((m) => m[1] ?? m[2])]
    if (keys.some(isForbiddenKey)) throw forbiddenKeyError(key)
    let node = out
    keys.forEach((part, index) => {
      if (index === keys.length - 1) node[part] = Array.isArray(value) ? value[value.length - 1] : value
      else {
        const next = Object.hasOwn(node, part) ? node[part] : undefined
        // A key used both as a value and as a parent (`client=x&client[name]=y`): the nested form wins.
        node = (next !== null && typeof next === 'object' && !Array.isArray(next) ? next : (node[part] = emptyRecord())) as Record<string, unknown>
      }
    })
  }
  // {0: {...}, 1: {...}} -> [{...}, {...}]
  const lines = Object.hasOwn(out, 'lines') ? out.lines : undefined
  if (lines && typeof lines === 'object' && !Array.isArray(lines)) {
    const entries = Object.entries(lines as Record<string, unknown>).sort(([a], [b]) => Number(a) - Number(b))
    out.lines = entries.map(([, line]) => line)
  }
  return out
}

const own = (record: Record<string, unknown>, name: string) => (Object.hasOwn(record, name) ? record[name] : undefined)

/** A public order in multipart: a product and a quantity per line, the customer's fields, a little room. */
const ORDER_FORM: InputLimits = { ...SMALL_FORM, fields: 2 * MAX_ORDER_LINES + 24 }

/** The declared staff mount orders/ (GET with lines); its PATCH and the public POST are here. */
const STAFF_VIEW = orders.endpoints.more!.find((endpoint) => endpoint.path === 'orders/')!

export function registerOrderActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const orderService = services.get(orders.name)!
  const lineService = services.get(orderLines.name)!
  const { db } = app.context.database

  /** As GET orders/{id}/ answers it: the order with its lines (the `include` of the orders/ mount). */
  const withLines = async (row: Row) => {
    const answer = orderService.serialize(row)
    await addIncludes(app.context, STAFF_VIEW.include, [row], [answer], false)
    return answer
  }

  app.patch('/orders/:id/', { config: { access: 'staff', resource: orders.name } }, async (request) => {
    requireAccess(request, 'staff', orders.name)
    const current = await orderService.getOrThrow(pathParams(request, RecordIdParams).id)
    const input = await readRequestInput(request, 1)
    const row = await orderService.update(current, { ...input, values: { status: input.values.status ?? current.status } }, true)
    return withLines(row)
  })

  app.post('/orders/', { config: { access: 'public', resource: orders.name, rateLimit: publicFormLimit(app) } }, async (request, reply) => {
    requireAccess(request, 'public', orders.name)
    const input = await readRequestInput(request, ORDER_FORM)
    const body = nestFormKeys(input.values)
    const client = own(body, 'client')
    const customerSource = client && typeof client === 'object' && !Array.isArray(client) ? (client as Record<string, unknown>) : body
    const customer = emptyRecord()
    for (const name of CUSTOMER_FIELDS) if (Object.hasOwn(customerSource, name)) customer[name] = customerSource[name]

    const { errors } = validatePayload(orders, { values: customer, files: emptyRecord(), fromForm: input.fromForm }, 'create')
    const answer: NestedErrors = errors.empty ? {} : localize(request, errors.errors)
    const priced = await priceLines(request, own(body, 'lines'), answer)
    if (Object.keys(answer).length) return sendNestedErrors(reply, answer)

    const owner = await orderOwner(db, request.account)
    // The order and its lines in one transaction, through their services: the line rules snapshot
    // each product's price (priceLines checked them just now), the order's total follows its lines.
    // An order placed while signed in belongs to that account and its client record (accounts/order-owner.ts);
    // an anonymous one to no client, whatever e-mail it names (a stranger would learn who is a customer,
    // and put an order of their making into that customer's account page).
    const id = await inTransaction(app.context, async (unit) => {
      const values = { ...customer, client: owner?.clientId ?? null }
      const order = await orderService.create({ values, files: emptyRecord(), fromForm: input.fromForm }, unit)
      await recordOrderOwner(unit.db, order.id, owner)
      for (const line of priced) {
        const lineValues = { order: order.id, product: line.product.id, quantity: line.quantity }
        await lineService.create({ values: lineValues, files: emptyRecord(), fromForm: false }, unit)
      }
      return order.id
    })
    return reply.status(201).send(await withLines(await orderService.getOrThrow(id)))
  })

  /** Checks every line against the products as they are now (one query for all of them); adds errors to `answer`. */
  async function priceLines(request: FastifyRequest, raw: unknown, answer: NestedErrors) {
    const lines = Array.isArray(raw) ? raw : []
    if (lines.length === 0) {
      answer.lines = localize(request, { lines: [{ key: raw === undefined || Array.isArray(raw) ? 'orderLinesRequired' : 'notAList' }] }).lines
      return []
    }
    if (lines.length > MAX_ORDER_LINES) {
      answer.lines = localize(request, { lines: [{ key: 'tooManyItems', params: { max: MAX_ORDER_LINES } }] }).lines
      return []
    }
    const given = lines.map((line) => (line && typeof line === 'object' && !Array.isArray(line) ? (line as Record<string, unknown>) : emptyRecord()))
    const productKeys = given.map((line) => String(own(line, 'product') ?? ''))
    const wanted = [...new Set(productKeys.filter((key) => /^\d{1,9}$/.test(key)).map(Number))]
    const found = await inBatches(wanted, (batch) => db.selectFrom(products.name).select(['id', 'is_active']).where('id', 'in', batch).execute())
    const byId = new Map(found.map((product) => [Number(product.id), product]))
    const perLine: LocalizedErrors[] = []
    const priced: { product: { id: number }; quantity: number }[] = []
    given.forEach((line, index) => {
      const errors: LocalizedErrors = {}
      const productKey = productKeys[index]
      const product = /^\d{1,9}$/.test(productKey) ? byId.get(Number(productKey)) : undefined
      const active = product && (product.is_active === true || Number(product.is_active) === 1)
      if (!active)
        errors.product = localize(request, {
          product: [{ key: own(line, 'product') === undefined ? 'required' : 'productUnavailable', params: { value: productKey.slice(0, 50) } }],
        }).product
      const quantityText = String(own(line, 'quantity') ?? '').trim()
      const quantity = /^\d{1,4}$/.test(quantityText) ? Number(quantityText) : NaN
      if (!(quantity >= QUANTITY.min! && quantity <= QUANTITY.max!)) {
        errors.quantity = localize(request, { quantity: [{ key: 'quantityRange', params: { min: QUANTITY.min!, max: QUANTITY.max! } }] }).quantity
      }
      perLine.push(errors)
      if (product && active && !errors.quantity) priced.push({ product: { id: Number(product.id) }, quantity })
    })
    if (perLine.some((errors) => Object.keys(errors).length)) answer.lines = perLine
    return priced
  }
}
