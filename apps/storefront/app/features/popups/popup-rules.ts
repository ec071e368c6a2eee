import type { MobileAppLinks } from '@vitrina/api-client/schemas'
import type { FrameSettings } from '../layout/frame-settings.ts'

/**
 * When the mobile-app popup and the promotion popup appear (spec §2, §3, §9). Both show only in the browser,
 * to people (never to bots), one at a time, and after a close stay away for the company's number of days.
 */

export const DAY_MS = 24 * 60 * 60 * 1000
/** The app offer comes first, a moment after the page is usable; the promotion waits its own timeout. */
export const APP_POPUP_DELAY_MS = 1000

/**
 * Whether a popup closed at `closedAt` (epoch ms, null if never) may show again at `now`: after `days` full
 * days. A close stamped in the future (the clock was set back) also hides it while less than `days` away, so
 * a corrupt far-future stamp cannot hide the popup for ever; `days` of 0 never hides it.
 */
export function shouldShowPopup(closedAt: number | null, now: number, days: number): boolean {
  if (closedAt === null || !Number.isFinite(closedAt)) return true
  return Math.abs(now - closedAt) >= days * DAY_MS
}

export type PopupKind = 'app' | 'promotion'

/** The localStorage key of a popup's last close. A new promotion (another slug) is shown afresh. */
export function closedKey(kind: PopupKind, promotionKey = ''): string {
  return kind === 'app' ? 'vitrina:app-popup-closed' : `vitrina:promotion-popup-closed:${promotionKey}`
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>

/** The remembered close time; null when never closed, unreadable or storage is off (private mode). */
export function readClosedAt(storage: KeyValueStore | null, key: string): number | null {
  try {
    const stamp = storage?.getItem(key)
    const time = stamp ? Date.parse(stamp) : Number.NaN
    return Number.isNaN(time) ? null : time
  } catch {
    return null
  }
}

/** Remembers a close with its date (ISO 8601); without storage the popup simply returns next page load. */
export function rememberClosed(storage: KeyValueStore | null, key: string, now: number): void {
  try {
    storage?.setItem(key, new Date(now).toISOString())
  } catch {
    // Storage full or disabled: nothing to remember with.
  }
}

export type Platform = 'ios' | 'android' | 'other'

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  return 'other'
}

/**
 * The store link for the visitor's phone: App Store on iOS, Google Play on Android, else the common link.
 * "Continue in the app" makes no sense on a desktop, so there is none there.
 */
export function appLinkFor(links: MobileAppLinks, platform: Platform): string | null {
  if (platform === 'ios') return links.apple ?? links.common
  if (platform === 'android') return links.google ?? links.common
  return null
}

export type ScheduledPopup = { kind: PopupKind; delayMs: number }

/** The popups due on this page load, in the order they may show, each with its delay from hydration. */
export function popupSchedule(
  frame: Pick<FrameSettings, 'appLinks' | 'appPopup' | 'promotionPopup'>,
  visitor: { platform: Platform; closedAt: (key: string) => number | null },
  now: number,
): ScheduledPopup[] {
  const due: ScheduledPopup[] = []
  const appLink = appLinkFor(frame.appLinks, visitor.platform)
  const appClosed = visitor.closedAt(closedKey('app'))
  if (appLink && shouldShowPopup(appClosed, now, frame.appPopup.closedDays)) {
    due.push({ kind: 'app', delayMs: APP_POPUP_DELAY_MS })
  }
  const promo = frame.promotionPopup
  if (promo && shouldShowPopup(visitor.closedAt(closedKey('promotion', promo.key)), now, promo.hiddenDays)) {
    due.push({ kind: 'promotion', delayMs: promo.timeoutMs })
  }
  return due
}
