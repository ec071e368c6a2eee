import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { orderNextHref } from '@vitrina/domain/order-links'
import { type MyOrderReply, parseMyOrderForm } from '../../features/orders/my-order-form.ts'
import {
  CANCELLED_NOTICE_ID,
  CANCELLED_PARAM,
  canCancel,
  extensionOptions,
} from '../../features/orders/order-view.ts'
import {
  idParam,
  loadOwnOrder,
  NO_STORE,
  readForm,
  rethrowApiError,
} from '../../features/orders/orders.server.ts'
import { payableMethods } from '../../features/orders/payment.ts'
import { storefrontContext } from '../../lib/context.server.ts'

type Params = Record<string, string | undefined>

export type { MyOrderReply } from '../../features/orders/my-order-form.ts'

/** /my/orders/{order}: the order, what the customer may do with it, and whether the cancel dialog is open. */
export async function loadMyOrder(request: Request, params: Params) {
  const context = await storefrontContext(request)
  const order = await loadOwnOrder(context, idParam(params, 'order'))
  const search = new URL(request.url).searchParams
  const cancellable = canCancel(order)
  // Returns and reviews are extras of a received order: the page still shows if their call fails.
  const returnable =
    order.state === 'done' ? await context.api.reclamations.getReturnable(order.id).catch(() => null) : null
  return data(
    {
      order,
      returnable,
      payHref: payableMethods(order).length > 0 ? orderNextHref(order) : null,
      cancellable,
      // Without JavaScript the "Cancel order" link opens the confirmation with ?cancel.
      confirmCancel: cancellable && search.has('cancel'),
      // Set by a successful cancel's redirect: the page says so where the focus (or the no-JS anchor) lands.
      cancelled: search.has(CANCELLED_PARAM) && order.state === 'canceled',
      extensions: extensionOptions(order),
    },
    { headers: NO_STORE },
  )
}

/** Cancel or extend pickup storage; success reloads the order (303), a refusal says to call the call center. */
export async function myOrderAction(request: Request, params: Params) {
  const context = await storefrontContext(request)
  const id = idParam(params, 'order')
  const form = parseMyOrderForm(await readForm(request))
  if (!form.ok) {
    if (form.result === null) return data(null, { status: 400, headers: NO_STORE })
    const reply: MyOrderReply = { error: 'invalid', result: form.result }
    return data(reply, { status: 400, headers: NO_STORE })
  }
  const input = form.change
  try {
    if (input.intent === 'cancel') await context.api.orders.cancelOrder(id)
    else await context.api.orders.extendPickup(id, input.days)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) rethrowApiError(error)
    // Spec §8: any failed cancel sends the customer to the call center; the API's reason is only logged.
    if (!(error instanceof ApiError && error.status === 409)) console.error('order: action failed', error)
    const reply: MyOrderReply = { error: input.intent === 'cancel' ? 'cancel-failed' : 'extend-failed' }
    return data(reply, { status: 409, headers: NO_STORE })
  }
  const after =
    input.intent === 'cancel'
      ? `/my/orders/${id}/?${CANCELLED_PARAM}#${CANCELLED_NOTICE_ID}`
      : `/my/orders/${id}/`
  return redirect(after, { status: 303, headers: NO_STORE })
}
