/** The leftover shop: furniture of the family joinery Mizarstvo Kovač, one client and one order. */
import { clients, orderLines, orders, productCategories, productImages, products } from '../../shared/resources'
import type { AppContext } from '../context'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'

const categories = [
  { key: 'chairs', name_sl: 'Stoli', name_en: 'Chairs', slug: 'stoli', en_slug: 'chairs' },
  { key: 'tables', name_sl: 'Mize', name_en: 'Tables', slug: 'mize', en_slug: 'tables' },
  { key: 'storage', name_sl: 'Omare in police', name_en: 'Cabinets and shelves', slug: 'omare-in-police', en_slug: 'cabinets-and-shelves' },
]

const furniture = [
  {
    category: 'chairs',
    sku: 'MK-ST-01',
    price: 149.9,
    stock: 12,
    name_sl: 'Hrastov stol Rudar',
    name_en: 'Rudar oak chair',
    description_sl: 'Masivni hrastov stol z naravnim oljnim premazom.',
    description_en: 'Solid oak chair with a natural oil finish.',
  },
  {
    category: 'chairs',
    sku: 'MK-ST-02',
    price: 89,
    stock: 20,
    name_sl: 'Bukov stolček',
    name_en: 'Beech stool',
    description_sl: 'Lahek stolček za kuhinjo ali delavnico.',
    description_en: 'A light stool for the kitchen or the workshop.',
  },
  {
    category: 'tables',
    sku: 'MK-MZ-01',
    price: 890,
    stock: 3,
    name_sl: 'Jedilna miza Separacija',
    name_en: 'Separacija dining table',
    description_sl: 'Raztegljiva jedilna miza iz hrasta za šest do deset oseb.',
    description_en: 'Extendable oak dining table for six to ten people.',
  },
  {
    category: 'tables',
    sku: 'MK-MZ-02',
    price: 260,
    stock: 6,
    name_sl: 'Klubska mizica',
    name_en: 'Coffee table',
    description_sl: 'Nizka mizica iz orehovega lesa.',
    description_en: 'Low walnut coffee table.',
  },
  {
    category: 'storage',
    sku: 'MK-OM-01',
    price: 1150,
    stock: 2,
    name_sl: 'Vgradna omara po meri',
    name_en: 'Built-in wardrobe to measure',
    description_sl: 'Omara po meri vašega prostora; cena za osnovno izvedbo.',
    description_en: 'A wardrobe made to fit your room; price for the basic version.',
  },
  {
    category: 'storage',
    sku: 'MK-PO-01',
    price: 120,
    stock: 15,
    name_sl: 'Stenska polica Jašek',
    name_en: 'Jašek wall shelf',
    description_sl: 'Polica iz macesna z jeklenimi nosilci.',
    description_en: 'Larch shelf on steel brackets.',
  },
]

export async function seedShop(context: AppContext): Promise<void> {
  const categoryService = new ResourceService(productCategories, context)
  const productService = new ResourceService(products, context)
  const ids = new Map<string, number>()
  for (const [order, { key, ...values }] of categories.entries()) {
    ids.set(key, (await categoryService.create({ values: { ...values, display_order: order }, files: {}, fromForm: false })).id)
  }
  const made = []
  for (const [index, { category, ...values }] of furniture.entries()) {
    made.push(
      await productService.create({
        values: { ...values, category: ids.get(category), currency: 'EUR', is_active: true, image_alt: values.name_sl },
        files: { image: { filename: 'product.jpg', mimetype: 'image/jpeg', data: await demoImage(values.name_sl, index) } },
        fromForm: false,
      }),
    )
  }

  // A second view of the first two products, for the product page's gallery.
  const imageService = new ResourceService(productImages, context)
  for (const [index, product] of made.slice(0, 2).entries()) {
    await imageService.create({
      values: { product: product.id, alt: `${product.name_sl} (detajl)`, order: 1 },
      files: { image: { filename: 'detail.jpg', mimetype: 'image/jpeg', data: await demoImage('Detajl', index + 2) } },
      fromForm: false,
    })
  }

  const client = await new ResourceService(clients, context).create({
    values: { name: 'Maja Zupan', email: 'maja.zupan@example.com', phone: '041 123 456', company: '', address: 'Trg revolucije 5, 1420 Trbovlje' },
    files: {},
    fromForm: false,
  })
  // Prices, line totals and the order's total are computed by the server (readOnly), as for staff's orders.
  const order = await new ResourceService(orders, context).create({
    values: { name: client.name, email: client.email, phone: client.phone, address: client.address, client: client.id, status: 'confirmed', currency: 'EUR' },
    files: {},
    fromForm: false,
  })
  const lineService = new ResourceService(orderLines, context)
  for (const [product, quantity] of [
    [made[0], 4],
    [made[2], 1],
  ] as const) {
    await lineService.create({ values: { order: order.id, product: product.id, quantity }, files: {}, fromForm: false })
  }
}
