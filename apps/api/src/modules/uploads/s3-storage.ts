import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { FileStorage } from './file-storage.ts'
import { type S3Credentials, signedHeaders } from './sigv4.ts'

export type S3Config = S3Credentials & {
  /** The store's origin, e.g. `https://storage.yandexcloud.net` or `http://127.0.0.1:9000` (MinIO). */
  endpoint: string
  bucket: string
}

/**
 * Uploads in an S3-compatible bucket (path-style `endpoint/bucket/key`, SigV4). The bucket stays private: the
 * API reads objects with its own credentials and hands shoppers only its short-lived signed `/files/{id}` links
 * (signed-url.ts), checked against the owner like on local disk, so no object URL ever leaves the API.
 */
export class S3Storage implements FileStorage {
  private readonly origin: URL

  constructor(
    private readonly config: S3Config,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.origin = new URL(config.endpoint)
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const answer = await this.send('PUT', key, bytes, { 'content-type': contentType })
    if (answer.status !== 200) throw this.failure('PUT', key, answer)
  }

  async get(key: string): Promise<Uint8Array | null> {
    const answer = await this.send('GET', key, null)
    if (answer.status === 404) return null
    if (answer.status !== 200) throw this.failure('GET', key, answer)
    return answer.body
  }

  async delete(key: string): Promise<void> {
    const answer = await this.send('DELETE', key, null)
    // S3 answers 204 whether or not the object was there.
    if (answer.status !== 204 && answer.status !== 200 && answer.status !== 404)
      throw this.failure('DELETE', key, answer)
  }

  private failure(method: string, key: string, answer: { status: number; body: Uint8Array }): Error {
    // The S3 error document names the code (SignatureDoesNotMatch, NoSuchBucket…): enough to fix the setup.
    const code = /<Code>([^<]+)<\/Code>/.exec(new TextDecoder().decode(answer.body))?.[1] ?? 'unknown'
    return new Error(`S3 ${method} ${key}: ${answer.status} ${code}`)
  }

  private send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    payload: Uint8Array | null,
    extra: Record<string, string> = {},
  ): Promise<{ status: number; body: Uint8Array }> {
    const basePath = this.origin.pathname.replace(/\/$/, '')
    const path = `${basePath}/${this.config.bucket}/${key}`
    const headers = signedHeaders(
      {
        method,
        host: this.origin.host,
        path,
        query: new URLSearchParams(),
        headers: { ...extra, ...(payload ? { 'content-length': String(payload.length) } : {}) },
        payload,
      },
      this.config,
      this.now(),
    )
    const send = this.origin.protocol === 'https:' ? httpsRequest : httpRequest
    return new Promise((resolve, reject) => {
      const outgoing = send(
        {
          method,
          hostname: this.origin.hostname,
          port: this.origin.port || undefined,
          // Keys are `<company>/<uuid>`, so the path needs no escaping beyond what SigV4 signed.
          path,
          headers,
          timeout: 30_000,
        },
        (incoming) => {
          const chunks: Buffer[] = []
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode ?? 0, body: new Uint8Array(Buffer.concat(chunks)) }),
          )
          incoming.on('error', reject)
        },
      )
      outgoing.on('timeout', () => outgoing.destroy(new Error(`S3 ${method} ${key}: timed out`)))
      outgoing.on('error', reject)
      outgoing.end(payload ?? undefined)
    })
  }
}
