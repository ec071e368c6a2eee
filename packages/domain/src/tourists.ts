/**
 * Who travels (issue 12): the occupancy of one room — adults and each child's age — as the tourist picker,
 * the search URL, the room check and the price use it. Age 0 is a baby "до года" (spec §9).
 */
import type { Locale } from './locale.ts'
import { adultsText, kidsText, touristsText, yearsText } from './plural.ts'

/** Adults and the age of every child in whole years (0 = under one year), oldest first once normalised. */
export interface Tourists {
  adults: number
  children: readonly number[]
}

/** One room holds at most this many adults: a family suite, not a dormitory. */
export const MAX_ADULTS = 6
/** Children per room, as tour operators' pickers allow. */
export const MAX_CHILDREN = 4
/** A child is 0..17; at 18 a tourist is an adult. */
export const MAX_CHILD_AGE = 17
/** The age of a baby: shown as "до года" / "under 1 year". */
export const INFANT_AGE = 0

export type TouristsError = 'adults_min' | 'adults_max' | 'children_max' | 'child_age'

/** The defaults of the picker: two adults, no children. */
export const DEFAULT_TOURISTS: Tourists = { adults: 2, children: [] }

/** Every rule the picker, the search and the API check; an empty list means valid. */
export function validateTourists(tourists: Tourists): TouristsError[] {
  const errors: TouristsError[] = []
  if (!Number.isInteger(tourists.adults) || tourists.adults < 1) errors.push('adults_min')
  else if (tourists.adults > MAX_ADULTS) errors.push('adults_max')
  if (tourists.children.length > MAX_CHILDREN) errors.push('children_max')
  if (tourists.children.some((age) => !Number.isInteger(age) || age < INFANT_AGE || age > MAX_CHILD_AGE))
    errors.push('child_age')
  return errors
}

/** Children oldest first: the order does not change the room or the price, so one party has one spelling. */
export function normaliseTourists(tourists: Tourists): Tourists {
  return { adults: tourists.adults, children: [...tourists.children].sort((a, b) => b - a) }
}

export function touristCount(tourists: Tourists): number {
  return tourists.adults + tourists.children.length
}

/** Children who need a bed of their own; babies under one sleep in a cot and do not count here. */
export function childrenNeedingBeds(tourists: Tourists): number {
  return tourists.children.filter((age) => age > INFANT_AGE).length
}

/** What a room type takes: adults and children (a baby under one needs no place). */
export interface RoomCapacity {
  adults: number
  children: number
}

/**
 * Whether the party fits the room: no more adults than adult places; children fill the child places and
 * any adult place left over (a child may sleep on an adult bed, never the other way round).
 */
export function fitsRoom(tourists: Tourists, capacity: RoomCapacity): boolean {
  if (tourists.adults > capacity.adults) return false
  const freePlaces = capacity.adults - tourists.adults + capacity.children
  return childrenNeedingBeds(tourists) <= freePlaces
}

/** `2` for two adults, `2-5-0` for two adults with a five-year-old and a baby: the URL segment of a party. */
export function encodeTourists(tourists: Tourists): string {
  return [tourists.adults, ...normaliseTourists(tourists).children].join('-')
}

/** The party of a URL segment, or null for anything {@link encodeTourists} would not write or is invalid. */
export function decodeTourists(text: string): Tourists | null {
  if (!/^\d{1,2}(?:-\d{1,2}){0,8}$/.test(text)) return null
  const [adults = 0, ...children] = text.split('-').map(Number)
  const tourists = normaliseTourists({ adults, children })
  return validateTourists(tourists).length === 0 ? tourists : null
}

/** A child's age in words: "до года" for 0 (spec §9), else "5 лет" / "5 years". */
export function childAgeText(age: number, locale: Locale): string {
  if (age === INFANT_AGE) return locale === 'ru' ? 'до года' : 'under 1 year'
  return yearsText(age, locale)
}

/** "2 взрослых, 1 ребёнок" / "2 adults, 1 child"; adults only: "2 взрослых". */
export function touristsSummary(tourists: Tourists, locale: Locale): string {
  const adults = adultsText(tourists.adults, locale)
  if (tourists.children.length === 0) return adults
  return `${adults}, ${kidsText(tourists.children.length, locale)}`
}

/** "3 туриста" / "3 tourists": the short label of the picker's button. */
export function touristsTotalText(tourists: Tourists, locale: Locale): string {
  return touristsText(touristCount(tourists), locale)
}
