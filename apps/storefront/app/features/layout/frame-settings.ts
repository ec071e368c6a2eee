import type { CompanySettings, MobileAppLinks, SellerInfo } from '@vitrina/api-client/schemas'
import { menuLink } from '@vitrina/domain/links'
import { isSafeHref } from '@vitrina/domain/safe-href'
import { type ChatSettings, chatSettings } from '../channels/channel-settings.ts'

/**
 * The company settings the shop frame needs on the client (spec §3): footer, seller tooltip, mobile app links
 * and popup, promotion popup and analytics ids. Only these travel to the browser, never the whole company,
 * and every URL in them has passed the safe-href check. The same for every visitor of a host, so the page
 * stays shareable in the cache (the visitor-dependent decisions are made in the browser).
 */
export type FrameSettings = {
  footer: { originHidden: boolean; privacyUrl: string | null; termsUrl: string | null }
  seller: SellerInfo | null
  appLinks: MobileAppLinks
  appPopup: { appName: string | null; installCount: string | null; closedDays: number }
  promotionPopup: PromotionPopup | null
  analytics: AnalyticsSettings | null
  /** The chat button's widgets and link (features/channels); null: the tenant has no chat. */
  chat: ChatSettings | null
}

export type PromotionPopup = {
  /** Tells one promotion's "closed" mark from the next one's. */
  key: string
  title: string
  caption: string | null
  background: string | null
  image: string | null
  floatImage: boolean
  getPromocode: boolean
  href: string | null
  timeoutMs: number
  hiddenDays: number
}

export type AnalyticsSettings = { ym: string | null; gtm: string | null; environment: string }

export function frameSettings(company: CompanySettings, environment: string): FrameSettings {
  const { footer, seller, mobile_app: app, mobile_app_popup: appPopup, web_analytics: ids } = company
  return {
    footer: {
      originHidden: footer.is_origin_hidden,
      privacyUrl: safeLink(company.privacy_url),
      termsUrl: safeLink(company.terms_url),
    },
    seller: seller && Object.values(seller).some((value) => value?.trim()) ? seller : null,
    appLinks: { apple: safeLink(app.apple), google: safeLink(app.google), common: safeLink(app.common) },
    appPopup: {
      appName: appPopup.app_name?.trim() || null,
      installCount: appPopup.install_count?.trim() || null,
      closedDays: appPopup.on_user_close_disable_days,
    },
    promotionPopup: promotionPopup(company.promotion_popup),
    analytics: ids.ym || ids.gtm ? { ym: ids.ym, gtm: ids.gtm, environment } : null,
    chat: chatSettings(company),
  }
}

/** The promotion popup when it is enabled and has something to say (a title, or a caption used as one). */
function promotionPopup(popup: CompanySettings['promotion_popup']): PromotionPopup | null {
  const title = popup.title?.trim() || popup.caption?.trim()
  if (!popup.enable || !title) return null
  const caption = popup.title?.trim() ? popup.caption?.trim() || null : null
  const slug = popup.slug?.trim() ?? ''
  return {
    key: slug || title,
    title,
    caption,
    background: popup.background && /^#[\da-f]{3,8}$/i.test(popup.background) ? popup.background : null,
    image: safeLink(popup.image),
    floatImage: popup.is_float_image,
    getPromocode: popup.is_get_promocode,
    href: slug ? menuLink({ type: 'PROMOTION', slug }) || null : null,
    timeoutMs: popup.timeout * 1000,
    hiddenDays: popup.hidden_days_after_close,
  }
}

/** A URL from the settings, or null when it is blank or not safe to put in an href/src. */
export function safeLink(url: string | null | undefined): string | null {
  const href = url?.trim() ?? ''
  return href !== '' && isSafeHref(href, { external: true }) ? href : null
}

/**
 * The frame settings in the shop layout's data, or null while the loader does not send them. The check is
 * structural because the render must not depend on a loader field that a deploy may not have yet.
 */
export function readFrameSettings(data: unknown): FrameSettings | null {
  if (typeof data !== 'object' || data === null || !('frame' in data)) return null
  const frame = data.frame
  return typeof frame === 'object' && frame !== null && 'footer' in frame ? (frame as FrameSettings) : null
}
