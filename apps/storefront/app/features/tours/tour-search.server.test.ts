import { expect, test } from 'vitest'
import { formValues, readSearch } from './tour-search.server.ts'

const TODAY = new Date(Date.UTC(2026, 10, 24))

test("the form's long fields redirect to the codec's compact query, keeping the sort", () => {
  const params = new URLSearchParams(
    'from=kazan&date_from=2026-12-05&nights_min=7&nights_max=10&adults=2&child_age=5&child_age=&sort=date',
  )
  expect(readSearch(params, TODAY)).toEqual({
    kind: 'redirect',
    query: 'from=kazan&dates=2026-12-05&nights=7-10&tourists=2-5&sort=date',
  })
})

test('a compact query is a search; its values fill the form again', () => {
  const read = readSearch(new URLSearchParams('dates=2026-12-05&nights=7&tourists=2-9-0'), TODAY)
  expect(read.kind).toBe('search')
  if (read.kind !== 'search') return
  expect(formValues(read.search)).toEqual({
    from: null,
    date: '2026-12-05',
    nightsMin: 7,
    nightsMax: 7,
    adults: 2,
    childAges: [9, 0],
  })
})

test('a wrong search names each wrong field and keeps what was typed', () => {
  const read = readSearch(
    new URLSearchParams('date_from=2020-01-01&adults=9&child_age=5&nights_min=7'),
    TODAY,
  )
  expect(read.kind).toBe('invalid')
  if (read.kind !== 'invalid') return
  expect(read.errors).toEqual({ dates: 'date_past', tourists: 'tourists_invalid' })
  expect(read.values).toMatchObject({ date: '2020-01-01', adults: 9, childAges: [5], nightsMin: 7 })
})
