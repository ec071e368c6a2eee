import { RETURN_STAGES } from '@vitrina/domain/return-state'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { orders } from '../../db/schema/index.ts'
import { JPEG, multipart, PDF } from '../../testing/sample-files.ts'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
/** The demo customer (+79123456789) has a received order, one on its way and one awaiting pickup. */
let demo: string
let done: { id: number; items: { id: number; barcode: string }[] }
let shipping: { id: number; items: { id: number }[] }
beforeAll(async () => {
  server = await startTestServer()
  demo = (await signInNewCustomer(server, 1, '+79123456789')).key
  const orders = (await (await server.request('/api/orders/', { token: demo })).json()).results
  done = orders.find((o: { state: string }) => o.state === 'done')
  shipping = orders.find((o: { state: string }) => o.state === 'shipping')
})
afterAll(async () => {
  await server.close()
})

const photo = async (token = demo) =>
  (
    await (
      await server.request('/api/uploads/', { method: 'POST', token, body: multipart(JPEG, 'defect.jpg') })
    ).json()
  ).id as number

function application(photos: number[], extra: Record<string, unknown> = {}) {
  const item = done.items[0]
  if (!item) throw new Error('the demo order has no item')
  return {
    order: done.id,
    items: [item.id],
    barcodes: [item.barcode],
    reason: 'Шов на рукаве разошёлся после второй носки',
    photos,
    applicant: {
      full_name: 'Иван Петрович Петров',
      email: 'ivan@example.com',
      phone: '+79123456789',
      birth_date: '12.04.1990',
      registration_address: 'Москва, Тверская улица, 7, кв. 12',
    },
    document: {
      type: 'passport_ru',
      series: '4510',
      number: '123456',
      issue_date: '15.05.2010',
      issuer: 'ОВД Тверского района г. Москвы',
      division_code: '770-001',
    },
    refund: {
      method: 'bank_details',
      receiver_full_name: 'Иван Петрович Петров',
      account: '40817810938160925982',
      bank: 'ПАО Сбербанк',
      bic: '044525225',
      correspondent_account: '30101810400000000225',
    },
    pickup: { kind: 'courier', address: 'Москва, Тверская улица, 7, кв. 12' },
    ...extra,
  }
}
const send = (body: unknown, token = demo) =>
  server.request('/api/reclamations/', { method: 'POST', token, body: JSON.stringify(body) })
const move = (id: number, state: string, token = TEST_STAFF_TOKEN) =>
  server.request(`/api/staff/reclamations/${id}/state/`, {
    method: 'POST',
    headers: { 'X-Staff-Token': token },
    body: JSON.stringify({ state, comment: state === 'error' ? 'Фото нечёткое' : '' }),
  })

test('a received item is returnable with the days since receipt; an order on its way is not', async () => {
  const answer = await (
    await server.request(`/api/reclamations/returnable/?order=${done.id}`, { token: demo })
  ).json()
  expect(answer.items[0]).toMatchObject({
    returnable: true,
    reason: null,
    days_since_receipt: 57,
    days_left: 33,
  })
  const onItsWay = await (
    await server.request(`/api/reclamations/returnable/?order=${shipping.id}`, { token: demo })
  ).json()
  expect(onItsWay.items[0]).toMatchObject({
    returnable: false,
    reason: 'not_received',
    days_since_receipt: null,
  })
})

test('bad applications are refused field by field and leave nothing behind', async () => {
  const noPhotos = await send(application([]))
  expect(noPhotos.status).toBe(400)
  expect(await noPhotos.json()).toHaveProperty('photos')
  const id = await photo()
  const wrong = await send(
    application([id], {
      applicant: { ...application([]).applicant, birth_date: '01.01.2015' },
      refund: {
        ...application([]).refund,
        receiver_full_name: 'Мария Петрова',
        account: '40817810938160925983',
      },
    }),
  )
  expect(wrong.status).toBe(400)
  expect(await wrong.json()).toEqual({
    'applicant.birth_date': ['The applicant must be over 18'],
    'refund.receiver_full_name': ['The account must belong to the applicant'],
    'refund.account': ['Bank account number must be valid'],
  })
  expect((await send(application([id], { order: shipping.id, items: [shipping.items[0]?.id] }))).status).toBe(
    400,
  )
  // A photo already attached elsewhere or someone else's: the whole send fails, nothing is created.
  const other = await signInNewCustomer(server)
  const theirs = await photo(other.key)
  const stolen = await send(application([theirs]))
  expect(stolen.status).toBe(400)
  expect(await stolen.json()).toHaveProperty('photos')
  expect((await (await server.request('/api/reclamations/', { token: demo })).json()).count).toBe(0)
})

test('another customer cannot see, send for or cancel the demo customer’s returns (404)', async () => {
  const other = await signInNewCustomer(server)
  const theirPhoto = await photo(other.key)
  expect((await send(application([theirPhoto]), other.key)).status).toBe(404)
  expect(
    (await server.request(`/api/reclamations/returnable/?order=${done.id}`, { token: other.key })).status,
  ).toBe(404)
  expect(
    (await server.request(`/api/reclamations/drafts/${done.items[0]?.id}/`, { token: other.key })).status,
  ).toBe(404)
  expect((await server.request('/api/reclamations/')).status).toBe(401)
})

test('the form draft is kept on the server per item and resumed', async () => {
  const item = done.items[0]?.id
  const path = `/api/reclamations/drafts/${item}/`
  expect((await server.request(path, { token: demo })).status).toBe(404)
  const draft = { step: 'applicant', data: { reason: 'Шов разошёлся', photos: [1] } }
  const put = await server.request(path, { method: 'PUT', token: demo, body: JSON.stringify(draft) })
  expect(put.status).toBe(200)
  expect(await (await server.request(path, { token: demo })).json()).toEqual(draft)
})

test('the customer cancels an unchecked application, which frees the item; a checked one cannot be', async () => {
  const first = await (await send(application([await photo()]))).json()
  // Sending removed the form draft of the item (saved by the previous test).
  expect(
    (await server.request(`/api/reclamations/drafts/${done.items[0]?.id}/`, { token: demo })).status,
  ).toBe(404)
  const other = await signInNewCustomer(server)
  expect((await server.request(`/api/reclamations/${first.id}/`, { token: other.key })).status).toBe(404)
  expect(
    (await server.request(`/api/reclamations/${first.id}/cancel/`, { method: 'POST', token: other.key }))
      .status,
  ).toBe(404)
  const canceled = await server.request(`/api/reclamations/${first.id}/cancel/`, {
    method: 'POST',
    token: demo,
  })
  expect(canceled.status).toBe(200)
  expect(await canceled.json()).toMatchObject({ state: 'canceled', can_cancel: false, expected_check: null })
  // Not verified (error, with the manager's explanation) also frees the item for a corrected application.
  const second = await (await send(application([await photo()]))).json()
  expect((await move(second.id, 'error')).status).toBe(200)
  const checked = await (await server.request(`/api/reclamations/${second.id}/`, { token: demo })).json()
  expect(checked).toMatchObject({ state: 'error', state_comment: 'Фото нечёткое' })
  expect(
    (await server.request(`/api/reclamations/${second.id}/cancel/`, { method: 'POST', token: demo })).status,
  ).toBe(409)
  const list = await (await server.request('/api/reclamations/', { token: demo })).json()
  expect(list.results.map((r: { state: string }) => r.state)).toEqual(['error', 'canceled'])
})

test('a refused application ends returned: processing → rejected → returned', async () => {
  // Test setup: the demo customer's second order arrives (as the shop's back office would record it).
  await server.handle.db.update(orders).set({ state: 'done' }).where(eq(orders.id, shipping.id))
  const item = shipping.items[0] as { id: number; barcode: string }
  const sent = await send(
    application([await photo()], { order: shipping.id, items: [item.id], barcodes: [item.barcode] }),
  )
  expect(sent.status).toBe(201)
  const { id } = await sent.json()
  for (const state of ['ready', 'shipping', 'processing', 'rejected', 'returned'])
    expect((await move(id, state)).status).toBe(200)
  const final = await (await server.request(`/api/reclamations/${id}/`, { token: demo })).json()
  expect(final.history.map((h: { state: string }) => h.state)).toEqual([
    'new',
    'ready',
    'shipping',
    'processing',
    'rejected',
    'returned',
  ])
  expect((await move(id, 'done')).status).toBe(409)
  // The manager acts within one company: the same id under another tenant is not found.
  expect(
    (
      await server.request(`/api/staff/reclamations/${id}/state/`, {
        method: 'POST',
        company: 2,
        headers: { 'X-Staff-Token': TEST_STAFF_TOKEN },
        body: JSON.stringify({ state: 'done' }),
      })
    ).status,
  ).toBe(404)
})

test('the dev control page lists applications with their state and only the allowed moves', async () => {
  const fresh = await (await send(application([await photo()]))).json()
  const page = await (await server.request('/dev/returns')).text()
  expect(page).toContain(`<td>${fresh.id}</td><td>1</td><td data-state="new">new</td>`)
  expect(page).toContain(`aria-label="Application ${fresh.id}: ready"`)
  expect(page).toContain(`aria-label="Application ${fresh.id}: error"`)
  // Cancelling is the customer's; final states offer nothing.
  expect(page).not.toContain(`aria-label="Application ${fresh.id}: canceled"`)
  expect(page).not.toContain(`aria-label="Application ${fresh.id - 1}:`)
  expect(
    (await server.request(`/api/reclamations/${fresh.id}/cancel/`, { method: 'POST', token: demo })).status,
  ).toBe(200)
  expect(page).toContain('<h1>Dev returns and reviews</h1>')
})

test('an application goes through its whole lifecycle with a history entry per change', async () => {
  const photos = [await photo(), await photo()]
  const doc = (
    await (
      await server.request('/api/uploads/', {
        method: 'POST',
        token: demo,
        body: multipart(PDF, 'statement.pdf', 'document'),
      })
    ).json()
  ).id
  const sent = await send(application(photos, { documents: [doc] }))
  expect(sent.status).toBe(201)
  const app = await sent.json()
  expect(app).toMatchObject({
    state: 'new',
    can_cancel: true,
    order: { id: done.id },
    // The test clock is 13:00 Moscow time: within check hours, so the check is expected now.
    expected_check: '2026-11-22T10:00:00.000Z',
  })
  expect(app.photos).toHaveLength(2)
  expect(app.documents).toHaveLength(1)
  // The item is no longer returnable while the application is open.
  const again = await (
    await server.request(`/api/reclamations/returnable/?order=${done.id}`, { token: demo })
  ).json()
  expect(again.items[0]).toMatchObject({ returnable: false, reason: 'already_returned', reclamation: app.id })
  expect((await send(application([await photo()]))).status).toBe(409)

  expect((await move(app.id, 'ready', 'wrong-token-wrong-token-wrong')).status).toBe(401)
  expect((await move(app.id, 'done')).status).toBe(409)
  // The first check through the dev control's form (a manager's click), the rest through the staff API.
  const viaDev = await server.request(`/dev/returns/reclamations/${app.id}`, {
    method: 'POST',
    body: new URLSearchParams({ state: 'ready' }),
    redirect: 'manual',
  })
  expect(viaDev.status).toBe(303)
  for (const state of RETURN_STAGES.slice(2)) {
    server.clock.advance(3_600_000)
    const moved = await move(app.id, state)
    expect(moved.status).toBe(200)
  }
  const final = await (await server.request(`/api/reclamations/${app.id}/`, { token: demo })).json()
  expect(final).toMatchObject({ state: 'done', can_cancel: false, expected_check: null })
  expect(final.history.map((h: { state: string }) => h.state)).toEqual([...RETURN_STAGES])
  expect(final.history[0].actor).toBe('customer')
  expect(final.history[1].actor).toBe('staff')
  // A done application is final; the customer cannot cancel it.
  expect((await move(app.id, 'failed')).status).toBe(409)
  expect(
    (await server.request(`/api/reclamations/${app.id}/cancel/`, { method: 'POST', token: demo })).status,
  ).toBe(409)
})
