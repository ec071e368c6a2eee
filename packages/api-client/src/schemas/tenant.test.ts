import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { CompanySettings } from './tenant.ts'

const base = { id: 1, name: 'Shop' }
const parse = (extra: Record<string, unknown>) => v.parse(CompanySettings, { ...base, ...extra })

describe('company settings of the storefront frame (spec §3, defaults of §9)', () => {
  test('missing settings get the spec defaults', () => {
    const company = parse({})
    expect(company.promotion_popup).toMatchObject({ enable: false, timeout: 5, hidden_days_after_close: 3 })
    expect(company.mobile_app_popup).toEqual({
      app_name: null,
      install_count: null,
      on_user_close_disable_days: 10,
    })
    expect(company.mobile_app).toEqual({ apple: null, google: null, common: null })
    expect(company.footer).toEqual({ is_origin_hidden: false })
    expect(company.seller).toBeNull()
    expect(company.privacy_url).toBeNull()
    expect(company.web_analytics).toEqual({ ym: null, gtm: null })
  })

  test('a partial promotion popup keeps its values and fills the rest', () => {
    const company = parse({ promotion_popup: { enable: true, title: 'Sale', timeout: 2 } })
    expect(company.promotion_popup).toMatchObject({
      enable: true,
      title: 'Sale',
      timeout: 2,
      hidden_days_after_close: 3,
      is_get_promocode: false,
    })
  })

  test('a malformed decorative setting falls back instead of failing the company', () => {
    const company = parse({
      promotion_popup: { enable: 'yes', timeout: -1, hidden_days_after_close: '3' },
      mobile_app_popup: null,
      footer: 'hidden',
      seller: 42,
      web_analytics: null,
    })
    expect(company.promotion_popup).toMatchObject({ enable: false, timeout: 5, hidden_days_after_close: 3 })
    expect(company.mobile_app_popup.on_user_close_disable_days).toBe(10)
    expect(company.footer.is_origin_hidden).toBe(false)
    expect(company.seller).toBeNull()
    expect(company.web_analytics).toEqual({ ym: null, gtm: null })
  })

  test('ids and counts given as numbers become strings; an image object gives its url', () => {
    const company = parse({
      web_analytics: { ym: 12345678, gtm: ' GTM-ABC ' },
      mobile_app_popup: { app_name: 'Shop', install_count: 100000 },
      promotion_popup: { image: { url: '/media/promo.png' } },
    })
    expect(company.web_analytics).toEqual({ ym: '12345678', gtm: 'GTM-ABC' })
    expect(company.mobile_app_popup).toEqual({
      app_name: 'Shop',
      install_count: '100000',
      on_user_close_disable_days: 10,
    })
    expect(company.promotion_popup.image).toBe('/media/promo.png')
  })

  test('the seller keeps the fields it has', () => {
    const company = parse({ seller: { name: 'LLC', email: 'a@b.c' }, footer: { is_origin_hidden: true } })
    expect(company.seller).toEqual({
      name: 'LLC',
      email: 'a@b.c',
      address: null,
      phone: null,
      registration_number: null,
    })
    expect(company.footer.is_origin_hidden).toBe(true)
  })
})
