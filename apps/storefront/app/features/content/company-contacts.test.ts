import { expect, test } from 'vitest'
import { companyContacts, settingsLink } from './company-contacts.ts'

const seller = {
  name: 'ООО «Тропа»',
  address: 'Москва, ул. Тверская, 7',
  email: 'shop@tropa.example',
  phone: '+74950000001',
  registration_number: '1157746000001',
}

test('contact rows come in the asked order with tel: and mailto: links', () => {
  expect(companyContacts(seller, ['phone', 'email', 'address'])).toEqual([
    { kind: 'phone', value: '+7 (495) 000-00-01', href: 'tel:+74950000001' },
    { kind: 'email', value: 'shop@tropa.example', href: 'mailto:shop@tropa.example' },
    { kind: 'address', value: 'Москва, ул. Тверская, 7', href: null },
  ])
})

test('empty settings are left out and malformed ones are printed without a link', () => {
  expect(companyContacts(null, ['phone'])).toEqual([])
  const odd = { ...seller, phone: 'call us', email: 'mail?x=javascript:1', address: '  ', name: null }
  expect(companyContacts(odd, ['name', 'address', 'phone', 'email'])).toEqual([
    { kind: 'phone', value: 'call us', href: null },
    { kind: 'email', value: 'mail?x=javascript:1', href: null },
  ])
})

test('settings links must be same-site paths or http(s) URLs', () => {
  expect(settingsLink('/static/privacy/')).toBe('/static/privacy/')
  expect(settingsLink('https://example.com/terms')).toBe('https://example.com/terms')
  expect(settingsLink('javascript:alert(1)')).toBeNull()
  expect(settingsLink('ftp://example.com/')).toBeNull()
  expect(settingsLink(null)).toBeNull()
})
