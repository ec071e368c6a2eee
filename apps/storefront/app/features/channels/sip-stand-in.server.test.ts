import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { parseSipRequest, sdpAnswer } from './sip-message.ts'
import { attachSipStandIn, SIP_STAND_IN_PATH, sipAnswers } from './sip-stand-in.server.ts'

const OFFER = [
  'v=0',
  'o=- 1 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'a=group:BUNDLE 0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111 0 8',
  'c=IN IP4 0.0.0.0',
  'a=mid:0',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'a=rtpmap:0 PCMU/8000',
  '',
].join('\r\n')

function request(method: string, body = '', extra: string[] = []): string {
  return [
    `${method} sip:shop@tropa.example SIP/2.0`,
    'Via: SIP/2.0/WSS abc.invalid;branch=z9hG4bK1',
    'Max-Forwards: 69',
    'To: <sip:shop@tropa.example>',
    'From: "Web" <sip:web@tropa.example>;tag=f1',
    'Call-ID: call-42',
    `CSeq: 1 ${method}`,
    'Contact: <sip:x@abc.invalid;transport=ws>;expires=600',
    ...extra,
    `Content-Length: ${body.length}`,
    '',
    body,
  ].join('\r\n')
}

test('REGISTER is accepted with the caller binding; BYE and OPTIONS get 200; the unknown 501', () => {
  const [register] = sipAnswers(request('REGISTER'))
  expect(register?.message).toMatch(/^SIP\/2\.0 200 OK\r\n/)
  expect(register?.message).toContain('Contact: <sip:x@abc.invalid;transport=ws>;expires=600')
  expect(register?.message).toContain('CSeq: 1 REGISTER')
  expect(register?.message).toMatch(/To: <sip:shop@tropa\.example>;tag=\w+/)
  expect(sipAnswers(request('BYE'))[0]?.message).toMatch(/^SIP\/2\.0 200 OK/)
  expect(sipAnswers(request('OPTIONS'))[0]?.message).toMatch(/^SIP\/2\.0 200 OK/)
  expect(sipAnswers(request('SUBSCRIBE'))[0]?.message).toMatch(/^SIP\/2\.0 501/)
  expect(sipAnswers(request('ACK'))).toEqual([])
  expect(sipAnswers('not sip')).toEqual([])
})

test('INVITE rings, then answers 200 with an SDP answer to the offer', () => {
  const answers = sipAnswers(request('INVITE', OFFER, ['Content-Type: application/sdp']))
  expect(answers.map((a) => a.message.split('\r\n')[0])).toEqual([
    'SIP/2.0 100 Trying',
    'SIP/2.0 180 Ringing',
    'SIP/2.0 200 OK',
  ])
  expect(answers[2]?.delayMs).toBeGreaterThan(0)
  const ok = answers[2]?.message ?? ''
  const body = ok.slice(ok.indexOf('\r\n\r\n') + 4)
  expect(ok).toContain(`Content-Length: ${body.length}`)
  expect(body).toContain('m=audio 9 UDP/TLS/RTP/SAVPF 111')
  expect(body).toContain('a=rtpmap:111 opus/48000/2')
  expect(body).toContain('a=mid:0')
  expect(body).toContain('a=group:BUNDLE 0')
  expect(body).toMatch(/a=fingerprint:sha-256 ([0-9A-F]{2}:){31}[0-9A-F]{2}/)
  expect(body).toContain('a=setup:active')
})

test('the parser expands compact headers and keeps the body', () => {
  const parsed = parseSipRequest('MESSAGE sip:a@b SIP/2.0\r\ni: x1\r\nl: 2\r\n\r\nhi')
  expect(parsed?.headers.get('call-id')).toEqual(['x1'])
  expect(parsed?.body).toBe('hi')
  expect(sdpAnswer('v=0\r\n')).toContain('v=0')
})

test('over a real WebSocket with the sip subprotocol (RFC 7118) at the stand-in path', async () => {
  const server = createServer()
  attachSipStandIn(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const socket = new WebSocket(`ws://127.0.0.1:${port}${SIP_STAND_IN_PATH}`, 'sip')
  try {
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    expect(socket.protocol).toBe('sip')
    const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())))
    socket.send(request('REGISTER'))
    expect(await reply).toMatch(/^SIP\/2\.0 200 OK/)
  } finally {
    socket.close()
    server.close()
  }
})
