// The local stand-in for the chat vendors' widget scripts (README.md "Local stand-ins"), served by the
// storefront at /chat/stand-in/… in development and e2e. Which vendor it plays follows from its own URL:
//   …/rocketchat/livechat/rocketchat-livechat.min.js  Rocket.Chat livechat: drains `RocketChat._`, the queue
//       the embed snippet creates, and offers setLanguage, showWidget, hideWidget, maximizeWidget,
//       minimizeWidget, onWidgetShown, onWidgetHidden (the subset the storefront calls);
//   …/salebot/js/salebot.js                           Salebot: `SaleBotPro.init({ onlineChatId })` shows the
//       chat (its embed code calls nothing else);
//   …/voximplant/static/widgets/web-chat.js           Voximplant Kit: `VoxKitWidget.init(settings)` with the
//       snippet's `{ host, token, channel_uuid, client_data: { client_language } }` (each of the first three
//       required, as Kit checks them), mounts `#vox-kit-widget`; a second init is refused with a warning;
//       `destroy()`.
// (The vendors' snippets are cited in docs/decisions/021-channels.md.)
// Each shows the same thing a real widget does: a chat window (an iframe) in the corner of the page, where a
// message the shopper sends comes back with an operator's reply (the conversation page of the stand-in).
;(() => {
  const script = document.currentScript
  const src = new URL(script ? script.src : location.href)
  const base = src.pathname.replace(/\/(rocketchat|salebot|voximplant)\/.*$/, '')
  const vendor = /\/rocketchat\//.test(src.pathname)
    ? 'rocketchat'
    : /\/salebot\//.test(src.pathname)
      ? 'salebot'
      : 'voximplant'
  const names = { rocketchat: 'Rocket.Chat', salebot: 'Salebot', voximplant: 'Voximplant' }
  let frame = null
  let language = document.documentElement.lang || 'en'
  const shown = []
  const hidden = []

  function show(params) {
    if (!frame) {
      frame = document.createElement('iframe')
      const query = new URLSearchParams({ vendor, lang: language, ...params })
      frame.src = `${base}/conversation?${query}`
      frame.title = language === 'ru' ? `Чат поддержки (${names[vendor]})` : `Support chat (${names[vendor]})`
      frame.dataset.chatStandIn = vendor
      frame.setAttribute(
        'style',
        'position:fixed;right:16px;bottom:16px;width:min(360px,calc(100vw - 32px));height:min(480px,calc(100vh - 32px));border:1px solid #888;border-radius:8px;background:#fff;z-index:2147483000;box-shadow:0 4px 24px rgba(0,0,0,.25)',
      )
      document.body.appendChild(frame)
    }
    frame.hidden = false
    for (const fn of shown) fn()
  }
  function hide() {
    if (frame) frame.hidden = true
    for (const fn of hidden) fn()
  }

  if (vendor === 'rocketchat') {
    const api = {
      setLanguage: (lang) => {
        language = String(lang)
      },
      showWidget: () => show({}),
      maximizeWidget: () => show({}),
      hideWidget: hide,
      minimizeWidget: hide,
      onWidgetShown: (fn) => shown.push(fn),
      onWidgetHidden: (fn) => hidden.push(fn),
    }
    const queue = window.RocketChat && Array.isArray(window.RocketChat._) ? window.RocketChat._ : []
    // After load the snippet's queue function runs commands at once, as the real widget's does.
    window.RocketChat = (fn) => fn.call(api)
    window.RocketChat._ = []
    for (const fn of queue) fn.call(api)
  } else if (vendor === 'salebot') {
    window.SaleBotPro = {
      init: (options) => {
        const chatId = String(options?.onlineChatId ?? '')
        if (!chatId) throw new Error('Salebot: onlineChatId is required')
        show({ chat: chatId })
      },
    }
  } else {
    let mounted = null
    window.VoxKitWidget = {
      init: (settings) => {
        if (mounted) {
          console.warn('Widget is already initialized')
          return
        }
        if (!settings) throw new Error('Settings for the widget are required')
        for (const key of ['host', 'token', 'channel_uuid'])
          if (!settings[key]) throw new Error(`Missing value of the ${key} property`)
        const client = settings.client_data || {}
        if (client.client_language) language = String(client.client_language)
        mounted = document.createElement('div')
        mounted.id = 'vox-kit-widget'
        document.body.appendChild(mounted)
        show({ chat: String(settings.channel_uuid) })
      },
      destroy: () => {
        hide()
        mounted?.remove()
        mounted = null
      },
    }
  }
})()
