/** The account's orders with their status and lines (GET accounts/me/orders/, newest first). */
import { useEffect, useState } from 'react'
import type { MyOrder } from '../../../shared/wire/account'
import type { Page } from '../../../shared/resources'
import { getJson } from '../../client-api'
import { format, useTranslation } from '../../i18n'
import { money } from '../shop'

type Order = MyOrder

export function AccountOrders() {
  const { language, p } = useTranslation()
  const [orders, setOrders] = useState<Order[] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    void getJson<Page<Order>>('accounts/me/orders/?page_size=50', language).then((answer) => {
      if (answer.ok && answer.data) setOrders(answer.data.results)
      else setFailed(true)
    })
  }, [language])
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'sl-SI', { dateStyle: 'medium' })

  return (
    <section aria-labelledby="account-orders-heading" className="account-section">
      <h2 id="account-orders-heading">{p.account.orders}</h2>
      {failed && <p className="notice notice--error">{p.forms.send_error}</p>}
      {orders?.length === 0 && <p className="empty-state">{p.account.no_orders}</p>}
      {orders && orders.length > 0 && (
        <table className="cart__table account-orders">
          <thead>
            <tr>
              <th scope="col">{p.account.order_number}</th>
              <th scope="col">{p.account.order_date}</th>
              <th scope="col">{p.account.order_items}</th>
              <th scope="col">{p.shop.total}</th>
              <th scope="col">{p.account.order_status}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">{format(p.account.order_label, { id: order.id })}</th>
                <td>{date.format(new Date(order.created_at))}</td>
                <td>
                  <ul className="account-orders__lines">
                    {order.lines.map((line, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one order as the server lists them, never reordered
                      <li key={index}>
                        {line.quantity} × {line.product_name}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>{money(order.total, language)}</td>
                <td>{p.account.statuses[order.status] ?? order.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
