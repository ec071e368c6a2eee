import type { TestServer } from './test-server.ts'

let counter = 0

/** Signs a new customer in through the real SMS flow and the dev outbox. */
export async function signInNewCustomer(
  server: Pick<TestServer, 'request'>,
  company = 1,
  phone?: string,
): Promise<{ key: string; phone: string }> {
  counter++
  const number =
    phone ?? `+7926${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`
  const sent = await server.request(`/api/sms/send_code/?phone=${encodeURIComponent(number)}`, {
    method: 'POST',
    company,
    headers: { 'X-Forwarded-For': `10.1.${counter % 250}.${counter % 200}` },
  })
  if (sent.status !== 201)
    throw new Error(`send_code answered ${sent.status}: ${JSON.stringify(await sent.json())}`)
  const messages = await (await server.request('/api/dev/outbox/', { company })).json()
  const code = messages.find((m: { to: string }) => m.to === number)?.code
  const verified = await server.request('/api/v2/auth/verify_code/', {
    method: 'POST',
    company,
    body: JSON.stringify({ source: number, code, method: 'sms' }),
  })
  if (verified.status !== 200) throw new Error(`verify_code answered ${verified.status}`)
  return { key: (await verified.json()).key, phone: number }
}

/** The first product with at least `minStock` units of some sku in the default region. */
export async function findStockedSku(
  server: Pick<TestServer, 'request'>,
  company = 1,
  minStock = 2,
  skip = 0,
) {
  const page = await (
    await server.request(`/api/products/?in_stock=true&page_size=50&page=${1 + Math.floor(skip / 50)}`, {
      company,
    })
  ).json()
  for (const card of page.results.slice(skip % 50)) {
    const product = await (await server.request(`/api/products/${card.slug}/`, { company })).json()
    const sku = product.skus.find((s: { stock: number }) => s.stock >= minStock)
    if (sku)
      return {
        product: product.id as number,
        sku: sku.id as number,
        stock: sku.stock as number,
        price: sku.price as string,
      }
  }
  throw new Error('no stocked sku found')
}
