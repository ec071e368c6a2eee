import { describe, expect, test } from 'vitest'
import type { FrameSettings } from '../layout/frame-settings.ts'
import {
  APP_POPUP_DELAY_MS,
  appLinkFor,
  closedKey,
  DAY_MS,
  platformOf,
  popupSchedule,
  readClosedAt,
  rememberClosed,
  shouldShowPopup,
} from './popup-rules.ts'

const NOW = Date.parse('2025-06-10T12:00:00Z')

describe('shouldShowPopup', () => {
  test('never closed: show', () => {
    expect(shouldShowPopup(null, NOW, 3)).toBe(true)
  })

  test('hidden for the given days after a close, shown again exactly after them', () => {
    expect(shouldShowPopup(NOW - 1, NOW, 3)).toBe(false)
    expect(shouldShowPopup(NOW - 3 * DAY_MS + 1, NOW, 3)).toBe(false)
    expect(shouldShowPopup(NOW - 3 * DAY_MS, NOW, 3)).toBe(true)
    expect(shouldShowPopup(NOW - 9 * DAY_MS, NOW, 10)).toBe(false)
    expect(shouldShowPopup(NOW - 10 * DAY_MS, NOW, 10)).toBe(true)
  })

  test('0 days never hides; a far-future stamp cannot hide it for ever; garbage is ignored', () => {
    expect(shouldShowPopup(NOW, NOW, 0)).toBe(true)
    expect(shouldShowPopup(NOW + DAY_MS, NOW, 3)).toBe(false)
    expect(shouldShowPopup(NOW + 400 * DAY_MS, NOW, 3)).toBe(true)
    expect(shouldShowPopup(Number.NaN, NOW, 3)).toBe(true)
  })
})

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  }
}

describe('remembering a close', () => {
  test('the close date is stored as ISO 8601 and read back', () => {
    const storage = memoryStorage()
    rememberClosed(storage, 'k', NOW)
    expect(storage.data.get('k')).toBe('2025-06-10T12:00:00.000Z')
    expect(readClosedAt(storage, 'k')).toBe(NOW)
  })

  test('missing, unreadable or unavailable storage reads as never closed, and writing never throws', () => {
    expect(readClosedAt(memoryStorage(), 'k')).toBeNull()
    expect(readClosedAt(memoryStorage({ k: 'yesterday-ish' }), 'k')).toBeNull()
    expect(readClosedAt(null, 'k')).toBeNull()
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(readClosedAt(broken, 'k')).toBeNull()
    expect(() => rememberClosed(broken, 'k', NOW)).not.toThrow()
  })

  test('each promotion has its own key', () => {
    expect(closedKey('promotion', 'welcome')).not.toBe(closedKey('promotion', 'summer'))
    expect(closedKey('app')).toBe('vitrina:app-popup-closed')
  })
})

describe('the store link for the phone', () => {
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15'
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile'
  const links = { apple: 'https://apps.apple.com/x', google: 'https://play.google.com/x', common: null }

  test('platforms', () => {
    expect(platformOf(iphone)).toBe('ios')
    expect(platformOf(android)).toBe('android')
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0')).toBe('other')
  })

  test('App Store on iOS, Google Play on Android, the common link as a fallback, none on desktops', () => {
    expect(appLinkFor(links, 'ios')).toBe(links.apple)
    expect(appLinkFor(links, 'android')).toBe(links.google)
    expect(appLinkFor({ apple: null, google: null, common: 'https://app.example' }, 'ios')).toBe(
      'https://app.example',
    )
    expect(appLinkFor({ ...links, common: 'https://app.example' }, 'other')).toBeNull()
    expect(appLinkFor({ apple: null, google: null, common: null }, 'android')).toBeNull()
  })
})

describe('popupSchedule', () => {
  const promotionPopup = {
    key: 'welcome',
    title: 'Welcome',
    caption: null,
    background: null,
    image: null,
    floatImage: false,
    getPromocode: true,
    href: '/promotions/welcome/',
    timeoutMs: 5000,
    hiddenDays: 3,
  }
  const frame: Pick<FrameSettings, 'appLinks' | 'appPopup' | 'promotionPopup'> = {
    appLinks: { apple: null, google: 'https://play.google.com/x', common: null },
    appPopup: { appName: 'Shop', installCount: null, closedDays: 10 },
    promotionPopup,
  }
  const never = () => null

  test('the app offer first, then the promotion after its timeout', () => {
    expect(popupSchedule(frame, { platform: 'android', closedAt: never }, NOW)).toEqual([
      { kind: 'app', delayMs: APP_POPUP_DELAY_MS },
      { kind: 'promotion', delayMs: 5000 },
    ])
  })

  test('no app offer on a desktop or without a link; no promotion when disabled', () => {
    expect(popupSchedule(frame, { platform: 'other', closedAt: never }, NOW)).toEqual([
      { kind: 'promotion', delayMs: 5000 },
    ])
    expect(
      popupSchedule({ ...frame, promotionPopup: null }, { platform: 'ios', closedAt: never }, NOW),
    ).toEqual([])
  })

  test('a recent close keeps each popup away for its own number of days', () => {
    const closed = (days: number) => (key: string) =>
      key === closedKey('app') || key === closedKey('promotion', 'welcome') ? NOW - days * DAY_MS : null
    expect(popupSchedule(frame, { platform: 'android', closedAt: closed(2) }, NOW)).toEqual([])
    expect(popupSchedule(frame, { platform: 'android', closedAt: closed(5) }, NOW)).toEqual([
      { kind: 'promotion', delayMs: 5000 },
    ])
    expect(popupSchedule(frame, { platform: 'android', closedAt: closed(10) }, NOW)).toHaveLength(2)
  })
})
