import { ApiError } from '@vitrina/api-client'
import { beforeEach, expect, test, vi } from 'vitest'

// The action's collaborators: a signed-in context whose API records the dates it is asked to save.
const calls = vi.hoisted(() => ({ saved: [] as unknown[], deleted: [] as number[], refuse: null as unknown }))

vi.mock('../../lib/context.server.ts', () => ({
  storefrontContext: async () => ({
    api: {
      customerLists: {
        createImportantDate: async (body: unknown) => {
          if (calls.refuse) throw calls.refuse
          calls.saved.push(body)
        },
        updateImportantDate: async (id: number, body: unknown) => {
          calls.saved.push({ id, ...(body as object) })
        },
        deleteImportantDate: async (id: number) => {
          calls.deleted.push(id)
        },
      },
    },
  }),
}))

const { importantDatesAction } = await import('./important-dates.server.ts')

beforeEach(() => {
  calls.saved = []
  calls.deleted = []
  calls.refuse = null
})

const post = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return importantDatesAction(
    new Request('http://outdoor.localhost/my/important-dates/', { method: 'POST', body: form }),
  )
}
type Answer = {
  init: { status: number } | null
  data: { error?: Record<string, string[]>; initialValue?: object } | null
}
const answerOf = (result: unknown) => result as Answer

test('invalid input answers 400 with a code per field and the values as typed, and saves nothing', async () => {
  const answer = answerOf(await post({ intent: 'create', name: ' ', date: '31.02.2020' }))
  expect(answer.init?.status).toBe(400)
  expect(answer.data?.error).toEqual({ name: ['required'], date: ['date_invalid'] })
  expect(answer.data?.initialValue).toMatchObject({ intent: 'create', name: ' ', date: '31.02.2020' })
  expect(calls.saved).toEqual([])
})

test('the domain names an incomplete date and a long name by its limit', async () => {
  const answer = answerOf(await post({ intent: 'update', id: '4', name: 'x'.repeat(101), date: '08.03' }))
  expect(answer.data?.error).toEqual({ name: ['max_length:100'], date: ['incomplete'] })
  expect(answer.data?.initialValue).toMatchObject({ id: '4' })
})

test('a name of the longest length with spaces around it is saved trimmed, not refused as too long', async () => {
  const name = 'x'.repeat(100)
  expect(
    ((await post({ intent: 'create', name: `  ${name}  `, date: '08.03.1962' })) as Response).status,
  ).toBe(303)
  expect(calls.saved).toEqual([{ name, date: '1962-03-08' }])
})

test('a valid form is saved as the API body (trimmed, YYYY-MM-DD; a pasted ISO date read) and redirects', async () => {
  expect(((await post({ intent: 'create', name: ' Mum ', date: '2015-08-21' })) as Response).status).toBe(303)
  expect(
    ((await post({ intent: 'update', id: '4', name: 'Dad', date: '08.03.1962' })) as Response).status,
  ).toBe(303)
  expect(calls.saved).toEqual([
    { name: 'Mum', date: '2015-08-21' },
    { id: 4, name: 'Dad', date: '1962-03-08' },
  ])
})

test('delete takes its id; too many dates is said on the form with the values kept', async () => {
  expect(((await post({ intent: 'delete', id: '9' })) as Response).headers.get('Location')).toBe(
    '/my/important-dates/?done=deleted',
  )
  expect(calls.deleted).toEqual([9])
  calls.refuse = new ApiError(409, { detail: 'Too many.' })
  const answer = answerOf(await post({ intent: 'create', name: 'Mum', date: '08.03.1962' }))
  expect(answer.data?.error).toEqual({ '': ['too_many'] })
  expect(answer.data?.initialValue).toMatchObject({ name: 'Mum' })
  expect(answerOf(await post({ intent: 'rename' })).data).toBeNull()
})
