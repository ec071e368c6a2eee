import { ApiError } from '@vitrina/api-client'
import { beforeEach, expect, test, vi } from 'vitest'
import { aFilledForm } from '../../features/returns/returns-test-factories.ts'
import { type ActionAnswer, api, postTo, resetApi } from './my-return-test-api.ts'

vi.mock('../../lib/context.server.ts', async () => {
  const { fakeReturnContext } = await import('./my-return-test-api.ts')
  return { storefrontContext: async () => fakeReturnContext() }
})

const { returnPageAction } = await import('./my-return.server.ts')

beforeEach(() => resetApi({ step: 'applicant', data: aFilledForm() }))

const post = (fields: [string, string | File][]) => postTo(returnPageAction, fields)

test('a wrong step answers 400 with the codes by input name and the values as typed, saved as the draft', async () => {
  const answer = (await post([
    ['step', 'applicant'],
    ['intent', 'next'],
    ['applicant.full_name', 'Иван'],
    ['applicant.email', 'ivan@'],
    ['applicant.phone', '+7 912 345-67-89'],
    ['applicant.birth_date', '12.04.1990'],
    ['applicant.registration_address', 'Москва'],
    ['document.type', 'passport_ru'],
    ['document.series', '45'],
    ['document.number', '123456'],
    ['document.issue_date', '15.05.2010'],
    ['document.issuer', 'ОВД'],
    ['document.division_code', '770-001'],
  ])) as ActionAnswer
  expect(answer.init?.status).toBe(400)
  expect(answer.data.step).toBe('applicant')
  expect(answer.data.submission.error).toEqual({
    'applicant.full_name': ['invalid'],
    'applicant.email': ['email'],
    'document.series': ['series'],
  })
  expect(answer.data.submission.initialValue).toMatchObject({
    applicant: { full_name: 'Иван', email: 'ivan@' },
    document: { series: '45' },
  })
  expect(api.saved.at(-1)?.data.applicant.email).toBe('ivan@')
})

test('a valid step is saved and the next one shown (303)', async () => {
  const answer = (await post([
    ['step', 'pickup'],
    ['intent', 'next'],
    ['pickup.kind', 'courier'],
    ['pickup.address', 'Москва, Тверская улица, 7'],
  ])) as Response
  expect(answer.status).toBe(303)
  expect(answer.headers.get('Location')).toBe('?step=review')
  expect(api.saved.at(-1)).toMatchObject({
    step: 'review',
    data: { pickup: { address: 'Москва, Тверская улица, 7' } },
  })
})

test('a refused upload is the photos error; the typed reason stays', async () => {
  api.refuseUpload = new ApiError(413, { code: 'file_too_large' })
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'big.jpg', { type: 'image/jpeg' })
  const answer = (await post([
    ['step', 'reason'],
    ['intent', 'upload'],
    ['reason', 'Шов разошёлся'],
    ['photo', photo],
  ])) as ActionAnswer
  expect(answer.init?.status).toBe(400)
  expect(answer.data.submission.error).toEqual({ photos: ['too_large'] })
  expect(answer.data.submission.initialValue).toMatchObject({ reason: 'Шов разошёлся' })
})

test('send checks every step first: nothing is sent while a step is wrong', async () => {
  const answer = (await post([
    ['step', 'review'],
    ['intent', 'send'],
  ])) as ActionAnswer
  expect(answer.init?.status).toBe(400)
  expect(answer.data.step).toBe('review')
  expect(answer.data.submission.error).toEqual({ reason: ['required'], photos: ['photos_required'] })
  expect(api.sent).toEqual([])
  resetApi({
    step: 'review',
    data: aFilledForm({ reason: 'Брак', photos: [{ id: 7, name: 'a.jpg', url: '' }] }),
  })
  const sent = (await post([
    ['step', 'review'],
    ['intent', 'send'],
  ])) as Response
  expect(sent.headers.get('Location')).toBe('/my/reclamations/5/?sent=1')
  expect(api.sent).toHaveLength(1)
})
