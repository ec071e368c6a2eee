import { data } from '@remix-run/node'
import { orderNextHref } from '@vitrina/domain/order-links'
import { NO_STORE, rethrowApiError } from '../../features/orders/orders.server.ts'
import { payableMethods } from '../../features/orders/payment.ts'
import { showMoreHref, shownPages } from '../../features/orders/show-more.ts'
import { storefrontContext } from '../../lib/context.server.ts'

const PAGE_SIZE = 10

/** /my/orders: pages 1..N of the customer's orders (newest first), each with its "Pay" link when payable. */
export async function loadMyOrders(request: Request) {
  const context = await storefrontContext(request)
  const url = new URL(request.url)
  const pages = shownPages(url.searchParams.get('page'))
  const answers = await Promise.all(
    Array.from({ length: pages }, (_, n) =>
      context.api.orders.listOrders({ page: n + 1, page_size: PAGE_SIZE }).catch(rethrowApiError),
    ),
  )
  const total = answers[0]?.count ?? 0
  const orders = answers.flatMap((answer) => answer?.results ?? [])
  return data(
    {
      showTabs: context.company.profile_orders_show_orders_tabs,
      orders: orders.map((order) => ({
        id: order.id,
        number: order.number,
        state: order.state,
        subState: order.sub_state,
        created: order.created,
        total: order.total,
        toBePaid: order.to_be_paid,
        itemCount: order.items.reduce((sum, item) => sum + item.count, 0),
        payHref: payableMethods(order).length > 0 ? orderNextHref(order) : null,
        tour: order.tour_booking
          ? {
              name: order.tour_booking.tour?.name ?? order.tour_booking.hotel.name,
              hotel: order.tour_booking.hotel.name,
              date: order.tour_booking.date,
              nights: order.tour_booking.nights,
              tourists: order.tour_booking.tourists,
            }
          : null,
      })),
      moreHref: showMoreHref(url.pathname, pages, total, PAGE_SIZE),
    },
    { headers: NO_STORE },
  )
}
