/**
 * The shop's cart: lines {product id, quantity} in localStorage (kept across visits), shown on
 * /{lang}/shop/cart/ with quantities, removal, total and the order form (POST orders/; the server
 * prices the lines).
 */
import { useEffect, useState } from 'react'
import { formatPrice } from '../../shared/text'
import { postForm } from '../client-api'
import { displayName, useAccount } from '../session'
import type { ProductRecord } from '../../shared/pages/records'
import type { OrderLineRequest } from '../../shared/wire/actions'
import { format, useTranslation } from '../i18n'
import { shopLinks } from '../paths'
import { Link } from './Link'
import { ApiForm } from './forms'

export const CART_KEY = 'cart'
const MAX_QUANTITY = 999
const CART_EVENT = 'cart-changed'

/** A line of the cart as the order sends it (POST orders/). */
export type CartLine = OrderLineRequest

export function readCart(): CartLine[] {
  try {
    const lines = JSON.parse(window.localStorage.getItem(CART_KEY) ?? '[]') as CartLine[]
    return Array.isArray(lines) ? lines.filter((line) => Number.isInteger(line.product) && line.quantity > 0) : []
  } catch {
    return []
  }
}

export function writeCart(lines: CartLine[]) {
  try {
    window.localStorage.setItem(CART_KEY, JSON.stringify(lines))
  } catch {
    // no storage
  }
  window.dispatchEvent(new Event(CART_EVENT))
}

export function useCart(): [CartLine[], (lines: CartLine[]) => void] {
  const [lines, setLines] = useState<CartLine[]>([])
  useEffect(() => {
    const update = () => setLines(readCart())
    update()
    window.addEventListener(CART_EVENT, update)
    window.addEventListener('storage', update)
    return () => {
      window.removeEventListener(CART_EVENT, update)
      window.removeEventListener('storage', update)
    }
  }, [])
  return [lines, writeCart]
}

/** A price in the page's language: '1.234,50 €' (sl), '€1,234.50' (en); shared/text.ts formatPrice. */
export const money = (value: number, language: string) => formatPrice(language === 'en' ? 'en' : 'sl', value)

export function CartLink() {
  const { p } = useTranslation()
  const [lines] = useCart()
  const count = lines.reduce((sum, line) => sum + line.quantity, 0)
  return (
    <Link to={shopLinks.cart} prefixed>
      {format(p.shop.cart_link, { count })}
    </Link>
  )
}

export function AddToCart({ product }: { product: ProductRecord }) {
  const { p } = useTranslation()
  const [added, setAdded] = useState(false)
  return (
    <div className="add-to-cart">
      <button
        type="button"
        onClick={() => {
          const lines = readCart()
          const line = lines.find((candidate) => candidate.product === product.id)
          if (line) line.quantity = Math.min(MAX_QUANTITY, line.quantity + 1)
          else lines.push({ product: product.id, quantity: 1 })
          writeCart(lines)
          setAdded(true)
        }}
      >
        {p.shop.add}
      </button>
      <p role="status" className="form-status form-status--success">
        {added ? p.shop.added : ''}
      </p>
    </div>
  )
}

/** A whole number in 1..999, or null when the text is not one. */
export function quantityOf(text: string): number | null {
  const value = Number(text)
  return /^\s*\d+\s*$/.test(text) && value >= 1 && value <= MAX_QUANTITY ? value : null
}

/** The nearest allowed quantity to what was typed (empty or not a number: 1). */
export function clampQuantity(text: string): number {
  const value = Math.round(Number(text))
  return Number.isFinite(value) && value >= 1 ? Math.min(MAX_QUANTITY, value) : 1
}

/**
 * The quantity keeps what is typed (an emptied field stays empty while the visitor types the new
 * number); a valid number goes to the cart at once, anything else is corrected when the field is left.
 */
function QuantityInput({ quantity, label, onChange }: { quantity: number; label: string; onChange: (quantity: number) => void }) {
  const [text, setText] = useState(String(quantity))
  // Another tab or the add button changed the cart: show it, unless it is what is typed already.
  useEffect(() => setText((typed) => (quantityOf(typed) === quantity ? typed : String(quantity))), [quantity])
  return (
    <input
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_QUANTITY}
      value={text}
      aria-label={label}
      onChange={(event) => {
        setText(event.target.value)
        const valid = quantityOf(event.target.value)
        if (valid !== null && valid !== quantity) onChange(valid)
      }}
      onBlur={() => {
        const clamped = clampQuantity(text)
        setText(String(clamped))
        if (clamped !== quantity) onChange(clamped)
      }}
    />
  )
}

export function Cart({ products }: { products: ProductRecord[] }) {
  const { language, p } = useTranslation()
  const [lines, setCart] = useCart()
  const [placed, setPlaced] = useState<string | null>(null)
  // Signed in: the order goes with the token (client-api), so it belongs to the account; the form starts with its name and address.
  const account = useAccount()
  const known = lines.flatMap((line) => {
    const product = products.find((candidate) => candidate.id === line.product)
    return product ? [{ ...line, item: product }] : []
  })
  const total = known.reduce((sum, line) => sum + line.item.price * line.quantity, 0)
  const setQuantity = (id: number, quantity: number) => setCart(lines.map((line) => (line.product === id ? { ...line, quantity } : line)))

  return (
    <div className="cart">
      {placed && (
        <p role="status" className="form-status form-status--success">
          {placed}
        </p>
      )}
      {known.length === 0 ? (
        <p className="empty-state">{p.empty.cart}</p>
      ) : (
        <>
          <table className="cart__table">
            <thead>
              <tr>
                <th scope="col">{p.shop.product}</th>
                <th scope="col">{p.shop.unit_price}</th>
                <th scope="col">{p.shop.quantity_column}</th>
                <th scope="col">{p.shop.line_total}</th>
                <th scope="col">
                  <span className="visually-hidden">{p.shop.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {known.map((line) => (
                <tr key={line.product}>
                  <td>{line.item.name}</td>
                  <td data-label={p.shop.unit_price}>{money(line.item.price, language)}</td>
                  <td data-label={p.shop.quantity_column}>
                    <QuantityInput
                      quantity={line.quantity}
                      label={format(p.shop.quantity, { name: line.item.name })}
                      onChange={(quantity) => setQuantity(line.product, quantity)}
                    />
                  </td>
                  <td data-label={p.shop.line_total}>{money(line.item.price * line.quantity, language)}</td>
                  <td>
                    <button type="button" onClick={() => setCart(lines.filter((other) => other.product !== line.product))}>
                      {p.shop.remove}
                      <span className="visually-hidden"> {line.item.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {p.shop.total}
                </th>
                <td colSpan={2}>{money(total, language)}</td>
              </tr>
            </tfoot>
          </table>
          <h2>{p.shop.customer}</h2>
          <ApiForm
            key={account?.id ?? 'guest'}
            id="order"
            initial={account ? { name: displayName(account), email: account.email ?? '' } : undefined}
            submitLabel={p.shop.order}
            fields={[
              { name: 'name', label: p.forms.name, required: true, autoComplete: 'name' },
              { name: 'email', label: p.forms.email, type: 'email', required: true, autoComplete: 'email' },
              { name: 'phone', label: p.forms.phone, type: 'tel', autoComplete: 'tel' },
              { name: 'address', label: p.forms.address, autoComplete: 'street-address' },
              { name: 'note', label: p.forms.note, type: 'textarea' },
            ]}
            onSubmit={async (values) => {
              const answer = await postForm<{ id: number }>(
                'orders/',
                { ...values, lines: known.map(({ product, quantity }) => ({ product, quantity })) },
                language,
              )
              if (answer.ok) {
                setCart([])
                const message = format(p.shop.order_success, { id: answer.data?.id ?? '' })
                setPlaced(message)
                return { ok: true, message }
              }
              return { ok: false, message: answer.status === 400 ? p.forms.fix_errors : p.shop.order_error, errors: answer.status === 400 ? answer.errors : {} }
            }}
          />
        </>
      )}
      <p>
        <Link to={shopLinks.home} prefixed>
          {p.shop.continue}
        </Link>
      </p>
    </div>
  )
}
