import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './preload-priority.server.ts'

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks).pipe(lowPriorityModulePreloads())) out.push(chunk)
  return Buffer.concat(out).toString('utf8')
}

function cut(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text)
  const chunks: Buffer[] = []
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
  return chunks
}

describe('lowPriorityModulePreloads', () => {
  const html =
    '<p>Привет &lt;link rel=&quot;modulepreload&quot;</p><link rel="modulepreload" href="/a.js"/>' +
    '<link rel="modulepreload" href="/b.js"/><link rel="stylesheet" href="/s.css"/><script type="module">x</script>'
  const expected =
    '<p>Привет &lt;link rel=&quot;modulepreload&quot;</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
    '<link rel="modulepreload" fetchpriority="low" href="/b.js"/><link rel="stylesheet" href="/s.css"/><script type="module">x</script>'

  it('marks every module preload however the stream is cut, multi-byte characters included', async () => {
    for (let size = 1; size <= Buffer.byteLength(html); size += 1)
      expect(await through(cut(html, size))).toBe(expected)
  })

  it('passes other documents through byte for byte, a partial tag at the end included', async () => {
    const other = '<html><body><p>Ёлка</p></body></html><link rel="module'
    for (const size of [1, 3, 7, 1000]) expect(await through(cut(other, size))).toBe(other)
  })
})
