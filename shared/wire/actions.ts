/**
 * Paths, queries and bodies of the named actions (server/actions/), the inputs their handlers read;
 * server/actions/openapi-schemas.ts documents them (the answers that are records come from the
 * declarations). The newsletter's, the outbox's and the uploads' shapes have modules of their own.
 */
import { LANGUAGES } from '../languages'
import { ORDER_STATUSES } from './account'
import { OptionalText, type Static, StringEnum, Text, Type } from './schema'

/** A newsletter link's token as sent: an unknown one is answered like a wrong one. */
export const NewsletterTokenParams = Type.Object({ token: Type.String() })

/**
 * POST orders/: the declared orders and order lines check the values (with their DRF messages);
 * prices and totals come from the products.
 */
export const OrderLineRequest = Type.Object({ product: Type.Integer(), quantity: Type.Integer({ minimum: 1, maximum: 999 }) })
export type OrderLineRequest = Static<typeof OrderLineRequest>
export const OrderRequest = Type.Object({
  name: OptionalText(),
  email: OptionalText(),
  phone: OptionalText(),
  address: OptionalText(),
  note: OptionalText(),
  client: Type.Optional(Type.Object({ name: OptionalText(), email: OptionalText(), phone: OptionalText(), address: OptionalText() })),
  lines: Type.Array(OrderLineRequest, { minItems: 1 }),
})
export const OrderStatusChange = Type.Object({ status: Type.Optional(StringEnum(ORDER_STATUSES)) })

/** POST events/update-last-events/: the clock's order, first = latest. */
export const LastEventsRequest = Type.Object({
  ids: Type.Optional(Type.Array(Type.Integer(), { description: 'event ids, first = latest' })),
  events: Type.Optional(
    Type.Array(Type.Unsafe<number | { id?: number }>({ oneOf: [Type.Integer(), Type.Object({ id: Type.Optional(Type.Integer()) })] }), {
      description: 'the same, as events or {id}',
    }),
  ),
})

/** POST gallery-images/bulk/ (multipart): one part per picture; the rest once for all, or one per picture. */
export const GalleryBulkRequest = Type.Object({
  gallery: Type.Integer(),
  image: Type.Array(Type.String({ format: 'binary' }), { description: 'one part per picture, at most 50' }),
  order: Type.Optional(Type.Integer({ description: "the first picture's order (the next count up), or one per picture" })),
  is_active: Type.Optional(Type.Boolean()),
  alt: OptionalText('once for all, or one per picture'),
  caption: OptionalText('once for all, or one per picture'),
})

/** POST accounts/clients/: checked as the declared clients' fields. */
export const ClientRequest = Type.Object({ name: Text(), email: Text(), phone: OptionalText(), company: OptionalText(), address: OptionalText() })

/** POST common/send-email/: the contact form, checked as its declaration says. */
export const ContactRequest = Type.Object({
  name: Text(),
  email: Text(),
  subject: Text(),
  message: Text(),
  language: Type.Optional(StringEnum(LANGUAGES)),
})
