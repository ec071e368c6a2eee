/**
 * One returns rulebook: the same typing on the live page (the returns machine: its field events, then
 * "Continue") and without JavaScript (the step posted to the route's action, as the page renders it) must give
 * the same errors, by input name, and move on in both or in neither.
 */
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest'
import { type InputStep, stepErrorsOf, stepPost } from '../../features/returns/return-step-schema.ts'
import type { ReturnsEvent } from '../../features/returns/returns.machine.ts'
import { nextStep, type ReturnForm } from '../../features/returns/returns-form.ts'
import { aFilledForm, anInput, run, start, TODAY } from '../../features/returns/returns-test-factories.ts'
import { type ActionAnswer, postTo, resetApi } from './my-return-test-api.ts'

vi.mock('../../lib/context.server.ts', async () => {
  const { fakeReturnContext } = await import('./my-return-test-api.ts')
  return { storefrontContext: async () => fakeReturnContext() }
})

const { returnPageAction } = await import('./my-return.server.ts')

// Both paths check dates against the same day: the machine's `today` input and the action's clock.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(TODAY))
})
afterAll(() => vi.useRealTimers())

type Typed = Record<string, string | string[]>
const photo = { id: 7, name: 'a.jpg', url: '' }
const stored = aFilledForm({ reason: 'Брак', photos: [photo] })

const TYPINGS: [string, InputStep, Typed, ReturnForm][] = [
  ['no item chosen', 'items', { items: [] }, stored],
  ['the other item chosen', 'items', { items: ['1', '2'] }, stored],
  [
    'a blank reason, too long a comment, no photo',
    'reason',
    { reason: ' ', comment: 'x'.repeat(1001) },
    aFilledForm(),
  ],
  ['a reason with a stored photo', 'reason', { reason: 'Шов разошёлся' }, stored],
  [
    'a short name, a bad email, a minor, a wrong series',
    'applicant',
    {
      'applicant.full_name': 'Иван',
      'applicant.email': 'ivan@',
      'applicant.birth_date': '12.04.2015',
      'document.series': '45',
      'document.issuer': '',
    },
    stored,
  ],
  [
    'a foreign passport: expired, a Cyrillic name, no country',
    'applicant',
    {
      'document.type': 'passport_foreign',
      'document.number': 'AB12345',
      'document.latin_name': 'Иван',
      'document.expiry_date': '01.01.2020',
    },
    stored,
  ],
  [
    "someone else's bank details with a wrong BIC",
    'refund',
    {
      'refund.method': 'bank_details',
      'refund.receiver_full_name': 'Пётр Петров',
      'refund.bank': 'ПАО Сбербанк',
      'refund.bic': '123',
    },
    stored,
  ],
  [
    "the applicant's own valid bank details",
    'refund',
    {
      'refund.method': 'bank_details',
      'refund.receiver_full_name': 'иван петрович петров',
      'refund.account': '40817810938160925982',
      'refund.bank': 'ПАО Сбербанк',
      'refund.bic': '044525225',
      'refund.correspondent_account': '30101810400000000225',
    },
    stored,
  ],
  ['a pickup point not chosen', 'pickup', { 'pickup.kind': 'pickup_point', 'pickup.outlet': '' }, stored],
  ['a courier without an address', 'pickup', { 'pickup.kind': 'courier', 'pickup.address': '  ' }, stored],
  [
    'a courier address',
    'pickup',
    { 'pickup.kind': 'courier', 'pickup.address': 'Москва, Тверская, 7' },
    stored,
  ],
]

/** The live page: the machine at the step with the stored form, the same typing as its events, "Continue". */
function live(step: InputStep, typed: Typed, form: ReturnForm) {
  const events: ReturnsEvent[] = []
  for (const [name, value] of Object.entries(typed)) {
    if (name !== 'items') {
      events.push({ type: 'field.change', path: name, value: String(value) })
      continue
    }
    const chosen = (Array.isArray(value) ? value : [value]).map(Number)
    for (const id of new Set([...form.items, ...chosen]))
      if (form.items.includes(id) !== chosen.includes(id)) events.push({ type: 'item.toggle', id })
  }
  const snapshot = run(start(anInput({ step, data: form })), ...events, { type: 'step.next' })
  return { errors: snapshot.context.errors, step: snapshot.context.step }
}

/** The no-JS page: the step's inputs as rendered from the stored form, the typing over them, "Continue". */
async function noJs(step: InputStep, typed: Typed, form: ReturnForm) {
  resetApi({ step, data: form })
  const fields: [string, string][] = [
    ['step', step],
    ['intent', 'next'],
  ]
  for (const [name, value] of stepPost(step, form).entries()) if (!(name in typed)) fields.push([name, value])
  for (const [name, value] of Object.entries(typed))
    for (const one of Array.isArray(value) ? value : [value]) fields.push([name, one])
  const answer = await postTo(returnPageAction, fields)
  if (answer instanceof Response)
    return { errors: {}, step: (answer.headers.get('Location') ?? '').replace('?step=', '') }
  const refused = answer as ActionAnswer
  return { errors: stepErrorsOf(refused.data.submission), step: refused.data.step }
}

beforeEach(() => resetApi())

test.each(TYPINGS)('%s: the live machine and the no-JS action agree', async (_, step, typed, form) => {
  const fromLive = live(step, typed, form)
  const fromPost = await noJs(step, typed, form)
  expect(fromPost.errors).toEqual(fromLive.errors)
  expect(fromPost.step).toBe(fromLive.step)
  expect(fromLive.step).toBe(Object.keys(fromLive.errors).length === 0 ? nextStep(step) : step)
})

test('the typings cover refusals and passes of every step', async () => {
  const results = await Promise.all(TYPINGS.map(([, step, typed, form]) => noJs(step, typed, form)))
  const moved = TYPINGS.filter((typing, i) => results[i]?.step !== typing[1]).map(([, step]) => step)
  const refused = TYPINGS.filter((typing, i) => results[i]?.step === typing[1]).map(([, step]) => step)
  expect(new Set(moved)).toEqual(new Set(['items', 'reason', 'refund', 'pickup']))
  expect(new Set(refused)).toEqual(new Set(['items', 'reason', 'applicant', 'refund', 'pickup']))
})
