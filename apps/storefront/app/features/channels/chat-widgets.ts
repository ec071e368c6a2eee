import type { ChatProvider, ChatSettings } from './channel-settings.ts'
import { injectScript, SCRIPT_TIMEOUT_MS, type ScriptInjector, withTimeout } from './script-loader.ts'

/**
 * Opens the tenant's chat: each configured widget in turn (channel-settings.ts decides the order) is loaded and
 * asked to show itself; the first that does wins. A widget whose script fails, or that does not answer within
 * the timeout, counts as down and the next is tried; then the plain chat link; then "Chat unavailable".
 * Each widget is driven through its vendor's public embed API, exactly as the vendor's own snippet does (the
 * snippets are cited in docs/decisions/021-channels.md) — the same subset the local stand-ins implement
 * (README.md here): Rocket.Chat's `RocketChat(fn)` queue with `this.setLanguage / onWidgetShown / showWidget /
 * maximizeWidget`; Salebot's `SaleBotPro.init({ onlineChatId })` (nothing else is public: no language, no
 * open — the widget shows its own window); Voximplant Kit's `window.VoxKitWidgetSettings = { host, token,
 * channel_uuid, client_data: { client_language } }` then `VoxKitWidget.init(VoxKitWidgetSettings)` once the
 * script has loaded.
 */
export type ChatOutcome =
  | { kind: 'widget'; provider: ChatProvider['kind'] }
  | { kind: 'link'; href: string }
  | { kind: 'unavailable' }

export type WidgetOptions = { language: string; inject?: ScriptInjector; timeoutMs?: number }

type RocketChatApi = {
  setLanguage?: (language: string) => void
  onWidgetShown?: (fn: () => void) => void
  showWidget?: () => void
  maximizeWidget?: () => void
}
type RocketChatQueue = ((fn: (this: RocketChatApi) => void) => void) & {
  _: ((this: RocketChatApi) => void)[]
  url: string
}
type ChatGlobals = typeof globalThis & {
  RocketChat?: RocketChatQueue
  SaleBotPro?: { init: (options: { onlineChatId: string }) => void }
  VoxKitWidgetSettings?: VoxKitWidgetSettings
  VoxKitWidget?: { init: (settings: VoxKitWidgetSettings) => void; destroy?: () => void }
}
/** Voximplant Kit's widget settings, as its embed snippet writes them (snake_case keys, language in client_data). */
type VoxKitWidgetSettings = {
  host: string
  token: string
  channel_uuid: string
  client_data: { client_language: string }
}
const globals = globalThis as ChatGlobals
// Rocket.Chat announces "shown" once per page: a second open only shows the widget again.
let rocketChatShown = false
// Salebot and Voximplant Kit are started once per page (a second init would add a second widget, or is refused
// by Kit's "Widget is already initialized"); their own windows stay on the page after that.
let salebotStarted = false
let voximplantStarted = false

/** Rocket.Chat's own snippet, as a module: the command queue first, then the script; shown = answered. */
async function openRocketChat(
  provider: Extract<ChatProvider, { kind: 'rocketchat' }>,
  options: WidgetOptions,
) {
  if (!globals.RocketChat) {
    const commands: RocketChatQueue['_'] = []
    const queue = Object.assign(
      (fn: (this: RocketChatApi) => void) => {
        commands.push(fn)
      },
      { _: commands, url: new URL(provider.url, document.baseURI).href },
    )
    globals.RocketChat = queue
  }
  if (rocketChatShown) {
    globals.RocketChat?.(function (this: RocketChatApi) {
      this.showWidget?.()
      this.maximizeWidget?.()
    })
    return
  }
  const shown = new Promise<void>((resolve) => {
    globals.RocketChat?.(function (this: RocketChatApi) {
      this.setLanguage?.(options.language)
      this.onWidgetShown?.(resolve)
      this.showWidget?.()
      this.maximizeWidget?.()
    })
  })
  await (options.inject ?? injectScript)(provider.script)
  await shown
  rocketChatShown = true
}

async function openSalebot(provider: Extract<ChatProvider, { kind: 'salebot' }>, options: WidgetOptions) {
  if (salebotStarted) return
  if (!globals.SaleBotPro) await (options.inject ?? injectScript)(provider.script)
  const api = globals.SaleBotPro
  if (!api) throw new Error('channels: the Salebot script did not define SaleBotPro')
  api.init({ onlineChatId: provider.onlineChatId })
  salebotStarted = true
}

async function openVoximplant(
  provider: Extract<ChatProvider, { kind: 'voximplant' }>,
  options: WidgetOptions,
) {
  if (voximplantStarted) return
  const { host, token, channelUuid } = provider
  const settings: VoxKitWidgetSettings = {
    host,
    token,
    channel_uuid: channelUuid,
    // Kit's interface speaks English and Russian.
    client_data: { client_language: options.language === 'ru' ? 'ru' : 'en' },
  }
  globals.VoxKitWidgetSettings = settings
  if (!globals.VoxKitWidget) await (options.inject ?? injectScript)(provider.script)
  const widget = globals.VoxKitWidget
  if (!widget) throw new Error('channels: the Voximplant script did not define VoxKitWidget')
  widget.init(settings)
  voximplantStarted = true
}

/** Forgets which widgets this page started (tests run many "pages" in one module). */
export function resetStartedWidgets(): void {
  rocketChatShown = false
  salebotStarted = false
  voximplantStarted = false
}

export function openWidget(provider: ChatProvider, options: WidgetOptions): Promise<void> {
  const work =
    provider.kind === 'rocketchat'
      ? openRocketChat(provider, options)
      : provider.kind === 'salebot'
        ? openSalebot(provider, options)
        : openVoximplant(provider, options)
  return withTimeout(work, options.timeoutMs ?? SCRIPT_TIMEOUT_MS, `the ${provider.kind} widget`)
}

export async function openChat(chat: ChatSettings | null, options: WidgetOptions): Promise<ChatOutcome> {
  for (const provider of chat?.providers ?? []) {
    try {
      await openWidget(provider, options)
      return { kind: 'widget', provider: provider.kind }
    } catch (error) {
      // One widget down is the next one's turn; the shopper sees only the final outcome.
      console.warn(error)
    }
  }
  return chat?.link ? { kind: 'link', href: chat.link } : { kind: 'unavailable' }
}
