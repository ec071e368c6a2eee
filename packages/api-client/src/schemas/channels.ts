import * as v from 'valibot'

/**
 * The chat and call settings of spec §3 (rocketchat, voximplant webchat, chat_bot_salebot, chat_link,
 * phone_calls_sip, schedule). Each is decoration: missing, null or malformed turns that channel off (null)
 * instead of failing every page that reads the company. Everything here reaches the browser: a tenant puts no
 * secret in it (the SIP password is the web-caller account's, which can only call the shop, see the
 * storefront README "Chat and call").
 */
const Lenient = <T extends v.GenericSchema>(s: T, fallback: v.InferOutput<T>) => v.fallback(s, fallback)
const Url = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500))
const Id = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.trim(),
  v.minLength(1),
  v.maxLength(200),
)

/** Rocket.Chat livechat: `url` is the server's livechat path (https://chat.example/livechat). */
export const RocketChatSettings = v.object({
  url: Url,
  /** The widget script; default `{url}/rocketchat-livechat.min.js`, as in Rocket.Chat's own snippet. */
  script: v.optional(v.nullable(Url), null),
  /** The greeting the shop sets in the widget (shown above the conversation), optional. */
  message: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
})
export type RocketChatSettings = v.InferOutput<typeof RocketChatSettings>

/** Voximplant Kit web chat: the account's host, the widget token and the channel's uuid. */
export const VoximplantSettings = v.object({ host: Url, token: Id, channel_uuid: Id })
export type VoximplantSettings = v.InferOutput<typeof VoximplantSettings>

/** Salebot online chat; `script_url` overrides Salebot's widget script (a stand-in, a proxy). */
export const SalebotSettings = v.object({
  online_chat_id: v.nullable(Id),
  is_enable_on_site: v.optional(v.boolean(), false),
  script_url: v.optional(v.nullable(Url), null),
})
export type SalebotSettings = v.InferOutput<typeof SalebotSettings>

/**
 * Call from the website: SIP over WebSocket (RFC 7118). `ws_url` is the tenant PBX's WebSocket (wss://, or a
 * path on the shop's host), `uri` the web caller's SIP identity, `target` whom it calls. `phone` is the number
 * shown outside the schedule and without a browser that can call; `time_zone` the schedule's (IANA).
 */
export const PhoneCallsSipSettings = v.object({
  ws_url: Url,
  uri: v.pipe(Url, v.startsWith('sip:')),
  password: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
  display_name: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100))), null),
  target: v.pipe(Url, v.startsWith('sip:')),
  phone: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(32))), null),
  time_zone: v.optional(v.pipe(v.string(), v.maxLength(64)), 'Europe/Moscow'),
})
export type PhoneCallsSipSettings = v.InferOutput<typeof PhoneCallsSipSettings>

/** The channel keys of CompanySettings, spread into it. */
export const channelSettingsEntries = {
  chat_link: Lenient(v.nullable(Url), null),
  rocketchat: Lenient(v.nullable(RocketChatSettings), null),
  voximplant: Lenient(v.nullable(VoximplantSettings), null),
  chat_bot_salebot: Lenient(v.nullable(SalebotSettings), null),
  phone_calls_sip: Lenient(v.nullable(PhoneCallsSipSettings), null),
  /** When the shop takes calls, e.g. "Mon-Fri 09:00-18:00; Sat 10:00-16:00" or "Daily 09:00-21:00". */
  schedule: Lenient(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
}
