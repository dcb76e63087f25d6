import { defineResource } from './define'
import { choice, decimal, integer, longText, reference, text } from './fields'

export const ORDER_STATUSES = [
  { id: 'new', label: { sl: 'Novo', en: 'New' } },
  { id: 'confirmed', label: { sl: 'Potrjeno', en: 'Confirmed' } },
  { id: 'shipped', label: { sl: 'Poslano', en: 'Shipped' } },
  { id: 'cancelled', label: { sl: 'Preklicano', en: 'Cancelled' } },
] as const

/**
 * Shop orders. Visitors place them at `orders/` from the cart's lines; the server prices every
 * line from the product's current price and stores the snapshot (actions/orders.ts). Staff read
 * them at `orders/` (with their lines; PATCH there changes the status only, a named action) and
 * manage them at `orders/admin/` and `orders/lines/`.
 * Totals and prices are `readOnly`: the server computes them and ignores any value a request sends.
 */
export const orders = defineResource({
  name: 'orders',
  label: { sl: 'Naročila', en: 'Orders' },
  labelSingular: { sl: 'Naročilo', en: 'Order' },
  icon: 'ShoppingCart',
  adminPath: 'order',
  fields: {
    name: text({ label: { sl: 'Ime in priimek', en: 'Name' }, required: true, maxLength: 200 }),
    email: text({ label: { sl: 'E-pošta', en: 'E-mail' }, required: true, maxLength: 254, format: 'email' }),
    phone: text({ label: { sl: 'Telefon', en: 'Phone' }, maxLength: 40 }),
    address: longText({ label: { sl: 'Naslov za dostavo', en: 'Delivery address' }, maxLength: 1000 }),
    note: longText({ label: { sl: 'Opomba', en: 'Note' }, maxLength: 2000 }),
    client: reference({ label: { sl: 'Stranka', en: 'Client' }, resource: 'clients' }),
    status: choice({ label: { sl: 'Stanje', en: 'Status' }, choices: ORDER_STATUSES, default: 'new' }),
    total: decimal({
      label: { sl: 'Skupaj (EUR)', en: 'Total (EUR)' },
      min: 0,
      readOnly: true,
      help: { sl: 'Vsota postavk, izračuna jo strežnik', en: 'The sum of the lines, computed by the server' },
    }),
    currency: choice({ label: { sl: 'Valuta', en: 'Currency' }, choices: [{ id: 'EUR', label: { sl: 'EUR', en: 'EUR' } }], default: 'EUR' }),
  },
  recordTitle: 'name',
  endpoints: {
    staff: 'orders/admin/',
    more: [
      {
        path: 'orders/',
        read: 'staff',
        write: 'none',
        view: 'full',
        include: { lines: { resource: 'order_lines', via: 'order', ordering: 'id', lists: true } },
      },
    ],
  },
  filters: { status: 'status', email: 'email', client: 'client' },
  ordering: ['created_at', 'total', 'status', 'id'],
  defaultOrdering: '-created_at',
  search: ['name', 'email'],
  pageSize: 25,
  listColumns: ['id', 'name', 'email', 'total', 'status', 'created_at'],
})

/**
 * One line of an order: the product and the price it had when the line was made (or its product
 * changed); the line total is that price times the quantity. Any change to a line recomputes the
 * order's total.
 */
export const orderLines = defineResource({
  name: 'order_lines',
  label: { sl: 'Postavke naročil', en: 'Order lines' },
  labelSingular: { sl: 'Postavka naročila', en: 'Order line' },
  icon: 'ShoppingCart',
  adminPath: 'order-lines',
  fields: {
    order: reference({ label: { sl: 'Naročilo', en: 'Order' }, resource: 'orders', required: true }),
    // Required on writes; emptied by the database when the product is deleted (the line keeps its name and price).
    product: reference({ label: { sl: 'Izdelek', en: 'Product' }, resource: 'products', required: true }),
    product_name: text({ label: { sl: 'Izdelek (ob naročilu)', en: 'Product (when ordered)' }, required: true, maxLength: 200, readOnly: true }),
    quantity: integer({ label: { sl: 'Količina', en: 'Quantity' }, required: true, min: 1, max: 999 }),
    unit_price: decimal({ label: { sl: 'Cena na enoto', en: 'Unit price' }, required: true, min: 0, readOnly: true }),
    line_total: decimal({ label: { sl: 'Znesek', en: 'Line total' }, required: true, min: 0, readOnly: true }),
  },
  recordTitle: 'product_name',
  endpoints: { staff: 'orders/lines/' },
  filters: { order: 'order', product: 'product' },
  ordering: ['id'],
  defaultOrdering: 'id',
  search: ['product_name'],
  pageSize: 100,
  listColumns: ['order', 'product_name', 'quantity', 'unit_price', 'line_total'],
})
