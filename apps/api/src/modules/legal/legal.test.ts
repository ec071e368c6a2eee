import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_LEGAL_CUSTOMER_PHONE } from '../../../seed/seed-legal.ts'
import { multipart, PDF } from '../../testing/sample-files.ts'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from '../../testing/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const VALID = {
  company: 'ООО «Северный склад»',
  inn: '7704123450',
  address: '125009, Москва, ул. Тверская, д. 9',
  fio: 'Смирнова Анна Петровна',
  bank_name: 'ПАО Сбербанк',
  bic: '044525225',
  account: '40702810200000012345',
  correspondent_account: '30101810400000000225',
}

async function customer(company = 1) {
  const { key } = await signInNewCustomer(server, company)
  const me = await (await server.request('/api/customers/me/', { token: key, company })).json()
  return { token: key, id: me.id as number, company }
}
type Who = Awaited<ReturnType<typeof customer>>

const json = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) })
const becomeLegal = (who: Who) =>
  server.request(`/api/customers/${who.id}/`, { ...json('PATCH', { kind: 'legal' }), token: who.token })
const uploadDocument = async (who: Who) => {
  const response = await server.request('/api/uploads/', {
    method: 'POST',
    token: who.token,
    company: who.company,
    body: multipart(PDF, 'Устав ООО.pdf', 'document'),
  })
  expect(response.status).toBe(201)
  return (await response.json()).id as number
}
const ask = (who: Who, documents: number[]) =>
  server.request('/api/price-access/', {
    ...json('POST', { documents }),
    token: who.token,
    company: who.company,
  })
const decide = (
  id: number,
  body: unknown,
  headers: Record<string, string> = { 'X-Staff-Token': TEST_STAFF_TOKEN },
  company = 1,
) => server.request(`/api/staff/price-access/${id}/state/`, { ...json('POST', body), headers, company })
const profile = async (who: Who) =>
  (await server.request('/api/customers/me/', { token: who.token, company: who.company })).json()

describe('legal info', () => {
  test('is empty before the first save, then stored as checked (numbers without spaces)', async () => {
    const who = await customer()
    const path = `/api/customers/${who.id}/legal-info/`
    const before = await (await server.request(path, { token: who.token })).json()
    expect(before).toMatchObject({ company: '', inn: '', updated_at: null })
    const saved = await server.request(path, {
      ...json('PUT', { ...VALID, account: '4070 2810 2000 0001 2345' }),
      token: who.token,
    })
    expect(saved.status).toBe(200)
    const after = await (await server.request(path, { token: who.token })).json()
    expect(after).toMatchObject({ ...VALID, account: '40702810200000012345' })
    expect(after.updated_at).toBeTruthy()
  })

  test('a wrong INN, BIC or account is a 400 naming the field, and nothing is stored', async () => {
    const who = await customer()
    const path = `/api/customers/${who.id}/legal-info/`
    const wrongInn = await server.request(path, {
      ...json('PUT', { ...VALID, inn: '7704123451' }),
      token: who.token,
    })
    expect(wrongInn.status).toBe(400)
    expect(Object.keys(await wrongInn.json())).toEqual(['inn'])
    const wrongBic = await server.request(path, {
      ...json('PUT', { ...VALID, bic: '144525225' }),
      token: who.token,
    })
    expect(await wrongBic.json()).toHaveProperty('bic')
    const wrongAccount = await server.request(path, {
      ...json('PUT', { ...VALID, account: '40702810200000012346' }),
      token: who.token,
    })
    expect(wrongAccount.status).toBe(400)
    expect(await wrongAccount.json()).toEqual({
      account: [expect.stringContaining('Bank account number must be valid')],
    })
    const empty = await server.request(path, { ...json('PUT', { ...VALID, company: ' ' }), token: who.token })
    expect(await empty.json()).toEqual({ company: ['This field is required.'] })
    expect((await (await server.request(path, { token: who.token })).json()).updated_at).toBeNull()
  })

  test('another customer’s legal info is a 404, read or written', async () => {
    const [me, other] = [await customer(), await customer()]
    const path = `/api/customers/${other.id}/legal-info/`
    expect((await server.request(path, { token: me.token })).status).toBe(404)
    expect((await server.request(path, { ...json('PUT', VALID), token: me.token })).status).toBe(404)
  })
})

describe('price access', () => {
  test('a request goes on_approval, then approval gives the wholesale level and leaves ON_APPROVAL', async () => {
    const who = await customer()
    const document = await uploadDocument(who)
    // A personal customer is asked to switch first.
    const personal = await ask(who, [document])
    expect(personal.status).toBe(409)
    expect((await personal.json()).code).toBe('not_legal')
    expect((await becomeLegal(who)).status).toBe(200)
    // Documents must be added.
    const none = await ask(who, [])
    expect(none.status).toBe(400)
    expect(await none.json()).toHaveProperty('documents')
    const sent = await ask(who, [document])
    expect(sent.status).toBe(201)
    const request = await sent.json()
    expect(request).toMatchObject({ state: 'on_approval', reason: '', decided_at: null })
    expect(request.documents).toMatchObject([{ id: document, name: 'Устав ООО.pdf', kind: 'document' }])
    expect((await profile(who)).state).toBe('ON_APPROVAL')
    const status = await (await server.request('/api/price-access/', { token: who.token })).json()
    expect(status).toMatchObject({ can_request: false, blocked_by: 'pending', latest: { id: request.id } })
    // One waiting request at a time.
    const again = await ask(who, [await uploadDocument(who)])
    expect(again.status).toBe(409)
    expect((await again.json()).code).toBe('pending')

    const approved = await decide(request.id, { state: 'approved' })
    expect(approved.status).toBe(200)
    expect(await approved.json()).toEqual({ id: request.id, state: 'approved' })
    const me = await profile(who)
    expect(me.state).toBe('ACTIVE')
    expect(me.level).toMatchObject({ name: 'Опт' })
    // Decided once.
    expect((await decide(request.id, { state: 'rejected', reason: 'late' })).status).toBe(409)
    const after = await (await server.request('/api/price-access/', { token: who.token })).json()
    expect(after).toMatchObject({ can_request: false, blocked_by: 'approved', latest: { state: 'approved' } })
  })

  test('a rejection needs a reason, which the customer reads; then they may ask again', async () => {
    const who = await customer()
    await becomeLegal(who)
    const request = await (await ask(who, [await uploadDocument(who)])).json()
    const silent = await decide(request.id, { state: 'rejected' })
    expect(silent.status).toBe(400)
    expect(await silent.json()).toHaveProperty('reason')
    const rejected = await decide(request.id, { state: 'rejected', reason: 'ИНН в уставе не совпадает' })
    expect(rejected.status).toBe(200)
    const status = await (await server.request('/api/price-access/', { token: who.token })).json()
    expect(status).toMatchObject({
      can_request: true,
      blocked_by: null,
      latest: { state: 'rejected', reason: 'ИНН в уставе не совпадает' },
    })
    const me = await profile(who)
    expect(me).toMatchObject({ state: 'ACTIVE', level: null })
    expect((await ask(who, [await uploadDocument(who)])).status).toBe(201)
  })

  test('another customer’s document cannot be sent; their request cannot be decided from another company', async () => {
    const [me, other] = [await customer(), await customer()]
    await becomeLegal(me)
    const theirs = await uploadDocument(other)
    const stolen = await ask(me, [theirs])
    expect(stolen.status).toBe(400)
    expect(await stolen.json()).toHaveProperty('documents')
    // Nothing half-written: no request, the customer is not ON_APPROVAL.
    expect((await profile(me)).state).toBe('ACTIVE')
    const request = await (await ask(me, [await uploadDocument(me)])).json()
    expect((await decide(request.id, { state: 'approved' }, undefined, 2)).status).toBe(404)
  })

  test('the staff transition needs the staff token', async () => {
    const who = await customer()
    await becomeLegal(who)
    const request = await (await ask(who, [await uploadDocument(who)])).json()
    expect((await decide(request.id, { state: 'approved' }, {})).status).toBe(401)
    expect(
      (await decide(request.id, { state: 'approved' }, { 'X-Staff-Token': 'wrong-token-0123456789abcdef0' }))
        .status,
    ).toBe(401)
    expect((await profile(who)).state).toBe('ON_APPROVAL')
  })

  test('the dev control decides across companies (development only)', async () => {
    const who = await customer(2)
    await becomeLegalOn(who)
    const request = await (await ask(who, [await uploadDocument(who)])).json()
    const page = await server.request('/dev/price-access', { company: null })
    expect(await page.text()).toContain(`Request ${request.id}: approve`)
    const moved = await server.request(`/api/dev/price-access/${request.id}/state/`, {
      ...json('POST', { state: 'approved' }),
      company: null,
    })
    expect(moved.status).toBe(200)
    expect((await profile(who)).level).toMatchObject({ name: 'Partner' })
  })
})

async function becomeLegalOn(who: Who) {
  const response = await server.request(`/api/customers/${who.id}/`, {
    ...json('PATCH', { kind: 'legal' }),
    token: who.token,
    company: who.company,
  })
  expect(response.status).toBe(200)
}

describe('documents and managers', () => {
  test('sent documents are listed to their owner; another customer’s document is a 404', async () => {
    const [me, other] = [await customer(), await customer()]
    await becomeLegal(me)
    const unsent = await uploadDocument(me)
    const sent = await uploadDocument(me)
    await ask(me, [sent])
    const list = await (await server.request('/api/customer-documents/', { token: me.token })).json()
    expect(list.results.map((d: { id: number }) => d.id)).toEqual([sent])
    expect(list.results[0]).toMatchObject({
      name: 'Устав ООО.pdf',
      content_type: 'application/pdf',
      purpose: 'price_access',
    })
    const link = await (await server.request(`/api/customer-documents/${sent}/`, { token: me.token })).json()
    expect(link.url).toMatch(/\/files\/\d+\?expires=\d+&signature=/)
    expect((await server.request(`/api/customer-documents/${sent}/`, { token: other.token })).status).toBe(
      404,
    )
    expect((await server.request(`/api/customer-documents/${unsent}/`, { token: me.token })).status).toBe(404)
    expect(
      (await (await server.request('/api/customer-documents/', { token: other.token })).json()).results,
    ).toEqual([])
  })

  test('the demo legal customer has managers with contacts; a new customer has none', async () => {
    const { key } = await signInNewCustomer(server, 1, DEMO_LEGAL_CUSTOMER_PHONE)
    const managers = await (await server.request('/api/personal-managers/', { token: key })).json()
    expect(managers.results).toHaveLength(2)
    expect(managers.results[0]).toMatchObject({
      name: 'Ольга Кузнецова',
      phone: '+74951234567',
      messenger: { kind: 'telegram', url: 'https://t.me/tropa_opt_olga' },
    })
    const info = await (await server.request('/api/customers/me/', { token: key })).json()
    expect(info).toMatchObject({ kind: 'legal', level: null })
    const stranger = await customer()
    expect(
      (await (await server.request('/api/personal-managers/', { token: stranger.token })).json()).results,
    ).toEqual([])
  })
})

test('the price restriction is set by staff with the levels that see prices', async () => {
  const body = { is_enabled: true, guest_message: ' Войдите, чтобы увидеть цены ' }
  expect((await server.request('/api/staff/price-restriction/', json('PUT', body))).status).toBe(401)
  const saved = await server.request('/api/staff/price-restriction/', {
    ...json('PUT', body),
    headers: { 'X-Staff-Token': TEST_STAFF_TOKEN },
    company: 2,
  })
  expect(saved.status).toBe(200)
  const restriction = await saved.json()
  expect(restriction).toMatchObject({
    is_enabled: true,
    guest_message: 'Войдите, чтобы увидеть цены',
    level_message: null,
  })
  // Silver does not see prices: the ids are the other levels.
  expect(restriction.allowed_level_ids.length).toBeGreaterThan(0)
  const off = await server.request('/api/dev/companies/2/price-restriction/', {
    ...json('PUT', { is_enabled: false }),
    company: null,
  })
  expect(await off.json()).toMatchObject({ is_enabled: false })
})
