import { connect, type Socket } from 'node:net'
import pino from 'pino'
import { expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../testing/test-server.ts'
import { shutdownGracefully } from './graceful-shutdown.ts'
import { createLifecycle, type Lifecycle } from './lifecycle.ts'

const BODY = JSON.stringify({ items: [], save: false })
const silent = pino({ level: 'silent' })
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A cart request held in flight: its headers and the first bytes of its body are sent, the rest when the test
 * says. Its handler reads the body, then prices the cart on the database: the request that met a closed pool.
 */
function slowCartRequest(server: TestServer, events: string[]) {
  const { port } = new URL(server.url)
  const socket: Socket = connect(Number(port), '127.0.0.1')
  let raw = ''
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    if (raw === '') events.push('answered')
    raw += chunk
  })
  const ended = new Promise<string>((resolve) => socket.on('close', () => resolve(raw)))
  socket.on('error', () => {})
  socket.write(
    `POST /api/v2/cart/ HTTP/1.1\r\nHost: api.test\r\nX-QA-Company: 1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${BODY.length}\r\n\r\n${BODY.slice(0, 4)}`,
  )
  return { finish: () => socket.write(BODY.slice(4)), ended }
}

async function drainingServer(): Promise<{ server: TestServer; lifecycle: Lifecycle; events: string[] }> {
  const lifecycle = createLifecycle()
  const server = await startTestServer({ lifecycle })
  return { server, lifecycle, events: [] }
}

function shutdown(context: Awaited<ReturnType<typeof drainingServer>>, graceMs: number) {
  return shutdownGracefully({
    server: context.server.server,
    lifecycle: context.lifecycle,
    graceMs,
    logger: silent,
    stopJobs: async () => {},
    closeDatabase: async () => {
      context.events.push('database closed')
      await context.server.handle.close()
    },
  })
}

test('SIGTERM with a request in flight: it is answered 200 before the database closes; health says 503 meanwhile', async () => {
  const context = await drainingServer()
  const held = slowCartRequest(context.server, context.events)
  await pause(300) // the headers are read: the request is in flight, its handler waits for the body
  const stopping = shutdown(context, 10_000)

  const health = await context.server.app.request('/health')
  expect(health.status).toBe(503)
  expect(await health.json()).toEqual({ detail: 'Shutting down.', code: 'shutting_down' })
  // The listener is closed: a new connection goes to another instance.
  await expect(fetch(`${context.server.url}/health`)).rejects.toThrow()
  await pause(300)
  expect(context.events).toEqual([]) // still waiting for the request

  held.finish()
  const answer = await held.ended
  expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
  expect(answer).toMatch(/\r\nconnection: close\r\n/i)
  // Priced on the database: with the pool closed under it this was a 500 "Cannot use a pool after calling end".
  expect(answer).toContain('"delivery_payment_options"')
  expect(await stopping).toEqual({ timedOut: false })
  expect(context.events).toContain('database closed')
})

test('past the grace period the request still running is cut off, never answered 500, then the database closes', async () => {
  const context = await drainingServer()
  const held = slowCartRequest(context.server, context.events)
  await pause(300)
  expect(await shutdown(context, 300)).toEqual({ timedOut: true })
  expect(await held.ended).toBe('')
  expect(context.events).toEqual(['database closed'])
})

test('work a request started without awaiting ends before the database closes', async () => {
  const context = await drainingServer()
  let finished = false
  context.lifecycle.track(
    pause(400).then(() => {
      finished = true
    }),
  )
  context.lifecycle.track(Promise.reject(new Error('a failed push round is its own business')))
  expect(await shutdown(context, 10_000)).toEqual({ timedOut: false })
  expect(finished).toBe(true)
  expect(context.events).toEqual(['database closed'])
})
