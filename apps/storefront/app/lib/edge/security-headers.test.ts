import { expect, test } from 'vitest'
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  isWebviewPath,
  tenantCspSettings,
} from './security-headers.ts'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1)

test('every answer gets nosniff, a referrer policy, a permissions policy and COOP; HSTS only over HTTPS', () => {
  const plain = baseSecurityHeaders(false)
  expect(plain).toMatchObject({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  })
  expect(plain['Permissions-Policy']).toContain('camera=()')
  expect(plain['Strict-Transport-Security']).toBeUndefined()
  expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
})

test('scripts: own origin and the nonce only; no unsafe-inline, no eval; no framing; no plugins', () => {
  const policy = contentSecurityPolicy({ nonce: 'abc', tenant: tenantCspSettings({}), pathname: '/' })
  expect(directive(policy, 'script-src')).toBe("'self' 'nonce-abc'")
  expect(policy).not.toContain('unsafe-eval')
  expect(directive(policy, 'frame-ancestors')).toBe("'none'")
  expect(directive(policy, 'object-src')).toBe("'none'")
  expect(directive(policy, 'base-uri')).toBe("'none'")
  expect(policy).not.toContain('report-uri')
})

test("a tenant's script origins and analytics hosts are allowed; junk in its settings is not", () => {
  const tenant = tenantCspSettings({
    script_origins: [
      'https://widget.chat.example',
      'javascript:alert(1)',
      "https://x.example 'unsafe-inline'",
      42,
    ],
    web_analytics: { ym: '12345678', gtm: null },
  })
  expect(tenant.scriptOrigins).toEqual([
    'https://widget.chat.example',
    'https://mc.yandex.ru',
    'https://mc.yandex.com',
  ])
  const policy = contentSecurityPolicy({
    nonce: 'n',
    tenant,
    pathname: '/catalog/',
    reportUri: 'https://csp.example/r',
  })
  expect(directive(policy, 'script-src')).toBe(
    "'self' 'nonce-n' https://widget.chat.example https://mc.yandex.ru https://mc.yandex.com",
  )
  expect(directive(policy, 'report-uri')).toBe('https://csp.example/r')
})

test("webview screens may be framed by the tenant's app origins only; other pages by nobody", () => {
  const tenant = tenantCspSettings({ app_origins: ['https://app.shop.example'] })
  expect(isWebviewPath('/screens/region/')).toBe(true)
  expect(
    directive(contentSecurityPolicy({ nonce: 'n', tenant, pathname: '/screens/region/' }), 'frame-ancestors'),
  ).toBe('https://app.shop.example')
  expect(
    directive(contentSecurityPolicy({ nonce: 'n', tenant, pathname: '/cart/' }), 'frame-ancestors'),
  ).toBe("'none'")
  const noApps = tenantCspSettings({})
  expect(
    directive(
      contentSecurityPolicy({ nonce: 'n', tenant: noApps, pathname: '/screens/region/' }),
      'frame-ancestors',
    ),
  ).toBe("'none'")
})

test("the maps script's origin is admitted: Yandex's with its hosts; a same-host path or plain http adds nothing", () => {
  const yandex = tenantCspSettings({ yandex_maps_url: 'https://api-maps.yandex.ru/v3/?apikey=k' })
  expect(yandex.scriptOrigins).toEqual([
    'https://api-maps.yandex.ru',
    'https://*.api-maps.yandex.ru',
    'https://yastatic.net',
    'https://*.maps.yandex.net',
  ])
  const policy = contentSecurityPolicy({ nonce: 'n', tenant: yandex, pathname: '/shops/' })
  expect(directive(policy, 'connect-src')).toContain('https://*.maps.yandex.net')
  expect(tenantCspSettings({ yandex_maps_url: 'https://maps.tenant.example/v3/' }).scriptOrigins).toEqual([
    'https://maps.tenant.example',
  ])
  expect(tenantCspSettings({ yandex_maps_url: '/maps/stand-in/v3/?apikey=demo' }).scriptOrigins).toEqual([])
  expect(tenantCspSettings({ yandex_maps_url: 'http://maps.example/' }).scriptOrigins).toEqual([])
  expect(tenantCspSettings({ yandex_maps_url: 42 }).scriptOrigins).toEqual([])
})

test("the tenant's chat widget hosts run and its SIP socket connects; stand-ins on the shop's host need nothing", () => {
  const tenant = tenantCspSettings({
    rocketchat: { url: 'https://chat.shop.example/livechat', script: null },
    chat_bot_salebot: { online_chat_id: '42', is_enable_on_site: true },
    voximplant: { host: 'kit-im.voximplant.com', token: 't', channel_uuid: 'u' },
    phone_calls_sip: { ws_url: 'wss://pbx.shop.example:8089/ws' },
  })
  expect(tenant.scriptOrigins).toEqual([
    'https://chat.shop.example',
    'https://salebot.pro',
    'https://kit-im.voximplant.com',
    // Kit's widget script (its embed snippet loads it from here, whatever the IM host).
    'https://kit.voximplant.com',
  ])
  expect(tenant.socketOrigins).toEqual(['wss://pbx.shop.example:8089'])
  const policy = contentSecurityPolicy({ nonce: 'n', tenant, pathname: '/' })
  expect(directive(policy, 'connect-src')).toContain('wss://pbx.shop.example:8089')
  const local = tenantCspSettings({
    rocketchat: { url: '/chat/stand-in/rocketchat/livechat' },
    chat_bot_salebot: { online_chat_id: '42', is_enable_on_site: false },
    phone_calls_sip: { ws_url: 'ws://pbx.example/ws' },
  })
  expect(local).toEqual({ scriptOrigins: [], appOrigins: [], socketOrigins: [] })
})

test('the YooKassa widget origin is allowed on the widget page only', () => {
  const policy = (pathname: string) =>
    contentSecurityPolicy({
      nonce: 'n',
      tenant: tenantCspSettings({}),
      pathname,
      paymentWidgetUrl: 'https://yookassa.ru/checkout-widget/v1/checkout-widget.js',
    })
  const widgetPage = policy('/cart/checkout/42/yookassa/')
  expect(directive(widgetPage, 'script-src')).toBe(
    "'self' 'nonce-n' https://yookassa.ru https://yoomoney.ru https://*.yoomoney.ru",
  )
  expect(directive(widgetPage, 'frame-src')).toContain('https://yoomoney.ru')
  expect(directive(policy('/cart/checkout/42/sberpay/'), 'script-src')).toBe("'self' 'nonce-n'")
  expect(directive(policy('/'), 'connect-src')).toBe("'self'")
})
