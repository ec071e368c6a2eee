import { expect, test } from 'vitest'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { formValues, readSearch } from './tour-search.server.ts'
import { tourSearchFormSchema } from './tour-search-form-schema.ts'
import { firstInvalidSearchInput } from './tour-search-inputs.ts'

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
    dateTo: null,
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
  // conform's reply: the domain's codes on the inputs they concern, the query as typed.
  expect(read.reply.error).toEqual({ date_from: ['date_past'], adults: ['tourists_invalid'] })
  expect(read.reply.initialValue).toMatchObject({ date_from: '2020-01-01', adults: '9', child_age: '5' })
  expect(firstInvalidSearchInput(read.reply.error)).toBe('date_from')
  expect(read.values).toMatchObject({ date: '2020-01-01', adults: 9, childAges: [5], nightsMin: 7 })
})

test('a date range from the form (from–to) becomes the shareable `dates=from..to` and fills the form again', () => {
  const params = new URLSearchParams(
    'date_from=2026-12-05&date_to=2026-12-12&nights_min=7&nights_max=7&adults=2',
  )
  const read = readSearch(params, TODAY)
  expect(read).toEqual({ kind: 'redirect', query: 'dates=2026-12-05..2026-12-12&nights=7&tourists=2' })
  if (read.kind !== 'redirect') return
  const shared = readSearch(new URLSearchParams(read.query), TODAY)
  expect(shared.kind).toBe('search')
  if (shared.kind !== 'search') return
  expect(shared.search.dates).toEqual({ from: '2026-12-05', to: '2026-12-12' })
  expect(formValues(shared.search)).toMatchObject({ date: '2026-12-05', dateTo: '2026-12-12' })
})

test('"Only that day" (an empty or equal date_to) is a one-day search; a reversed range is refused, kept as typed', () => {
  const one = readSearch(new URLSearchParams('date_from=2026-12-05&date_to=&adults=2'), TODAY)
  expect(one).toMatchObject({ kind: 'redirect', query: expect.stringContaining('dates=2026-12-05&') })
  const same = readSearch(new URLSearchParams('date_from=2026-12-05&date_to=2026-12-05&adults=2'), TODAY)
  expect(same).toMatchObject({ kind: 'redirect', query: expect.stringContaining('dates=2026-12-05&') })
  const reversed = readSearch(new URLSearchParams('date_from=2026-12-12&date_to=2026-12-05&adults=2'), TODAY)
  expect(reversed.kind).toBe('invalid')
  if (reversed.kind !== 'invalid') return
  // The latest day is the wrong one: it is before the first.
  expect(reversed.reply.error).toEqual({ date_to: ['dates_reversed'] })
  expect(reversed.values).toMatchObject({ date: '2026-12-12', dateTo: '2026-12-05' })
})

test("a shared URL's wrong compact fields and a wrong city are refused on the inputs that show them", () => {
  const read = readSearch(new URLSearchParams('from=Moscow!&dates=soon&nights=30&tourists=2'), TODAY)
  expect(read.kind).toBe('invalid')
  if (read.kind !== 'invalid') return
  expect(read.reply.error).toEqual({
    from: ['from_invalid'],
    date_from: ['dates_invalid'],
    nights_min: ['nights_invalid'],
  })
  expect(firstInvalidSearchInput(read.reply.error)).toBe('from')
})

test('the browser runs the same schema on the form before the GET: a reversed range never leaves the page', () => {
  const form = new FormData()
  form.set('date_from', '2026-12-12')
  form.set('date_to', '2026-12-05')
  form.set('nights_min', '7')
  form.set('nights_max', '7')
  form.set('adults', '2')
  form.append('child_age', '')
  form.append('child_age', '5')
  const refused = parseForm(form, tourSearchFormSchema('2026-11-24'))
  expect(refused.reply().error).toEqual({ date_to: ['dates_reversed'] })
  form.set('date_to', '2026-12-19')
  const passed = parseForm(form, tourSearchFormSchema('2026-11-24'))
  expect(passed.status).toBe('success')
  if (passed.status !== 'success') return
  expect(passed.value).toEqual({
    from: undefined,
    dates: { from: '2026-12-12', to: '2026-12-19' },
    nights: { min: 7, max: 7 },
    tourists: { adults: 2, children: [5] },
  })
})
