import { data, redirect, redirectDocument } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import * as v from 'valibot'
import {
  idParam,
  loadOwnOrder,
  NO_STORE,
  readForm,
  rethrowApiError,
} from '../../features/orders/orders.server.ts'
import {
  chosenMethod,
  isConfirmationUrl,
  payableMethods,
  returnUrlFor,
} from '../../features/orders/payment.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

/** Why the payment could not start: the order cannot be paid online, or the method failed right now. */
export type PaymentStepReply = { error: 'unavailable' | 'method-unavailable'; method: string | null }

type Params = Record<string, string | undefined>

/** The payment step's data: the order summary and the methods it can be paid by (spec §2, §3). */
export async function loadPaymentStep(request: Request, params: Params) {
  const context = await storefrontContext(request)
  const order = await loadOwnOrder(context, idParam(params, 'order'))
  const methods = payableMethods(order)
  const options = order.available_payment_options.filter((o) => methods.includes(o.type))
  return data(
    {
      order: { id: order.id, number: order.number, total: order.total, payNow: order.pay_now },
      options: options.map((o) => ({ type: o.type, name: o.name })),
      chosen: chosenMethod(methods, new URL(request.url).searchParams.get('payment'), order.payment_type),
    },
    { headers: NO_STORE },
  )
}

const PayForm = v.object({ payment: v.pipe(v.string(), v.maxLength(64)) })

/**
 * "Pay": starts the payment with the return page on this shop's own origin (the tenant's host, which holds
 * the session) and sends the customer to the provider's confirmation page.
 */
export async function payAction(request: Request, params: Params) {
  const context = await storefrontContext(request)
  const id = idParam(params, 'order')
  const form = v.safeParse(PayForm, Object.fromEntries(await readForm(request)))
  const order = await loadOwnOrder(context, id)
  const methods = payableMethods(order)
  const method = form.success ? chosenMethod(methods, form.output.payment, order.payment_type) : null
  if (method === null) return refused({ error: 'unavailable', method: null }, 409)
  try {
    const answer = await context.api.services.startPayment(
      id,
      returnUrlFor(requestOrigin(request), id, method),
      method,
    )
    // The widget and the bank app are confirmed on the shop's own page, not at the provider's. The widget's
    // page is loaded as a new document: its Content-Security-Policy (the one admitting the widget's origin)
    // comes with the document, so a client-side navigation would keep this page's stricter one.
    if (method === 'yookassa-sdk' && answer.confirmation_token)
      return redirectDocument(`/cart/checkout/${id}/yookassa/`, { status: 303, headers: NO_STORE })
    if (method === 'sberpay' && answer.deep_link)
      return redirect(`/cart/checkout/${id}/sberpay/`, { status: 303, headers: NO_STORE })
    if (!isConfirmationUrl(answer.confirmation_url)) {
      console.error('payment: the provider gave no confirmation page', answer.status)
      return refused({ error: 'method-unavailable', method }, 502)
    }
    return redirect(answer.confirmation_url, { status: 303, headers: NO_STORE })
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      return refused({ error: 'unavailable', method }, 409)
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) rethrowApiError(error)
    console.error('payment: starting the payment failed', error)
    return refused({ error: 'method-unavailable', method }, 502)
  }
}

function refused(reply: PaymentStepReply, status: number) {
  return data(reply, { status, headers: NO_STORE })
}
