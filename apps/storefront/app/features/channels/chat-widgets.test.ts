// @vitest-environment happy-dom
/**
 * The widget loaders against the local stand-in script (the same one the e2e run serves): each vendor's
 * embed API is driven to show its window; a script that fails or never answers moves on to the next widget,
 * then to the chat link, then to "unavailable".
 */
import { afterEach, expect, test, vi } from 'vitest'
import type { ChatProvider } from './channel-settings.ts'
import script from './chat-stand-in.js?raw'
import { openChat } from './chat-widgets.ts'

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

test('Salebot and Voximplant: init with the chat id / settings, then open', async () => {
  expect(
    await openChat({ providers: [SALEBOT], link: null }, { language: 'en', inject: runStandIn }),
  ).toEqual({
    kind: 'widget',
    provider: 'salebot',
  })
  expect(frame()?.src).toContain('chat=demo')
  document.body.innerHTML = ''
  expect(await openChat({ providers: [VOX], link: null }, { language: 'en', inject: runStandIn })).toEqual({
    kind: 'widget',
    provider: 'voximplant',
  })
  expect(frame()?.src).toContain('chat=c0ffee')
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
