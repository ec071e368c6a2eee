import { findStockedSku, signInNewCustomer } from './sign-in.ts'
import type { Json, TestServer } from './test-server.ts'

/**
 * A new customer's courier order of one stocked item, to be paid online (or by `paymentOption`): the start
 * of every payment test. Answers the customer's key and the order as the API answered it.
 */
export async function placeOnlineOrder(
  server: Pick<TestServer, 'request'>,
  { recipientName = 'Анна Смирнова', paymentOption = 'DELIVERY:online' } = {},
): Promise<{ key: string; order: Json }> {
  const { key } = await signInNewCustomer(server)
  const item = await findStockedSku(server)
  const order = await (
    await server.request('/api/orders/', {
      method: 'POST',
      token: key,
      body: JSON.stringify({
        products: [{ product: item.product, sku: item.sku, count: 1 }],
        recipient_name: recipientName,
        recipient_phone: '79161234567',
        delivery_payment_option: paymentOption,
        address: { city: 'Москва', street: 'Тверская', house: '1' },
      }),
    })
  ).json()
  return { key, order }
}
