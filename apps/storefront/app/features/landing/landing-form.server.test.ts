import { ApiError } from '@vitrina/api-client'
import { expect, test } from 'vitest'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { landingFormAction } from './landing-form.server.ts'

const LANDING = {
  form_ids: ['request', 'phone', 'telegram'],
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true },
    { name: 'phone', label: 'Phone', type: 'phone', required: true },
    { name: 'email', label: 'Email', type: 'email', required: false },
    { name: 'comment', label: 'Where to', type: 'textarea', required: false },
  ],
}

/** The action's collaborators: the company's settings and an API that records what it is sent. */
function contextWith(refuse: ApiError | null = null) {
  const sent: unknown[] = []
  const context = {
    company: { landing_form: LANDING },
    api: {
      promotions: {
        submitLandingForm: async (body: unknown) => {
          if (refuse) throw refuse
          sent.push(body)
          return { id: 1, message: null }
        },
      },
    },
  } as unknown as StorefrontContext // only what the action reads
  return { context, sent }
}

const post = (context: StorefrontContext, fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const request = new Request('http://outdoor.localhost/sections/first-hike/', { method: 'POST', body: form })
  return landingFormAction(context, request, '/sections/first-hike/')
}
type Answer = {
  init: { status: number } | null
  data: { error?: Record<string, string[]>; initialValue?: object } | null
}
const answerOf = (result: unknown) => result as Answer

test('invalid input answers 400 with a code per field and the values as typed, and sends nothing', async () => {
  const { context, sent } = contextWith()
  const answer = answerOf(
    await post(context, {
      form_id: 'request',
      name: '',
      phone: '12',
      email: 'anna@',
      comment: 'x'.repeat(2001),
    }),
  )
  expect(answer.init?.status).toBe(400)
  expect(answer.data?.error).toEqual({
    name: ['required'],
    phone: ['phone'],
    email: ['email'],
    comment: ['max_length:2000'],
  })
  expect(answer.data?.initialValue).toMatchObject({ form_id: 'request', phone: '12', email: 'anna@' })
  expect(sent).toEqual([])
})

test("a field type's own limit is named (a name of 201 characters), within the API's 2000", async () => {
  const { context } = contextWith()
  const answer = answerOf(
    await post(context, { form_id: 'request', name: 'x'.repeat(201), phone: '+79161234567' }),
  )
  expect(answer.data?.error).toEqual({ name: ['max_length:200'] })
})

test('the call-back form asks only for the phone; a valid send goes to the API trimmed and redirects', async () => {
  const { context, sent } = contextWith()
  const answer = (await post(context, {
    form_id: 'phone',
    phone: ' +7 916 123-45-67 ',
    name: 'ignored',
  })) as Response
  expect(answer.status).toBe(303)
  expect(answer.headers.get('Location')).toBe('/sections/first-hike/?sent=phone#landing-form')
  expect(sent).toEqual([
    { form_id: 'phone', page: '/sections/first-hike/', fields: { phone: '+7 916 123-45-67' } },
  ])
})

test('a form the company does not offer is a 400 without a reply; a throttled send keeps the values', async () => {
  expect(answerOf(await post(contextWith().context, { form_id: 'order' })).init?.status).toBe(400)
  const { context } = contextWith(new ApiError(429, { detail: 'Slow down.' }))
  const answer = answerOf(await post(context, { form_id: 'request', name: 'Anna', phone: '+79161234567' }))
  expect(answer.init?.status).toBe(429)
  expect(answer.data?.error).toEqual({ '': ['throttled'] })
  expect(answer.data?.initialValue).toMatchObject({ name: 'Anna' })
})
