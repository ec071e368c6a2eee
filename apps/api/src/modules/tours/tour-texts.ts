import type { Locale } from '@vitrina/domain/locale'
import type { TourSearchError } from '@vitrina/domain/tour-search'
import type { TouristDetailsError } from '@vitrina/domain/tourist-details'
import type { TouristsError } from '@vitrina/domain/tourists'
import type { TextList, Texts } from '../../db/schema/tours.ts'

/** A text in the shopper's language; English, then any language, when that one is missing. */
export function pick(texts: Texts, locale: Locale): string {
  return texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? ''
}

export function pickList(texts: TextList, locale: Locale): string[] {
  return texts[locale] ?? texts.en ?? Object.values(texts)[0] ?? []
}

type Messages<K extends string> = Record<K, Record<Locale, string>>

/** Why a search field was refused, in the shopper's language (spec: bad input gets a clear reason). */
export const SEARCH_MESSAGES: Messages<TourSearchError> = {
  from_invalid: { en: 'Choose a departure city from the list.', ru: 'Выберите город вылета из списка.' },
  dates_invalid: { en: 'Enter a date such as 2026-12-05.', ru: 'Укажите дату, например 2026-12-05.' },
  date_past: { en: 'The date has already passed.', ru: 'Эта дата уже прошла.' },
  date_too_far: {
    en: 'Tours can be found up to 6 months ahead.',
    ru: 'Туры можно искать не дальше чем на 6 месяцев вперёд.',
  },
  dates_reversed: { en: 'The end date is before the start date.', ru: 'Дата окончания раньше даты начала.' },
  nights_invalid: { en: 'Choose from 1 to 21 nights.', ru: 'Выберите от 1 до 21 ночи.' },
  tourists_invalid: {
    en: 'From 1 to 6 adults and up to 4 children aged 0 to 17.',
    ru: 'От 1 до 6 взрослых и до 4 детей в возрасте от 0 до 17 лет.',
  },
}

export const TOURISTS_MESSAGES: Messages<TouristsError> = {
  adults_min: { en: 'At least one adult travels.', ru: 'Нужен хотя бы один взрослый.' },
  adults_max: { en: 'At most 6 adults in a room.', ru: 'Не больше 6 взрослых в номере.' },
  children_max: { en: 'At most 4 children in a room.', ru: 'Не больше 4 детей в номере.' },
  child_age: { en: 'A child’s age is 0 to 17.', ru: 'Возраст ребёнка — от 0 до 17 лет.' },
}

export const TRAVELLER_MESSAGES: Messages<TouristDetailsError> = {
  required: { en: 'This field is required.', ru: 'Обязательное поле.' },
  name_letters: { en: 'Use letters only.', ru: 'Используйте только буквы.' },
  name_latin: {
    en: 'Write the name in Latin letters, as in the passport.',
    ru: 'Укажите имя латиницей, как в загранпаспорте.',
  },
  date_invalid: { en: 'Enter a date as DD.MM.YYYY.', ru: 'Укажите дату в формате ДД.ММ.ГГГГ.' },
  date_future: {
    en: 'The birth date cannot be in the future.',
    ru: 'Дата рождения не может быть в будущем.',
  },
  too_old: { en: 'Check the year of birth.', ru: 'Проверьте год рождения.' },
  adult_age: {
    en: 'An adult must be 18 or over on the day of departure.',
    ru: 'Взрослому туристу должно быть 18 лет на дату вылета.',
  },
  child_age_mismatch: {
    en: 'The birth date does not match the child’s age chosen for the room.',
    ru: 'Дата рождения не совпадает с возрастом ребёнка, выбранным для номера.',
  },
  document_number: {
    en: 'A passport number is 6 to 20 letters and digits.',
    ru: 'Номер паспорта — от 6 до 20 букв и цифр.',
  },
  document_expired: {
    en: 'The passport must be valid after the return date.',
    ru: 'Паспорт должен действовать после даты возвращения.',
  },
}

export const LINE_MESSAGES = {
  room_unavailable: {
    en: 'This room is no longer available for these dates. Choose another room or date.',
    ru: 'Этот номер на выбранные даты больше недоступен. Выберите другой номер или дату.',
  },
  price_changed: {
    en: 'The price has changed. Check the new total and book again.',
    ru: 'Цена изменилась. Проверьте новую сумму и забронируйте снова.',
  },
  travellers_count: {
    en: 'Enter the details of every tourist in the room.',
    ru: 'Укажите данные каждого туриста в номере.',
  },
  payment: { en: 'Choose a payment method.', ru: 'Выберите способ оплаты.' },
  not_sold: { en: 'This room is not sold.', ru: 'Этот номер не продаётся.' },
} satisfies Messages<string>
