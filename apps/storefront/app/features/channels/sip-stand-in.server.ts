import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { channelStandInsEnabled } from './chat-stand-in-enabled.ts'
import { header, parseSipRequest, sdpAnswer, sipResponse } from './sip-message.ts'

/**
 * The local stand-in for a tenant's PBX (README.md "Call from the website"): a SIP-over-WebSocket server (RFC
 * 7118, subprotocol `sip`) on the storefront's own host at SIP_STAND_IN_PATH, so the call button is tested
 * with the real JsSIP against real signalling. It answers REGISTER (200, no auth), INVITE (100 Trying, 180
 * Ringing, then 200 OK with an SDP answer), ACK (nothing), BYE and CANCEL (200), OPTIONS (200); anything else
 * 501. Served by `remix vite:dev` and by server.mjs when VITRINA_CHANNEL_STAND_INS=1 (the e2e run); never
 * otherwise.
 */
export const SIP_STAND_IN_PATH = '/sip/stand-in'

/** INVITE's ringing before the answer: long enough to be seen, short enough for a test. */
const RING_MS = 400

/** The stand-in's answers to one request (what a PBX would send back, in order, with delays). */
export function sipAnswers(text: string): { delayMs: number; message: string }[] {
  const request = parseSipRequest(text)
  if (!request) return []
  const tag = `standin${header(request, 'call-id').replace(/\W/g, '').slice(0, 8)}`
  const contact = `Contact: <sip:shop@127.0.0.1;transport=ws>`
  switch (request.method) {
    case 'REGISTER': {
      // JsSIP finds its own Contact in the answer and reads its expiry there.
      const own = header(request, 'contact')
      const binding = /;expires=/i.test(own) ? own : `${own};expires=${header(request, 'expires') || '600'}`
      return [
        {
          delayMs: 0,
          message: sipResponse(request, 200, 'OK', {
            toTag: tag,
            extra: [`Contact: ${binding}`],
          }),
        },
      ]
    }
    case 'INVITE':
      return [
        { delayMs: 0, message: sipResponse(request, 100, 'Trying') },
        { delayMs: 0, message: sipResponse(request, 180, 'Ringing', { toTag: tag, extra: [contact] }) },
        {
          delayMs: RING_MS,
          message: sipResponse(request, 200, 'OK', {
            toTag: tag,
            extra: [contact],
            body: sdpAnswer(request.body),
          }),
        },
      ]
    case 'ACK':
      return []
    case 'BYE':
    case 'CANCEL':
    case 'OPTIONS':
      return [{ delayMs: 0, message: sipResponse(request, 200, 'OK', { toTag: tag }) }]
    default:
      return [{ delayMs: 0, message: sipResponse(request, 501, 'Not Implemented', { toTag: tag }) }]
  }
}

/** server.mjs and the Vite dev server attach the stand-in when this says so (see channelStandInsEnabled). */
export const sipStandInEnabled = channelStandInsEnabled

/** Hooks the stand-in into an HTTP server's upgrades at SIP_STAND_IN_PATH; other upgrades are left alone. */
export function attachSipStandIn(server: Server): void {
  const wss = new WebSocketServer({
    noServer: true,
    handleProtocols: (protocols) => (protocols.has('sip') ? 'sip' : false),
  })
  wss.on('connection', (socket) => {
    socket.on('message', (data) => {
      for (const { delayMs, message } of sipAnswers(data.toString())) {
        setTimeout(() => {
          if (socket.readyState === socket.OPEN) socket.send(message)
        }, delayMs)
      }
    })
  })
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://stand-in').pathname !== SIP_STAND_IN_PATH) return
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request))
  })
}
