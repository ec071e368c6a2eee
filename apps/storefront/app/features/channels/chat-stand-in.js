// The local stand-in for the chat vendors' widget scripts (README.md "Local stand-ins"), served by the
// storefront at /chat/stand-in/… in development and e2e. Which vendor it plays follows from its own URL:
//   …/rocketchat/livechat/rocketchat-livechat.min.js  Rocket.Chat livechat: drains `RocketChat._`, the queue
//       the embed snippet creates, and offers setLanguage, showWidget, hideWidget, maximizeWidget,
//       minimizeWidget, onWidgetShown, onWidgetHidden (the subset the storefront calls);
//   …/salebot/js/salebot.js                           Salebot: `SaleBotPro.init({ onlineChatId })`, `open()`;
//   …/voximplant/static/widgets/web-chat.js           Voximplant Kit: reads `VoxKitWidgetSettings` and offers
//       `VoxKitWidget.open()`.
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
    let chatId = ''
    window.SaleBotPro = {
      init: (options) => {
        chatId = String(options?.onlineChatId ?? '')
        if (options?.language) language = String(options.language)
        if (!chatId) throw new Error('Salebot: onlineChatId is required')
      },
      open: () => show({ chat: chatId }),
    }
  } else {
    window.VoxKitWidget = {
      open: () => {
        const settings = window.VoxKitWidgetSettings || {}
        if (!settings.token || !settings.channelUuid)
          throw new Error('Voximplant: token and channelUuid are required')
        if (settings.language) language = String(settings.language)
        show({ chat: String(settings.channelUuid) })
      },
    }
  }
})()
