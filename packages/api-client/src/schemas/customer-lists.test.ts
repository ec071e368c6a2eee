import { IMPORTANT_DATE_NAME_MAX_LENGTH } from '@vitrina/domain/important-dates'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { ImportantDateBody } from './customer-lists.ts'

const body = (name: string) => ({ name, date: '01.01.2000' })

test('an important date name is bounded by the domain limit, and the message names that same limit', () => {
  expect(IMPORTANT_DATE_NAME_MAX_LENGTH).toBe(100)
  expect(v.safeParse(ImportantDateBody, body('x'.repeat(IMPORTANT_DATE_NAME_MAX_LENGTH))).success).toBe(true)
  const refused = v.safeParse(ImportantDateBody, body('x'.repeat(IMPORTANT_DATE_NAME_MAX_LENGTH + 1)))
  expect(refused.success).toBe(false)
  expect(refused.issues?.map((issue) => [issue.type, issue.requirement, issue.message])).toEqual([
    ['max_length', IMPORTANT_DATE_NAME_MAX_LENGTH, `At most ${IMPORTANT_DATE_NAME_MAX_LENGTH} characters.`],
  ])
})
