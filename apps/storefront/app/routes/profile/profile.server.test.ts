import { ApiError, type Customer } from '@vitrina/api-client'
import { beforeEach, expect, test, vi } from 'vitest'

// The action's collaborators: a signed-in context whose API records the patches it is asked to save.
const calls = vi.hoisted(() => ({
  patches: [] as unknown[],
  legal: [] as unknown[],
  refuse: null as null | ApiError,
}))

const customer: Customer = {
  id: 7,
  phone: '+79123456789',
  email: 'anna@example.com',
  email_confirmed: true,
  first_name: 'Anna',
  last_name: 'Smirnova',
  middle_name: '',
  gender: 'female',
  birthday: '1990-05-17',
  kind: 'personal',
  state: 'active',
  level: null,
  bonus_balance: '0.00',
}

vi.mock('../../lib/context.server.ts', () => ({
  storefrontContext: async () => ({
    api: {
      auth: {
        getMe: async () => customer,
        updateCustomer: async (_id: number, patch: unknown) => {
          if (calls.refuse) throw calls.refuse
          calls.patches.push(patch)
          return customer
        },
      },
      legal: {
        saveLegalInfo: async (_id: number, info: unknown) => {
          if (calls.refuse) throw calls.refuse
          calls.legal.push(info)
          return info
        },
      },
    },
  }),
}))

const { saveProfile } = await import('./profile.server.ts')

const post = (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return saveProfile(new Request('http://outdoor.localhost/my/profile/', { method: 'POST', body: form }))
}
type Answer = {
  init: { status: number } | null
  data: { error?: Record<string, string[]>; initialValue?: object }
}
const answerOf = (result: unknown) => result as Answer

const FORM = {
  first_name: 'Anna',
  last_name: 'Smirnova',
  birthday: '17.05.1990',
  gender: 'female',
  email: 'anna@example.com',
  kind: 'personal',
}

beforeEach(() => {
  calls.patches = []
  calls.legal = []
  calls.refuse = null
})

test('invalid input answers 400 with each field error as a code and the values as typed, and saves nothing', async () => {
  const answer = answerOf(
    await post({ ...FORM, first_name: 'x'.repeat(101), email: 'anna@', birthday: '31.02' }),
  )
  expect(answer.init?.status).toBe(400)
  expect(answer.data.error).toEqual({
    first_name: ['max_length:100'],
    email: ['email'],
    birthday: ['incomplete'],
  })
  expect(answer.data.initialValue).toMatchObject({ email: 'anna@', birthday: '31.02', gender: 'female' })
  expect(calls.patches).toEqual([])
})

test('a valid form is saved as the API patch and redirects (PRG)', async () => {
  const answer = (await post(FORM)) as Response
  expect(answer.status).toBe(303)
  expect(calls.patches).toEqual([
    {
      first_name: 'Anna',
      last_name: 'Smirnova',
      middle_name: '',
      birthday: '1990-05-17',
      gender: 'female',
      email: 'anna@example.com',
      kind: 'personal',
    },
  ])
})

test("the API's own 400 reasons come back on their fields with the values kept", async () => {
  calls.refuse = new ApiError(400, { email: ['This email is taken.'], phone: ['Cannot be changed.'] })
  const answer = answerOf(await post(FORM))
  expect(answer.init?.status).toBe(400)
  expect(answer.data.error).toMatchObject({ email: ['This email is taken.'], '': ['Cannot be changed.'] })
  expect(answer.data.initialValue).toMatchObject({ first_name: 'Anna' })
})

const LEGAL = {
  intent: 'legal-info',
  company: 'ООО «Северный склад»',
  inn: '7704123450',
  address: '125009, Москва, ул. Тверская, д. 9',
  fio: 'Смирнова Анна Петровна',
  bank_name: 'ПАО Сбербанк',
  bic: '044525225',
  account: '4070 2810 2000 0001 2345',
  correspondent_account: '30101810400000000225',
}

test('legal info: invalid input answers 400 with codes and the values as typed, and saves nothing', async () => {
  const answer = answerOf(await post({ ...LEGAL, inn: '7704123451', fio: '' }))
  expect(answer.init?.status).toBe(400)
  expect(answer.data.error).toEqual({ inn: ['inn'], fio: ['required'] })
  expect(answer.data.initialValue).toMatchObject({
    intent: 'legal-info',
    inn: '7704123451',
    bic: '044525225',
  })
  expect(calls.legal).toEqual([])
})

test("legal info: a valid form is saved without the numbers' spaces; the API's reasons land on their fields", async () => {
  expect(((await post(LEGAL)) as Response).status).toBe(303)
  expect(calls.legal).toEqual([{ ...LEGAL, intent: undefined, account: '40702810200000012345' }])
  calls.refuse = new ApiError(400, { bic: ['The BIC is unknown.'] })
  const answer = answerOf(await post(LEGAL))
  expect(answer.data.error).toMatchObject({ bic: ['The BIC is unknown.'] })
  expect(answer.data.initialValue).toMatchObject({ company: LEGAL.company })
})
