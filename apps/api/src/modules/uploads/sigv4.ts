import { createHash, createHmac } from 'node:crypto'

/**
 * AWS Signature Version 4 for S3-compatible stores (AWS S3, Yandex Object Storage, VK Cloud, MinIO…), header
 * form, path-style URLs. Small enough to own instead of pulling the AWS SDK (≈3 MB) for three calls; checked
 * against the example AWS publishes in "Signature Calculations for the Authorization Header" (sigv4.test.ts).
 */
export type S3Credentials = { accessKeyId: string; secretAccessKey: string; region: string }

export const EMPTY_PAYLOAD_SHA256 = createHash('sha256').update('').digest('hex')

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/** `20130524T000000Z`: the x-amz-date form of a moment. */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept in paths. */
function uriEncode(value: string, keepSlash: boolean): string {
  return [...new TextEncoder().encode(value)]
    .map((byte) => {
      const char = String.fromCharCode(byte)
      if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/')) return char
      return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
    })
    .join('')
}

function canonicalQuery(search: URLSearchParams): string {
  return [...search.entries()]
    .map(([name, value]) => [uriEncode(name, false), uriEncode(value, false)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
}

export type SignableRequest = {
  method: string
  /** The decoded path, e.g. `/bucket/1/uuid`. */
  path: string
  query: URLSearchParams
  /** Header names in lower case; every one given is signed. */
  headers: Record<string, string>
  payloadSha256: string
}

/** The hex signature of a request at `amzDateTime` (its x-amz-date) by these credentials. */
export function signatureOf(
  request: SignableRequest,
  credentials: S3Credentials,
  amzDateTime: string,
): string {
  const names = Object.keys(request.headers)
    .map((name) => name.toLowerCase())
    .sort()
  const lower = Object.fromEntries(Object.entries(request.headers).map(([n, v]) => [n.toLowerCase(), v]))
  const canonicalRequest = [
    request.method,
    uriEncode(request.path, true),
    canonicalQuery(request.query),
    names.map((name) => `${name}:${String(lower[name]).trim().replace(/\s+/g, ' ')}\n`).join(''),
    names.join(';'),
    request.payloadSha256,
  ].join('\n')
  const day = amzDateTime.slice(0, 8)
  const scope = `${day}/${credentials.region}/s3/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDateTime, scope, sha256Hex(canonicalRequest)].join('\n')
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'),
    'aws4_request',
  )
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex')
}

/** The headers to send: the given ones plus x-amz-date, x-amz-content-sha256 and Authorization. */
export function signedHeaders(
  request: Omit<SignableRequest, 'headers' | 'payloadSha256'> & {
    host: string
    headers?: Record<string, string>
    payload: Uint8Array | null
  },
  credentials: S3Credentials,
  now: Date,
): Record<string, string> {
  const date = amzDate(now)
  const payloadSha256 = request.payload ? sha256Hex(request.payload) : EMPTY_PAYLOAD_SHA256
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.host,
    'x-amz-content-sha256': payloadSha256,
    'x-amz-date': date,
  }
  const signature = signatureOf(
    { method: request.method, path: request.path, query: request.query, headers, payloadSha256 },
    credentials,
    date,
  )
  const names = Object.keys(headers).sort().join(';')
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${date.slice(0, 8)}/${credentials.region}/s3/aws4_request, SignedHeaders=${names}, Signature=${signature}`,
  }
}
