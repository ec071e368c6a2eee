import type { ChatProvider, ChatSettings } from './channel-settings.ts'
import { injectScript, SCRIPT_TIMEOUT_MS, type ScriptInjector, withTimeout } from './script-loader.ts'

/**
 * Opens the tenant's chat: each configured widget in turn (channel-settings.ts decides the order) is loaded and
 * asked to show itself; the first that does wins. A widget whose script fails, or that does not answer within
 * the timeout, counts as down and the next is tried; then the plain chat link; then "Chat unavailable".
 * Each widget is driven through its vendor's public embed API — the same API the local stand-ins implement
 * (README.md here): Rocket.Chat's `RocketChat(fn)` queue, Salebot's `SaleBotPro.init`, Voximplant Kit's
 * `VoxKitWidgetSettings` + `VoxKitWidget.open`.
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
  SaleBotPro?: { init: (options: { onlineChatId: string; language?: string }) => void; open?: () => void }
  VoxKitWidgetSettings?: { host: string; token: string; channelUuid: string; language: string }
  VoxKitWidget?: { open: () => void }
}
const globals = globalThis as ChatGlobals
// Rocket.Chat announces "shown" once per page: a second open only shows the widget again.
let rocketChatShown = false

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
  if (!globals.SaleBotPro) await (options.inject ?? injectScript)(provider.script)
  const api = globals.SaleBotPro
  if (!api) throw new Error('channels: the Salebot script did not define SaleBotPro')
  api.init({ onlineChatId: provider.onlineChatId, language: options.language })
  api.open?.()
}

async function openVoximplant(
  provider: Extract<ChatProvider, { kind: 'voximplant' }>,
  options: WidgetOptions,
) {
  const { host, token, channelUuid } = provider
  globals.VoxKitWidgetSettings = { host, token, channelUuid, language: options.language }
  if (!globals.VoxKitWidget) await (options.inject ?? injectScript)(provider.script)
  const widget = globals.VoxKitWidget
  if (!widget) throw new Error('channels: the Voximplant script did not define VoxKitWidget')
  widget.open()
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
