import { ApiError, createApiClient } from '@vitrina/api-client'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { JPEG } from '../testing/sample-files.ts'
import { signInNewCustomer } from '../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

// The return and review calls of @vitrina/api-client against the real API: every answer is parsed by the
// shared schemas, so a drift between the two fails here.
let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = (await signInNewCustomer(server, 1, '+79123456789')).key
})
afterAll(async () => {
  await server.close()
})

const client = () => createApiClient({ baseUrl: server.url, company: 1, region: 'moscow', token })

test('return calls match the contract: returnable, draft, upload, send, list, detail, cancel', async () => {
  const api = client()
  const order = (await api.orders.listOrders()).results.find((o) => o.state === 'done')
  const item = order?.items[0]
  if (!order || !item) throw new Error('the demo customer has no received order')
  expect((await api.reclamations.getReturnable(order.id)).items[0]?.returnable).toBe(true)
  await expect(api.reclamations.getReclamationDraft(item.id)).rejects.toMatchObject({ status: 404 })
  await api.reclamations.saveReclamationDraft(item.id, { step: 'reason', data: { reason: 'Брак' } })
  expect((await api.reclamations.getReclamationDraft(item.id)).data).toEqual({ reason: 'Брак' })
  const photo = await api.reclamations.uploadFile(new File([JPEG], 'defect.jpg'), 'photo')
  expect(photo.content_type).toBe('image/jpeg')
  const sent = await api.reclamations.createReclamation({
    order: order.id,
    items: [item.id],
    barcodes: [item.barcode ?? ''],
    reason: 'Брак',
    photos: [photo.id],
    applicant: {
      full_name: 'Иван Петрович Петров',
      email: 'ivan@example.com',
      phone: '+79123456789',
      birth_date: '12.04.1990',
      registration_address: 'Москва, Тверская улица, 7',
    },
    document: {
      type: 'passport_ru',
      series: '4510',
      number: '123456',
      issue_date: '15.05.2010',
      issuer: 'ОВД',
      division_code: '770-001',
    },
    refund: { method: 'card' },
    pickup: { kind: 'courier', address: 'Москва, Тверская улица, 7' },
  })
  expect(sent.state).toBe('new')
  expect((await api.reclamations.listReclamations()).results[0]?.id).toBe(sent.id)
  expect((await api.reclamations.getReclamation(sent.id)).history).toHaveLength(1)
  expect((await api.reclamations.cancelReclamation(sent.id)).state).toBe('canceled')
  const error = await api.reclamations.cancelReclamation(sent.id).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
})

test('review calls match the contract', async () => {
  const api = client()
  const sale = (await api.purchases.listPurchases()).results[0]
  if (!sale) throw new Error('the demo customer has no purchase')
  const lines = await api.reviews.getReviewable({ sale: sale.id })
  const line = lines.items[0]
  if (!line) throw new Error('the purchase has no lines')
  expect(line.review).toBeNull()
  const review = await api.reviews.writeReview({ sale_item: line.item, rating: 5, terms_accepted: true })
  expect(review.state).toBe('pending')
  expect((await api.reviews.getReviewable({ sale: sale.id })).items[0]?.review).toEqual({
    id: review.id,
    state: 'pending',
  })
})
