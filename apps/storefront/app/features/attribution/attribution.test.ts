import { expect, test } from 'vitest'
import {
  CLIENT_ID_COOKIE,
  landingCookie,
  MARKETING_COOKIE,
  orderMarketing,
  shortClientId,
} from './attribution.ts'

const cookieOf = (setCookie: string | null) => (setCookie ?? '').split(';')[0] ?? ''

test('a landing with UTM tags writes the cookie; a page without them writes nothing', () => {
  const url = new URL('https://shop.test/catalog/?utm_source=yandex&utm_medium=cpc&yclid=77&other=1')
  const set = landingCookie(url, null)
  expect(set).toContain(`${MARKETING_COOKIE}=`)
  expect(set).toContain('HttpOnly')
  expect(set).toContain('Secure')
  expect(orderMarketing(cookieOf(set))).toEqual({ yclid: '77', utm_source: 'yandex', utm_medium: 'cpc' })
  expect(landingCookie(new URL('https://shop.test/?utm_source=%20'), null)).toBeNull()
})

test('a later campaign overrides the tags it names and keeps the others', () => {
  const first = cookieOf(landingCookie(new URL('http://shop.test/?utm_source=yandex&utm_term=boots'), null))
  const second = landingCookie(new URL('http://shop.test/?utm_source=vk'), first)
  expect(orderMarketing(cookieOf(second))).toEqual({ utm_source: 'vk', utm_term: 'boots' })
})

test('the analytics client id comes from the page cookie, else Metrika’s; junk is ignored', () => {
  expect(orderMarketing(`${CLIENT_ID_COOKIE}=1732400000123456789; _ym_uid=1`).client_id).toBe(
    '1732400000123456789',
  )
  expect(orderMarketing('_ym_uid=1700000000987654321').client_id).toBe('1700000000987654321')
  expect(orderMarketing(`${CLIENT_ID_COOKIE}=<script>`)).toEqual({})
  expect(orderMarketing(`${MARKETING_COOKIE}=%7Bbroken`)).toEqual({})
  expect(shortClientId({ client_id: '1732400000123456789' })).toBe('56789')
  expect(shortClientId({})).toBeNull()
})
