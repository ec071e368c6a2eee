import { afterAll, beforeAll, expect, test } from 'vitest'
import { readEnv } from '../../env.ts'
import { type S3StandIn, startS3StandIn } from '../../testing/s3-stand-in.ts'
import { multipart, PNG } from '../../testing/sample-files.ts'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { createTestClock, startTestServer, type TestServer } from '../../testing/test-server.ts'
import { S3Storage } from './s3-storage.ts'
import { signatureOf } from './sigv4.ts'

const credentials = {
  accessKeyId: 'VITRINATESTKEY',
  secretAccessKey: 'vitrina-test-secret-key',
  region: 'ru-central1',
  bucket: 'vitrina-uploads',
}
const clock = createTestClock()
let store: S3StandIn
let server: TestServer
beforeAll(async () => {
  store = await startS3StandIn(credentials, clock.now)
  server = await startTestServer({
    clock,
    env: {
      S3_ENDPOINT: store.endpoint,
      S3_BUCKET: credentials.bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_REGION: credentials.region,
    },
  })
})
afterAll(async () => {
  await server?.close()
  await store?.close()
})

test('the signer matches the example AWS publishes (GET Object, header form)', () => {
  // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
  const signature = signatureOf(
    {
      method: 'GET',
      path: '/test.txt',
      query: new URLSearchParams(),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    },
    {
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
    },
    '20130524T000000Z',
  )
  expect(signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41')
})

test('an upload goes to the bucket and is served to its owner through the API’s short-lived link', async () => {
  const { key } = await signInNewCustomer(server)
  const response = await server.request('/api/uploads/', {
    method: 'POST',
    token: key,
    body: multipart(PNG, 'scan.png'),
  })
  expect(response.status).toBe(201)
  const file = await response.json()
  const stored = [...store.objects.entries()]
  expect(stored).toHaveLength(1)
  const [objectKey, object] = stored[0] ?? []
  expect(objectKey).toMatch(/^1\/[0-9a-f-]{36}$/)
  expect(object?.contentType).toBe('image/png')
  expect(object?.bytes).toEqual(PNG)

  const served = await fetch(`${server.url}${file.url.replace('http://media.test', '')}`)
  expect(served.status).toBe(200)
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
  // The link is the API's, not the bucket's: it expires with the API's signature.
  expect(file.url).not.toContain(store.endpoint)
  clock.advance(16 * 60_000)
  expect((await fetch(`${server.url}${file.url.replace('http://media.test', '')}`)).status).toBe(403)
  clock.advance(-16 * 60_000)

  // The owner deletes it: the object is gone from the bucket.
  const deleted = await server.request(`/api/uploads/${file.id}/`, { method: 'DELETE', token: key })
  expect(deleted.status).toBe(204)
  expect(store.objects.size).toBe(0)
})

test('the stand-in checks signatures: a wrong secret or a stale date is refused and put fails loudly', async () => {
  const wrongSecret = new S3Storage(
    { ...credentials, endpoint: store.endpoint, secretAccessKey: 'not-the-secret' },
    clock.now,
  )
  await expect(wrongSecret.put('1/x', PNG, 'image/png')).rejects.toThrow(/403 SignatureDoesNotMatch/)
  const stale = new S3Storage(
    { ...credentials, endpoint: store.endpoint },
    () => new Date(clock.now().getTime() - 60 * 60_000),
  )
  await expect(stale.get('1/x')).rejects.toThrow(/403 RequestTimeTooSkewed/)
  const right = new S3Storage({ ...credentials, endpoint: store.endpoint }, clock.now)
  expect(await right.get('1/missing')).toBeNull()
  await right.put('1/y', PNG, 'image/png')
  expect(await right.get('1/y')).toEqual(PNG)
  await right.delete('1/y')
  expect(await right.get('1/y')).toBeNull()
  expect(store.refusals).toEqual(
    expect.arrayContaining(['SignatureDoesNotMatch', 'RequestTimeTooSkewed', 'NoSuchKey']),
  )
})

test('half an S3 configuration is refused at start instead of quietly using local disk', () => {
  expect(() => readEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'uploads' })).toThrow(
    /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_ENDPOINT, S3_BUCKET/,
  )
})
