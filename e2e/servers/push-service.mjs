// A local push service standing in for FCM / Mozilla autopush in tests: it speaks the Web Push protocol subset
// a push service must (RFC 8030 delivery, RFC 8292 VAPID, RFC 8291/8188 aes128gcm). For each subscription it
// hands out it keeps the browser's side of the keys (the P-256 key pair and the auth secret), so on delivery
// it checks the VAPID JWT against the application server key and decrypts the payload exactly as a browser
// would: a test reads the real push the API sent. Plain JavaScript on node:crypto and node:http only; used by
// the API's tests (import) and by the e2e journey (started inside the spec).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import { createServer } from 'node:http'

const b64url = (buffer) => Buffer.from(buffer).toString('base64url')

/**
 * Starts the service on `port` (0: any free port). `vapidPublicKey`, when given, is the only application
 * server key accepted (a subscription made with `applicationServerKey`).
 * @param {{ port?: number, host?: string, vapidPublicKey?: string }} [options]
 */
export async function startPushService(options = {}) {
  /** @type {Map<string, { ecdh: import('node:crypto').ECDH, auth: Buffer }>} */
  const subscriptions = new Map()
  /** @type {{ subscription: string, payload: unknown, text: string, ttl: string | undefined, urgency: string | undefined, jwt: Record<string, unknown> }[]} */
  const received = []
  /** @type {{ subscription: string, status: number, reason: string }[]} */
  const refused = []
  const waiters = new Set()
  /** Status codes to answer instead of 201 on the next deliveries (tests of retries and gone subscriptions). */
  const failNext = []
  let url = ''

  /** Checks and decrypts one delivery: the status to answer, and the push when it was accepted. */
  const accept = (req, body) => {
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1]
    if (req.method !== 'POST' || !id) return { id: '', status: 404, reason: 'not a push resource' }
    const keys = subscriptions.get(id)
    if (!keys) return { id, status: 410, reason: 'subscription expired' }
    const forced = failNext.shift()
    if (forced) return { id, status: forced, reason: 'forced failure' }
    let jwt
    let text
    try {
      jwt = checkVapid(req.headers.authorization ?? '', new URL(url).origin, options.vapidPublicKey)
    } catch (error) {
      return { id, status: 403, reason: `VAPID: ${error.message}` }
    }
    if (req.headers['content-encoding'] !== 'aes128gcm')
      return { id, status: 415, reason: 'aes128gcm expected' }
    if (!req.headers.ttl) return { id, status: 400, reason: 'TTL header required' }
    try {
      text = decrypt(body, keys).toString('utf8')
    } catch (error) {
      return { id, status: 400, reason: `cannot decrypt: ${error.message}` }
    }
    const push = {
      subscription: id,
      payload: parseJson(text),
      text,
      ttl: req.headers.ttl,
      urgency: req.headers.urgency,
      jwt,
    }
    return { id, status: 201, reason: '', push }
  }

  const server = createServer((req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const { id, status, reason, push } = accept(req, Buffer.concat(chunks))
      if (!push) {
        refused.push({ subscription: id, status, reason })
        res.writeHead(status, { 'content-type': 'text/plain' }).end(reason)
        return
      }
      received.push(push)
      for (const wake of waiters) wake()
      res.writeHead(201, { location: `${url}/messages/${randomBytes(8).toString('hex')}` }).end()
    })
  })
  await new Promise((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve))
  const address = server.address()
  url = `http://${options.host ?? '127.0.0.1'}:${typeof address === 'object' && address ? address.port : 0}`

  return {
    url,
    received,
    refused,
    /** The next deliveries answer these statuses (e.g. 500 then 410). */
    failNext: (...statuses) => failNext.push(...statuses),
    /**
     * A new subscription: the JSON a browser's PushSubscription gives (endpoint and keys), and the private
     * half kept here. Pass `keys` to re-create one a test made earlier (e.g. in the browser's init script).
     * @param {{ id?: string, privateKey?: string, auth?: string }} [keys]
     */
    subscribe(keys = {}) {
      const ecdh = createECDH('prime256v1')
      if (keys.privateKey) ecdh.setPrivateKey(Buffer.from(keys.privateKey, 'base64url'))
      else ecdh.generateKeys()
      const auth = keys.auth ? Buffer.from(keys.auth, 'base64url') : randomBytes(16)
      const id = keys.id ?? randomBytes(12).toString('hex')
      subscriptions.set(id, { ecdh, auth })
      return {
        id,
        privateKey: b64url(ecdh.getPrivateKey()),
        subscription: {
          endpoint: `${url}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
      }
    },
    /** Forgets a subscription: deliveries to it answer 410 Gone, as a push service does after an unsubscribe. */
    expire: (id) => subscriptions.delete(id),
    /** Resolves with the first push to `subscription` (by id) that arrives, or rejects after `timeoutMs`. */
    async waitFor(subscription, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const found = received.find((r) => r.subscription === subscription)
        if (found) return found
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`no push for ${subscription} within ${timeoutMs} ms`)
        await new Promise((resolve) => {
          const wake = () => {
            waiters.delete(wake)
            clearTimeout(timer)
            resolve(undefined)
          }
          const timer = setTimeout(wake, Math.min(left, 250))
          waiters.add(wake)
        })
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}

function parseJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * RFC 8292: `Authorization: vapid t=<JWT>, k=<application server public key>`; the JWT is ES256, signed by
 * that key, its `aud` the push service's origin, `exp` within 24 hours, `sub` a mailto: or https: contact.
 */
function checkVapid(header, origin, expectedKey) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header)
  if (!match) throw new Error('missing vapid authorization')
  const [, token, key] = match
  if (expectedKey && key !== expectedKey) throw new Error('unknown application server key')
  const [head, body, signature] = token.split('.')
  if (!head || !body || !signature) throw new Error('malformed JWT')
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString())
  if (header_.alg !== 'ES256') throw new Error('alg must be ES256')
  const raw = Buffer.from(key, 'base64url')
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point')
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  })
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!ok) throw new Error('bad signature')
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
  const now = Math.floor(Date.now() / 1000)
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`)
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600)
    throw new Error('exp must be within 24 hours')
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub missing')
  return claims
}

/**
 * RFC 8188 aes128gcm with the RFC 8291 key derivation, from the user agent's side: header (salt, record
 * size, the sender's ephemeral public key), ECDH with our private key, HKDF to the content key and nonce,
 * AES-128-GCM, then the padding delimiter (0x02 for the last record) is stripped.
 */
function decrypt(body, { ecdh, auth }) {
  if (body.length < 21 + 65 + 16) throw new Error('body too short')
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const idLength = body[20]
  if (idLength !== 65) throw new Error('key id must be the 65-byte sender public key')
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  if (record.length > recordSize) throw new Error('only a single record is expected')
  const shared = ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (end < 0 || padded[end] !== 2) throw new Error('missing last-record padding delimiter')
  return padded.subarray(0, end)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const service = await startPushService({ port: Number(process.env.PUSH_PORT ?? 4648) })
  console.log(`push service stand-in on ${service.url}`)
}
