import { afterAll, beforeAll, expect, test } from 'vitest'
import { JPEG, multipart } from '../../testing/sample-files.ts'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
let demo: string
type Line = { id: number; product: number }
let received: { id: number; items: Line[] }
let onItsWay: { id: number; items: Line[] }
let sale: { id: number; items: Line[] }
beforeAll(async () => {
  server = await startTestServer()
  demo = (await signInNewCustomer(server, 1, '+79123456789')).key
  const orders = (await (await server.request('/api/orders/', { token: demo })).json()).results
  received = orders.find((o: { state: string }) => o.state === 'done')
  onItsWay = orders.find((o: { state: string }) => o.state === 'shipping')
  sale = (await (await server.request('/api/sales/', { token: demo })).json()).results[0]
})
afterAll(async () => {
  await server.close()
})

const write = (body: Record<string, unknown>, token = demo) =>
  server.request('/api/reviews/', {
    method: 'POST',
    token,
    body: JSON.stringify({ rating: 5, terms_accepted: true, ...body }),
  })
const moderate = (id: number, state: string) =>
  server.request(`/api/staff/reviews/${id}/state/`, {
    method: 'POST',
    headers: { 'X-Staff-Token': TEST_STAFF_TOKEN },
    body: JSON.stringify({ state }),
  })
const line = (o: { items: Line[] }) => o.items[0] as Line

test('a rating and agreement with the publishing rules are required, with the spec’s messages', async () => {
  const item = line(received).id
  const unrated = await write({ order_item: item, rating: 0 })
  expect(unrated.status).toBe(400)
  expect(await unrated.json()).toEqual({ rating: ['To continue, rate the product'] })
  const unagreed = await write({ order_item: item, terms_accepted: false })
  expect(await unagreed.json()).toEqual({
    terms_accepted: ['You need to confirm your agreement with the rules for publishing reviews'],
  })
  expect((await write({ rating: 5 })).status).toBe(400)
})

test('only buyers may review (403): another customer, an order not yet received', async () => {
  const other = await signInNewCustomer(server)
  expect((await write({ order_item: line(received).id }, other.key)).status).toBe(403)
  expect((await write({ sale_item: line(sale).id }, other.key)).status).toBe(403)
  expect((await write({ order_item: line(onItsWay).id })).status).toBe(403)
  expect(
    (await server.request(`/api/reviews/reviewable/?order=${received.id}`, { token: other.key })).status,
  ).toBe(404)
})

test('a buyer’s review with a photo waits for moderation, then shows on the product page and in the rating', async () => {
  const product = line(received).product
  const before = await (await server.request(`/api/products/${product}/reviews/summary/`)).json()
  const photo = await (
    await server.request('/api/uploads/', { method: 'POST', token: demo, body: multipart(JPEG, 'on-me.jpg') })
  ).json()
  const sent = await write({
    order_item: line(received).id,
    rating: 4,
    pros: 'Тёплая и лёгкая',
    cons: 'Капюшон великоват',
    comment: 'Носил всю осень в городе и в горах.',
    photos: [photo.id],
  })
  expect(sent.status).toBe(201)
  const review = await sent.json()
  expect(review).toMatchObject({ state: 'pending', rating: 4, product })
  expect(review.photos).toHaveLength(1)
  const page = () =>
    server.request(`/api/products/${product}/reviews/?ordering=-created`).then((r) => r.json())
  expect((await page()).results.some((r: { id: number }) => r.id === review.id)).toBe(false)
  expect((await write({ order_item: line(received).id })).status).toBe(409)
  const reviewable = await (
    await server.request(`/api/reviews/reviewable/?order=${received.id}`, { token: demo })
  ).json()
  expect(reviewable.items[0]).toMatchObject({
    item: line(received).id,
    review: { id: review.id, state: 'pending' },
  })

  expect((await moderate(review.id, 'published')).status).toBe(200)
  const shown = (await page()).results.find((r: { id: number }) => r.id === review.id)
  expect(shown).toMatchObject({ author: 'Иван П.', rating: 4, pros: 'Тёплая и лёгкая', is_anonymous: false })
  expect(shown.photos).toHaveLength(1)
  const served = await fetch(`${server.url}${shown.photos[0].url.replace('http://media.test', '')}`)
  expect(served.status).toBe(200)
  const after = await (await server.request(`/api/products/${product}/reviews/summary/`)).json()
  expect(after.count).toBe(before.count + 1)
  expect(after.distribution['4']).toBe(before.distribution['4'] + 1)
  const detail = await (await server.request(`/api/products/${product}/`)).json()
  expect(detail).toMatchObject({ reviews_count: after.count, rating: after.average })

  // Rejected after all: it leaves the page and the summary.
  expect((await moderate(review.id, 'rejected')).status).toBe(200)
  expect((await (await server.request(`/api/products/${product}/reviews/summary/`)).json()).count).toBe(
    before.count,
  )
})

test('an in-outlet purchase can be reviewed anonymously; the name is never exposed', async () => {
  const sent = await write({
    sale_item: line(sale).id,
    rating: 5,
    is_anonymous: true,
    comment: 'Отличные ботинки',
  })
  expect(sent.status).toBe(201)
  const { id } = await sent.json()
  expect((await write({ sale_item: line(sale).id })).status).toBe(409)
  const dev = await server.request(`/api/dev/reviews/${id}/state/`, {
    method: 'POST',
    body: JSON.stringify({ state: 'published' }),
  })
  expect(dev.status).toBe(200)
  const product = line(sale).product
  const shown = (
    await (await server.request(`/api/products/${product}/reviews/?ordering=-created`)).json()
  ).results.find((r: { id: number }) => r.id === id)
  expect(shown).toMatchObject({ author: '', is_anonymous: true, rating: 5 })
})
