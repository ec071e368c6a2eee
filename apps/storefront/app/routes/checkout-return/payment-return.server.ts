import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import { idParam, loadOwnOrder, NO_STORE, rethrowApiError } from '../../features/orders/orders.server.ts'
import {
  chosenMethod,
  payableMethods,
  paymentOutcome,
  paymentStepHref,
} from '../../features/orders/payment.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { env } from '../../lib/env.server.ts'
import { qrSvg } from './qr-code.server.ts'

/**
 * The page the provider sends the customer back to (/yookassa or /sberpay): asks the API for the payment's
 * status (the API reads it from the provider). Paid goes on to the success page; pending and failed are shown,
 * with "Pay again" back to the payment step for a failed one (a new payment is started from there).
 */
export async function loadPaymentReturn(request: Request, params: Record<string, string | undefined>) {
  const context = await storefrontContext(request)
  const id = idParam(params, 'orderId')
  const page = /\/sberpay\/?$/.test(new URL(request.url).pathname) ? 'sberpay' : 'yookassa'
  let payment: Awaited<ReturnType<typeof context.api.services.getPaymentStatus>>
  try {
    payment = await context.api.services.getPaymentStatus(id)
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) rethrowApiError(error)
    // No payment yet for an order of this customer: back to the payment step (a foreign order stays a 404).
    const order = await loadOwnOrder(context, id)
    throw redirect(paymentStepHref(order.id, chosenMethod(payableMethods(order), null, order.payment_type)), {
      status: 303,
      headers: NO_STORE,
    })
  }
  const outcome = paymentOutcome(payment.status)
  if (outcome === 'paid') throw redirect(`/cart/success/${id}/`, { status: 303, headers: NO_STORE })
  const order = await loadOwnOrder(context, id)
  const methods = payableMethods(order)
  const method = chosenMethod(methods, page === 'sberpay' ? 'sberpay' : null, order.payment_type)
  return data(
    {
      orderId: order.id,
      number: order.number,
      outcome,
      // A failed attempt on an order that can no longer be paid online offers no retry.
      payAgainHref: method === null ? null : paymentStepHref(order.id, method),
      // Confirmed on this page while pending: YooKassa's widget by its token, SberPay by its deep link / QR.
      widget:
        outcome === 'pending' && page === 'yookassa' && payment.confirmation_token
          ? { token: payment.confirmation_token, scriptUrl: env().YOOKASSA_WIDGET_URL }
          : null,
      sberpay:
        outcome === 'pending' && page === 'sberpay' && payment.deep_link
          ? { deepLink: payment.deep_link, qrSvg: qrSvg(payment.deep_link) }
          : null,
    },
    { headers: NO_STORE },
  )
}
