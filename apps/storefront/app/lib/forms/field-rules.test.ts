import * as v from 'valibot'
import { expect, test } from 'vitest'
import { fieldName, fieldRules, nameKeys } from './field-rules.ts'
import { parseForm } from './form-issues.ts'

test("a nested field's name and its keys are conform's spelling both ways", () => {
  expect(nameKeys('travellers[1].document.number')).toEqual(['travellers', 1, 'document', 'number'])
  expect(fieldName(['travellers', 1, 'document', 'number'])).toBe('travellers[1].document.number')
  expect(fieldName(['offer'])).toBe('offer')
})

test('a rule names a field inside a list; a field the shape refused is not named twice', () => {
  const schema = v.pipe(
    v.object({ people: v.array(v.object({ name: v.string(), age: v.optional(v.string()) })) }),
    fieldRules(() => ({ 'people[0].name': 'name_letters', 'people[1].age': 'under_18' })),
  )
  const form = new FormData()
  form.set('people[0].name', '')
  form.set('people[1].name', 'Ann')
  form.set('people[1].age', '12')
  expect(parseForm(form, schema).reply().error).toEqual({
    'people[0].name': ['required'],
    'people[1].age': ['under_18'],
  })
})
