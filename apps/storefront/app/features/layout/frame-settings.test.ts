import type { CompanySettings } from '@vitrina/api-client/schemas'
import { CompanySettings as Schema } from '@vitrina/api-client/schemas'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { frameSettings, readFrameSettings, safeLink } from './frame-settings.ts'

const company = (extra: Record<string, unknown> = {}): CompanySettings =>
  v.parse(Schema, { id: 1, name: 'Shop', ...extra })

describe('frameSettings', () => {
  test('defaults: origin line shown, no links, no seller, no popups, no analytics', () => {
    expect(frameSettings(company(), 'production')).toEqual({
      footer: { originHidden: false, privacyUrl: null, termsUrl: null },
      seller: null,
      appLinks: { apple: null, google: null, common: null },
      appPopup: { appName: null, installCount: null, closedDays: 10 },
      promotionPopup: null,
      analytics: null,
      chat: null,
    })
  })

  test('the demo tenant: footer links, seller and the welcome promotion', () => {
    const frame = frameSettings(
      company({
        footer: { is_origin_hidden: true },
        privacy_url: '/static/privacy/',
        terms_url: 'https://example.com/terms',
        seller: { name: 'LLC', email: 'shop@example.com', phone: null },
        promotion_popup: {
          enable: true,
          title: 'Welcome',
          caption: 'WELCOME10 gives 10% off',
          slug: 'welcome',
          background: '#ffffff',
          is_get_promocode: true,
          timeout: 5,
        },
        web_analytics: { ym: '123', gtm: null },
      }),
      'production',
    )
    expect(frame.footer).toEqual({
      originHidden: true,
      privacyUrl: '/static/privacy/',
      termsUrl: 'https://example.com/terms',
    })
    expect(frame.seller).toMatchObject({ name: 'LLC', email: 'shop@example.com' })
    expect(frame.promotionPopup).toEqual({
      key: 'welcome',
      title: 'Welcome',
      caption: 'WELCOME10 gives 10% off',
      background: '#ffffff',
      image: null,
      floatImage: false,
      getPromocode: true,
      href: '/promotions/welcome/',
      timeoutMs: 5000,
      hiddenDays: 3,
    })
    expect(frame.analytics).toEqual({ ym: '123', gtm: null, environment: 'production' })
  })

  test('a disabled or empty promotion popup is none; a caption alone serves as the title', () => {
    const off = company({ promotion_popup: { enable: false, title: 'Welcome' } })
    expect(frameSettings(off, 'production').promotionPopup).toBeNull()
    const empty = company({ promotion_popup: { enable: true, title: '  ' } })
    expect(frameSettings(empty, 'production').promotionPopup).toBeNull()
    const caption = company({ promotion_popup: { enable: true, caption: 'Sale!' } })
    expect(frameSettings(caption, 'production').promotionPopup).toMatchObject({
      title: 'Sale!',
      caption: null,
      href: null,
    })
  })

  test('unsafe URLs and colours from the settings are dropped', () => {
    const frame = frameSettings(
      company({
        privacy_url: 'javascript:alert(1)',
        mobile_app: { apple: 'https://apps.apple.com/app/1', google: 'data:text/html,x', common: ' ' },
        promotion_popup: {
          enable: true,
          title: 'T',
          background: 'red;position:fixed',
          image: 'javascript:x',
        },
      }),
      'production',
    )
    expect(frame.footer.privacyUrl).toBeNull()
    expect(frame.appLinks).toEqual({ apple: 'https://apps.apple.com/app/1', google: null, common: null })
    expect(frame.promotionPopup).toMatchObject({ background: null, image: null })
  })

  test('a seller with only blank fields is no seller', () => {
    expect(frameSettings(company({ seller: { name: ' ', email: '' } }), 'production').seller).toBeNull()
  })

  test('safeLink', () => {
    expect(safeLink('  /static/terms/ ')).toBe('/static/terms/')
    expect(safeLink('mailto:a@b.c')).toBe('mailto:a@b.c')
    expect(safeLink(null)).toBeNull()
    expect(safeLink('vbscript:x')).toBeNull()
  })
})

describe('readFrameSettings', () => {
  test('reads the layout data field, or null while the loader does not send it', () => {
    const frame = frameSettings(company(), 'test')
    expect(readFrameSettings({ frame })).toBe(frame)
    expect(readFrameSettings({ cartCount: 1 })).toBeNull()
    expect(readFrameSettings({ frame: 'x' })).toBeNull()
    expect(readFrameSettings(undefined)).toBeNull()
  })
})
