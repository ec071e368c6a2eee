import type { CompanySettings } from '@vitrina/api-client/schemas'
import { formatPhone } from '@vitrina/domain/phone-format'
import { isSafeHref } from '@vitrina/domain/safe-href'

/**
 * What the browser needs of a company's chat and call settings (spec §3; the wire shapes are in the api-client's
 * schemas/channels.ts). Only these travel to the page, and every URL has passed the safe-href check, so a
 * tenant's typo never becomes a `javascript:` link or a script from nowhere.
 */
export type ChatProvider =
  | { kind: 'rocketchat'; url: string; script: string; message: string | null }
  | { kind: 'salebot'; onlineChatId: string; script: string }
  | { kind: 'voximplant'; host: string; token: string; channelUuid: string; script: string }

export type ChatSettings = {
  /** Widgets to try in order when the shopper opens chat; the first that answers wins. */
  providers: ChatProvider[]
  /** The plain chat link (a messenger), used when no widget answers and as the no-JavaScript fallback. */
  link: string | null
}

export type SipSettings = {
  wsUrl: string
  uri: string
  password: string | null
  displayName: string | null
  target: string
}

export type CallSettings = {
  /** Null: the tenant has no call from the website; the phone number is all there is. */
  sip: SipSettings | null
  /**
   * The number to dial by hand (outside the schedule, on a device that cannot call, without JavaScript), as
   * pages show it (`formatPhone`, "+7 (495) 000-00-01"); link it with `phoneHref`.
   */
  phone: string | null
  schedule: string | null
  timeZone: string
}

/**
 * Salebot's and Voximplant Kit's own widget scripts, as their embed snippets load them. Kit's script always
 * comes from kit.voximplant.com, whatever the chat's (IM) host; a host that is a path (the local stand-in on
 * the shop's host) serves its own script under it.
 */
export const SALEBOT_SCRIPT = 'https://salebot.pro/js/salebot.js'
export const VOXIMPLANT_SCRIPT = 'https://kit.voximplant.com/static/widgets/web-chat.js'
export const VOXIMPLANT_SCRIPT_PATH = '/static/widgets/web-chat.js'

function safe(url: string | null | undefined): string | null {
  const href = url?.trim() ?? ''
  return href !== '' && isSafeHref(href, { external: true }) ? href : null
}

/** A host written bare ("kit.voximplant.com") is https; a path (a stand-in on the shop's host) stays a path. */
function hostUrl(host: string): string | null {
  const value = host.trim().replace(/\/+$/, '')
  return safe(/^(https?:)?\/\//i.test(value) || value.startsWith('/') ? value : `https://${value}`)
}

/**
 * Chat widgets in the order the shop prefers them: Rocket.Chat (a live operator), the Salebot bot when the
 * tenant turned it on for the site, Voximplant Kit web chat. Null when the tenant has no chat at all.
 */
export function chatSettings(company: CompanySettings): ChatSettings | null {
  const providers: ChatProvider[] = []
  const rocket = company.rocketchat
  const rocketUrl = rocket && safe(rocket.url.replace(/\/+$/, ''))
  if (rocket && rocketUrl) {
    const script = safe(rocket.script ?? `${rocketUrl}/rocketchat-livechat.min.js`)
    if (script)
      providers.push({ kind: 'rocketchat', url: rocketUrl, script, message: rocket.message?.trim() || null })
  }
  const salebot = company.chat_bot_salebot
  const salebotScript = safe(salebot?.script_url ?? SALEBOT_SCRIPT)
  if (salebot?.is_enable_on_site && salebot.online_chat_id && salebotScript) {
    providers.push({ kind: 'salebot', onlineChatId: salebot.online_chat_id, script: salebotScript })
  }
  const vox = company.voximplant
  const voxHost = vox && hostUrl(vox.host)
  if (vox && voxHost) {
    const { token, channel_uuid: channelUuid } = vox
    const standIn = voxHost.startsWith('/')
    providers.push({
      kind: 'voximplant',
      // Kit's settings take the IM host bare ("kit-im.voximplant.com"), as its console shows it.
      host: standIn ? voxHost : new URL(voxHost).host,
      token,
      channelUuid,
      script: standIn ? `${voxHost}${VOXIMPLANT_SCRIPT_PATH}` : VOXIMPLANT_SCRIPT,
    })
  }
  const link = safe(company.chat_link)
  return providers.length > 0 || link ? { providers, link } : null
}

/** The Salebot widget alone (the /webview/salebot embed), with the chat link beside it. */
export function salebotSettings(chat: ChatSettings | null): ChatSettings | null {
  if (!chat) return null
  const providers = chat.providers.filter((p) => p.kind === 'salebot')
  return providers.length > 0 || chat.link ? { providers, link: chat.link } : null
}

/** Call settings: SIP when the tenant set it up; the number from the SIP settings or the seller's. */
export function callSettings(company: CompanySettings): CallSettings {
  const sip = company.phone_calls_sip
  const wsUrl = sip && safe(sip.ws_url)
  const stored = sip?.phone?.trim() || company.seller?.phone?.trim() || null
  const phone = stored && formatPhone(stored)
  return {
    sip:
      sip && wsUrl
        ? {
            wsUrl,
            uri: sip.uri,
            password: sip.password,
            displayName: sip.display_name?.trim() || null,
            target: sip.target,
          }
        : null,
    phone,
    schedule: company.schedule,
    timeZone: sip?.time_zone ?? 'Europe/Moscow',
  }
}
