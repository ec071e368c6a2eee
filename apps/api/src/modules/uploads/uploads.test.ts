import { afterAll, beforeAll, expect, test } from 'vitest'
import { HEIC, HTML, JPEG, multipart, PDF, PNG } from '../../testing/sample-files.ts'
import { signInNewCustomer } from '../../testing/sign-in.ts'
import { startTestServer, type TestServer } from '../../testing/test-server.ts'
import { sniffType } from './sniff.ts'

let server: TestServer
let key: string
beforeAll(async () => {
  server = await startTestServer()
  key = (await signInNewCustomer(server)).key
})
afterAll(async () => {
  await server.close()
})

const upload = (form: FormData, token = key) =>
  server.request('/api/uploads/', { method: 'POST', token, body: form })
/** The signed link points at PUBLIC_URL; the test fetches the same path from the test server. */
const localPath = (url: string) => url.replace('http://media.test', '')

test('the type is sniffed from the bytes, not the name', () => {
  expect(sniffType(JPEG)).toBe('image/jpeg')
  expect(sniffType(PNG)).toBe('image/png')
  expect(sniffType(HEIC)).toBe('image/heic')
  expect(sniffType(PDF)).toBe('application/pdf')
  expect(sniffType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
  expect(sniffType(HTML)).toBeNull()
})

test('a photo is stored and served to its owner by a short-lived signed link', async () => {
  const response = await upload(multipart(PNG, 'defect.png'))
  expect(response.status).toBe(201)
  const file = await response.json()
  expect(file).toMatchObject({
    kind: 'photo',
    content_type: 'image/png',
    size: PNG.length,
    name: 'defect.png',
  })
  const served = await fetch(`${server.url}${localPath(file.url)}`)
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/png')
  expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG)
  // A changed signature or id is refused, and the link stops working after 15 minutes.
  expect(
    (
      await fetch(
        `${server.url}${localPath(file.url).replace(/signature=\w+/, `signature=${'0'.repeat(64)}`)}`,
      )
    ).status,
  ).toBe(403)
  expect(
    (await fetch(`${server.url}${localPath(file.url).replace(`/files/${file.id}`, `/files/${file.id + 1}`)}`))
      .status,
  ).toBe(403)
  server.clock.advance(16 * 60_000)
  expect((await fetch(`${server.url}${localPath(file.url)}`)).status).toBe(403)
  server.clock.advance(-16 * 60_000)
})

test('a renamed HTML page is refused as a wrong format; a PDF is a document, not a photo', async () => {
  const html = await upload(multipart(HTML, 'photo.jpg'))
  expect(html.status).toBe(415)
  expect(await html.json()).toMatchObject({ code: 'file_wrong_format' })
  expect((await upload(multipart(PDF, 'scan.pdf', 'photo'))).status).toBe(415)
  expect((await upload(multipart(PDF, 'scan.pdf', 'document'))).status).toBe(201)
  expect((await upload(multipart(HEIC, 'IMG_0001.HEIC'))).status).toBe(201)
})

test('a photo over 10 MB is too large; an empty or missing file is a field error', async () => {
  const big = new Uint8Array(10 * 1024 * 1024 + 1)
  big.set(JPEG.subarray(0, 4))
  const tooLarge = await upload(multipart(big, 'huge.jpg'))
  expect(tooLarge.status).toBe(413)
  expect(await tooLarge.json()).toMatchObject({ code: 'file_too_large' })
  const huge = new Uint8Array(16 * 1024 * 1024)
  expect((await upload(multipart(huge, 'huger.jpg', 'document'))).status).toBe(413)
  expect((await upload(multipart(new Uint8Array(0), 'empty.jpg'))).status).toBe(400)
  expect((await upload(new FormData())).status).toBe(400)
  expect((await server.request('/api/uploads/', { method: 'POST', token: key, body: '{}' })).status).toBe(400)
})

test('uploads need a customer; another customer cannot delete one (404), the owner can', async () => {
  expect(
    (await server.request('/api/uploads/', { method: 'POST', body: multipart(JPEG, 'a.jpg') })).status,
  ).toBe(401)
  const file = await (await upload(multipart(JPEG, 'a.jpg'))).json()
  const other = await signInNewCustomer(server)
  expect(
    (await server.request(`/api/uploads/${file.id}/`, { method: 'DELETE', token: other.key })).status,
  ).toBe(404)
  expect((await server.request(`/api/uploads/${file.id}/`, { method: 'DELETE', token: key })).status).toBe(
    204,
  )
  expect((await fetch(`${server.url}${localPath(file.url)}`)).status).toBe(404)
})
