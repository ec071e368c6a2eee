// @vitest-environment happy-dom
/**
 * The widget loaders against the local stand-in script (the same one the e2e run serves): each vendor's
 * embed API is driven to show its window; a script that fails or never answers moves on to the next widget,
 * then to the chat link, then to "unavailable".
 */
import { afterEach, expect, test, vi } from 'vitest'
import type { ChatProvider } from './channel-settings.ts'
import script from './chat-stand-in.js?raw'
import { openChat, resetStartedWidgets } from './chat-widgets.ts'

/** Runs the stand-in as the browser would have for `src` (its URL tells it which vendor to play). */
function runStandIn(src: string): Promise<void> {
  Object.defineProperty(document, 'currentScript', {
    configurable: true,
    value: { src: new URL(src, location.href).href },
  })
  new Function(script)()
  return Promise.resolve()
}

const ROCKET: ChatProvider = {
  kind: 'rocketchat',
  url: '/chat/stand-in/rocketchat/livechat',
  script: '/chat/stand-in/rocketchat/livechat/rocketchat-livechat.min.js',
  message: null,
}
const SALEBOT: ChatProvider = {
  kind: 'salebot',
  onlineChatId: 'demo',
  script: '/chat/stand-in/salebot/js/salebot.js',
}
const VOX: ChatProvider = {
  kind: 'voximplant',
  host: '/chat/stand-in/voximplant',
  token: 'token',
  channelUuid: 'c0ffee',
  script: '/chat/stand-in/voximplant/static/widgets/web-chat.js',
}

afterEach(() => {
  resetStartedWidgets()
  document.body.innerHTML = ''
  const g = globalThis as Record<string, unknown>
  for (const name of ['SaleBotPro', 'VoxKitWidget', 'VoxKitWidgetSettings']) delete g[name]
})

function frame(): HTMLIFrameElement | null {
  return document.querySelector('iframe[data-chat-stand-in]')
}

test('Rocket.Chat: the snippet queue is drained and the widget shows, in the shop language', async () => {
  const inject = vi.fn(runStandIn)
  expect(await openChat({ providers: [ROCKET], link: null }, { language: 'ru', inject })).toEqual({
    kind: 'widget',
    provider: 'rocketchat',
  })
  expect(inject).toHaveBeenCalledWith(ROCKET.script)
  expect(frame()?.src).toContain('vendor=rocketchat')
  expect(frame()?.src).toContain('lang=ru')
  expect(frame()?.title).toBe('Чат поддержки (Rocket.Chat)')
  // A second open only shows the window again: no second script.
  await openChat({ providers: [ROCKET], link: null }, { language: 'ru', inject })
  expect(inject).toHaveBeenCalledTimes(1)
})

test('Salebot: init with the chat id, as its embed code does; a second open starts nothing more', async () => {
  const inject = vi.fn(runStandIn)
  expect(await openChat({ providers: [SALEBOT], link: null }, { language: 'en', inject })).toEqual({
    kind: 'widget',
    provider: 'salebot',
  })
  expect(frame()?.src).toContain('chat=demo')
  const salebot = (globalThis as unknown as { SaleBotPro: { init: () => void } }).SaleBotPro
  const init = vi.spyOn(salebot, 'init')
  await openChat({ providers: [SALEBOT], link: null }, { language: 'en', inject })
  expect(init).not.toHaveBeenCalled()
  expect(inject).toHaveBeenCalledTimes(1)
})

test('Voximplant Kit: the snippet’s settings (snake_case, language in client_data), then VoxKitWidget.init', async () => {
  expect(await openChat({ providers: [VOX], link: null }, { language: 'ru', inject: runStandIn })).toEqual({
    kind: 'widget',
    provider: 'voximplant',
  })
  expect((globalThis as Record<string, unknown>).VoxKitWidgetSettings).toEqual({
    host: '/chat/stand-in/voximplant',
    token: 'token',
    channel_uuid: 'c0ffee',
    client_data: { client_language: 'ru' },
  })
  expect(document.getElementById('vox-kit-widget')).not.toBeNull()
  expect(frame()?.src).toContain('chat=c0ffee')
  expect(frame()?.src).toContain('lang=ru')
  // Opened again: Kit is not initialised twice (it would refuse), its window stays.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  await openChat({ providers: [VOX], link: null }, { language: 'ru', inject: runStandIn })
  expect(warn).not.toHaveBeenCalled()
  expect(document.querySelectorAll('#vox-kit-widget')).toHaveLength(1)
  warn.mockRestore()
})

test('Voximplant Kit refuses settings without the channel: the widget counts as down', async () => {
  const noChannel: ChatProvider = { ...VOX, channelUuid: '' }
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  expect(
    await openChat({ providers: [noChannel], link: null }, { language: 'en', inject: runStandIn }),
  ).toEqual({ kind: 'unavailable' })
  vi.restoreAllMocks()
})

test('a script that fails or hangs: the next widget, then the chat link, then unavailable', async () => {
  const fail = vi.fn((src: string) =>
    src.includes('salebot') ? Promise.reject(new Error('404')) : runStandIn(src),
  )
  expect(
    await openChat(
      { providers: [SALEBOT, VOX], link: null },
      { language: 'en', inject: fail, timeoutMs: 200 },
    ),
  ).toEqual({ kind: 'widget', provider: 'voximplant' })
  const hang = () => new Promise<void>(() => undefined)
  expect(
    await openChat(
      { providers: [SALEBOT], link: 'https://wa.me/78120000002' },
      { language: 'en', inject: hang, timeoutMs: 50 },
    ),
  ).toEqual({ kind: 'link', href: 'https://wa.me/78120000002' })
  expect(
    await openChat({ providers: [SALEBOT], link: null }, { language: 'en', inject: hang, timeoutMs: 50 }),
  ).toEqual({
    kind: 'unavailable',
  })
  expect(await openChat(null, { language: 'en' })).toEqual({ kind: 'unavailable' })
})
