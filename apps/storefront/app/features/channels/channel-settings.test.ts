import { CompanySettings } from '@vitrina/api-client/schemas'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { callSettings, chatSettings, salebotSettings } from './channel-settings.ts'

const company = (settings: Record<string, unknown>) =>
  v.parse(CompanySettings, { id: 1, name: 'Shop', ...settings })

test('widgets in the shop order, with their scripts; the chat link beside them', () => {
  const chat = chatSettings(
    company({
      rocketchat: { url: 'https://chat.example/livechat/', message: ' Hello! ' },
      chat_bot_salebot: { online_chat_id: 123, is_enable_on_site: true },
      voximplant: { host: 'kit-im.voximplant.com', token: 'tok', channel_uuid: 'uuid' },
      chat_link: 'https://t.me/shop',
    }),
  )
  expect(chat?.providers).toEqual([
    {
      kind: 'rocketchat',
      url: 'https://chat.example/livechat',
      script: 'https://chat.example/livechat/rocketchat-livechat.min.js',
      message: 'Hello!',
    },
    { kind: 'salebot', onlineChatId: '123', script: 'https://salebot.pro/js/salebot.js' },
    {
      // Kit's snippet: the IM host bare in the settings, the widget script from kit.voximplant.com.
      kind: 'voximplant',
      host: 'kit-im.voximplant.com',
      token: 'tok',
      channelUuid: 'uuid',
      script: 'https://kit.voximplant.com/static/widgets/web-chat.js',
    },
  ])
  expect(chat?.link).toBe('https://t.me/shop')
  expect(salebotSettings(chat)?.providers.map((p) => p.kind)).toEqual(['salebot'])
})

test('a bot off for the site, malformed or unsafe settings: that channel is off, the page is not broken', () => {
  expect(
    chatSettings(
      company({
        rocketchat: { url: 'javascript:alert(1)' },
        chat_bot_salebot: { online_chat_id: 'x', is_enable_on_site: false },
        voximplant: { host: 'h' },
        chat_link: 'javascript:alert(1)',
      }),
    ),
  ).toBeNull()
  expect(chatSettings(company({ chat_link: 'https://wa.me/1' }))).toEqual({
    providers: [],
    link: 'https://wa.me/1',
  })
  expect(salebotSettings(chatSettings(company({ rocketchat: { url: '/rc' } })))).toBeNull()
})

test('call settings: SIP with the schedule, the number from SIP or the seller', () => {
  const sip = { ws_url: '/sip/stand-in', uri: 'sip:web@shop.example', target: 'sip:shop@shop.example' }
  const call = callSettings(
    company({ phone_calls_sip: { ...sip, phone: '+7 495 000-00-01' }, schedule: 'Daily 09:00-21:00' }),
  )
  expect(call).toEqual({
    sip: {
      wsUrl: '/sip/stand-in',
      uri: 'sip:web@shop.example',
      password: null,
      displayName: null,
      target: 'sip:shop@shop.example',
    },
    phone: '+7 (495) 000-00-01',
    schedule: 'Daily 09:00-21:00',
    timeZone: 'Europe/Moscow',
  })
  expect(
    callSettings(company({ phone_calls_sip: { ...sip, uri: 'web@x' }, seller: { phone: '+78120000002' } })),
  ).toMatchObject({
    sip: null,
    // Shown as the header's sign-in mask shows a number (domain formatPhone), not as stored.
    phone: '+7 (812) 000-00-02',
  })
})
