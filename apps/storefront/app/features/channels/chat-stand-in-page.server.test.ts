import { expect, test } from 'vitest'
import { conversationPage, nextConversation } from './chat-stand-in-page.server.ts'
import { sipSocketUrl } from './sip-call.ts'

test('a message comes back with the operator reply; the conversation travels in the form, escaped', () => {
  const form = new FormData()
  form.append('line', 'you:first')
  form.append('line', 'operator:hello')
  form.set('message', '<img src=x onerror=alert(1)>')
  form.set('lang', 'ru')
  const lines = nextConversation(form)
  expect(lines.map((l) => l.from)).toEqual(['you', 'operator', 'you', 'operator'])
  expect(lines[3]?.text).toBe('Спасибо! Оператор получил ваше сообщение и скоро ответит.')
  const html = conversationPage(new URLSearchParams({ vendor: 'salebot', lang: 'ru' }), lines)
  expect(html).toContain('<html lang="ru">')
  expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;')
  expect(html).not.toContain('<img')
  expect(html).toContain('<label for="message">Сообщение</label>')
  const empty = new FormData()
  empty.set('message', '   ')
  expect(nextConversation(empty)).toEqual([])
})

test('the SIP socket: as configured, or a path on the shop host with the page scheme', () => {
  expect(sipSocketUrl('wss://pbx.example/ws', { protocol: 'http:', host: 'a' })).toBe('wss://pbx.example/ws')
  expect(sipSocketUrl('/sip/stand-in', { protocol: 'http:', host: 'outdoor.localhost:3630' })).toBe(
    'ws://outdoor.localhost:3630/sip/stand-in',
  )
  expect(sipSocketUrl('sip', { protocol: 'https:', host: 'shop.example' })).toBe('wss://shop.example/sip')
})
