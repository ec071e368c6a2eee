import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
  decodeTourSearch,
  encodeTourSearch,
  tourSearchFieldsFromForm,
  tourSearchQuery,
} from './tour-search.ts'
import {
  childAgeText,
  decodeTourists,
  encodeTourists,
  fitsRoom,
  touristsSummary,
  validateTourists,
} from './tourists.ts'

const today = new Date('2026-11-22T10:00:00Z')

describe('tourists', () => {
  test('adults 1..6, up to 4 children aged 0..17', () => {
    expect(validateTourists({ adults: 2, children: [0, 17] })).toEqual([])
    expect(validateTourists({ adults: 0, children: [18] })).toEqual(['adults_min', 'child_age'])
    expect(validateTourists({ adults: 7, children: [1, 2, 3, 4, 5] })).toEqual(['adults_max', 'children_max'])
  })

  test('URL segment round-trips, children oldest first', () => {
    expect(encodeTourists({ adults: 2, children: [0, 5] })).toBe('2-5-0')
    expect(decodeTourists('2-0-5')).toEqual({ adults: 2, children: [5, 0] })
    expect(decodeTourists('2-18')).toBeNull()
    expect(decodeTourists('x')).toBeNull()
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 17 }), { maxLength: 4 }),
        (adults, children) => {
          const decoded = decodeTourists(encodeTourists({ adults, children }))
          expect(decoded?.adults).toBe(adults)
          expect([...(decoded?.children ?? [])].sort()).toEqual([...children].sort())
        },
      ),
    )
  })

  test('room fit: babies need no bed, children may use spare adult places', () => {
    expect(fitsRoom({ adults: 2, children: [5, 0] }, { adults: 2, children: 1 })).toBe(true)
    expect(fitsRoom({ adults: 1, children: [5, 8] }, { adults: 2, children: 1 })).toBe(true)
    expect(fitsRoom({ adults: 3, children: [] }, { adults: 2, children: 2 })).toBe(false)
  })

  test('words: "до года" for 0 and plural forms', () => {
    expect(childAgeText(0, 'ru')).toBe('до года')
    expect(childAgeText(5, 'ru')).toBe('5 лет')
    expect(touristsSummary({ adults: 2, children: [3] }, 'ru')).toBe('2 взрослых, 1 ребёнок')
    expect(touristsSummary({ adults: 1, children: [] }, 'en')).toBe('1 adult')
  })
})

describe('search URL codec', () => {
  test('encodes and decodes the same search', () => {
    const search = {
      from: 'moscow',
      dates: { from: '2026-12-05', to: '2026-12-12' },
      nights: { min: 7, max: 10 },
      tourists: { adults: 2, children: [5] },
    }
    expect(tourSearchQuery(search)).toBe('from=moscow&dates=2026-12-05..2026-12-12&nights=7-10&tourists=2-5')
    expect(decodeTourSearch(encodeTourSearch(search), today)).toEqual({ ok: true, search })
  })

  test('missing fields widen the search; wrong ones are reported by name', () => {
    expect(decodeTourSearch({}, today)).toEqual({
      ok: true,
      search: { from: undefined, dates: undefined, nights: undefined, tourists: { adults: 2, children: [] } },
    })
    expect(
      decodeTourSearch(
        { from: 'Мск', dates: '2026-12-12..2026-12-05', nights: '10-7', tourists: '0' },
        today,
      ),
    ).toEqual({
      ok: false,
      errors: {
        from: 'from_invalid',
        dates: 'dates_reversed',
        nights: 'nights_invalid',
        tourists: 'tourists_invalid',
      },
    })
    expect(decodeTourSearch({ dates: '2026-11-21' }, today)).toMatchObject({ errors: { dates: 'date_past' } })
    // 6 months from 22 November is 22 May.
    expect(decodeTourSearch({ dates: '2027-05-22' }, today).ok).toBe(true)
    expect(decodeTourSearch({ dates: '2027-05-23' }, today)).toMatchObject({
      errors: { dates: 'date_too_far' },
    })
    expect(decodeTourSearch({ dates: '2027-02-30' }, today)).toMatchObject({
      errors: { dates: 'dates_invalid' },
    })
  })

  test('the no-JavaScript form fields read into the same fields', () => {
    const form = new URLSearchParams(
      'from=kazan&date_from=2026-12-05&date_to=2026-12-05&nights_min=7&nights_max=10&adults=2&child_age=0&child_age=4',
    )
    expect(tourSearchFieldsFromForm(form)).toEqual({
      from: 'kazan',
      dates: '2026-12-05',
      nights: '7-10',
      tourists: '2-0-4',
    })
  })
})
