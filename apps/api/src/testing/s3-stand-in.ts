import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type S3Credentials, sha256Hex, signatureOf } from '../modules/uploads/sigv4.ts'

/**
 * A local stand-in for an S3-compatible store: path-style PUT/GET/DELETE of objects in one bucket, every
 * request checked the way S3 checks it (SigV4 Authorization header: access key, scope, signed headers, payload
 * hash, a date within 15 minutes). Objects live in memory. Used by the tests and for trying `S3_*` locally.
 */
export type S3StandIn = {
  endpoint: string
  objects: Map<string, { bytes: Uint8Array; contentType: string }>
  /** Requests refused, by S3 error code: lets a test see that a bad signature was really checked. */
  refusals: string[]
  close: () => Promise<void>
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/

export async function startS3StandIn(
  credentials: S3Credentials & { bucket: string },
  now: () => Date = () => new Date(),
): Promise<S3StandIn> {
  const objects = new Map<string, { bytes: Uint8Array; contentType: string }>()
  const refusals: string[] = []

  const refuse = (response: ServerResponse, status: number, code: string) => {
    refusals.push(code)
    response.writeHead(status, { 'content-type': 'application/xml' })
    response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`)
  }

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = new Uint8Array(Buffer.concat(chunks))
    const url = new URL(request.url ?? '/', 'http://stand-in')
    const method = request.method ?? 'GET'

    const failure = authFailure(request, url, body, credentials, now())
    if (failure) return refuse(response, failure.status, failure.code)

    const prefix = `/${credentials.bucket}/`
    if (!url.pathname.startsWith(prefix)) return refuse(response, 404, 'NoSuchBucket')
    const key = decodeURIComponent(url.pathname.slice(prefix.length))
    if (method === 'PUT') {
      objects.set(key, { bytes: body, contentType: String(request.headers['content-type'] ?? '') })
      response.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` })
      return response.end()
    }
    if (method === 'GET') {
      const object = objects.get(key)
      if (!object) return refuse(response, 404, 'NoSuchKey')
      response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length })
      return response.end(object.bytes)
    }
    if (method === 'DELETE') {
      objects.delete(key)
      response.writeHead(204)
      return response.end()
    }
    return refuse(response, 405, 'MethodNotAllowed')
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => refuse(response, 500, 'InternalError'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    refusals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

type Failure = { status: number; code: string }
const fail = (status: number, code: string): Failure => ({ status, code })

/** Why S3 would refuse this request's signature, or null when it is good. */
function authFailure(
  request: IncomingMessage,
  url: URL,
  body: Uint8Array,
  credentials: S3Credentials,
  now: Date,
): Failure | null {
  const method = request.method ?? 'GET'
  const auth = AUTH.exec(request.headers.authorization ?? '')
  if (!auth) return fail(403, 'AccessDenied')
  const [, accessKeyId, day, region, signedNames = '', signature] = auth
  if (accessKeyId !== credentials.accessKeyId) return fail(403, 'InvalidAccessKeyId')
  const amzDate = String(request.headers['x-amz-date'] ?? '')
  const sent = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  )
  if (Number.isNaN(sent) || day !== amzDate.slice(0, 8) || region !== credentials.region)
    return fail(403, 'AuthorizationHeaderMalformed')
  if (Math.abs(now.getTime() - sent) > 15 * 60_000) return fail(403, 'RequestTimeTooSkewed')
  const payloadSha256 = String(request.headers['x-amz-content-sha256'] ?? '')
  if (payloadSha256 !== sha256Hex(body)) return fail(400, 'XAmzContentSHA256Mismatch')
  const names = signedNames.split(';')
  if (!names.includes('host') || !names.includes('x-amz-date')) return fail(403, 'AccessDenied')
  const headers = Object.fromEntries(names.map((name) => [name, String(request.headers[name] ?? '')]))
  const expected = signatureOf(
    { method, path: decodeURIComponent(url.pathname), query: url.searchParams, headers, payloadSha256 },
    credentials,
    amzDate,
  )
  if (expected !== signature) return fail(403, 'SignatureDoesNotMatch')
  return null
}
