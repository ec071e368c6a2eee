// @vitest-environment happy-dom
import { Readable } from 'node:stream'
import { type Messages, setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { PAGE_MESSAGES_ID, pageMessagesJson, readPageMessages, recordingMessages } from './page-messages.ts'
import { insertBeforeBodyEnd } from './page-messages-stream.server.ts'

const catalogue: Messages = { a: 'Cart', b: ['Hello ', ['name']], c: 'Закрыть </script><!--', d: 'Unused' }

describe('recordingMessages', () => {
  it('notes exactly the ids a Lingui instance looks up, including through `t`', () => {
    const { messages, used } = recordingMessages(catalogue)
    const i18n = setupI18n({ locale: 'en', messages: { en: messages } })
    expect(i18n._('a')).toBe('Cart')
    expect(i18n.t({ id: 'b', values: { name: 'Ann' } })).toBe('Hello Ann')
    i18n._('missing', {}, { message: 'Missing' })
    expect([...used].sort()).toEqual(['a', 'b'])
  })
})

describe('pageMessagesJson / readPageMessages', () => {
  it('round-trips only the used messages and cannot close its script element', () => {
    const json = pageMessagesJson(catalogue, ['a', 'c'])
    expect(json).not.toContain('<')
    document.body.innerHTML = `<script type="application/json" id="${PAGE_MESSAGES_ID}">${json}</script>`
    expect(readPageMessages(document)).toEqual({ a: 'Cart', c: catalogue.c })
  })

  it('answers null when the page has none or it is broken', () => {
    document.body.innerHTML = ''
    expect(readPageMessages(document)).toBeNull()
    document.body.innerHTML = `<script type="application/json" id="${PAGE_MESSAGES_ID}">{oops</script>`
    expect(readPageMessages(document)).toBeNull()
  })
})

async function through(chunks: Buffer[], insert: string): Promise<string> {
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks).pipe(insertBeforeBodyEnd(() => insert))) out.push(chunk)
  return Buffer.concat(out).toString('utf8')
}

describe('insertBeforeBodyEnd', () => {
  const html = '<html><body><p>Привет</p></body></html>'

  it('inserts before </body> however the stream is cut, multi-byte characters included', async () => {
    const bytes = Buffer.from(html)
    for (let size = 1; size <= bytes.length; size += 1) {
      const chunks: Buffer[] = []
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
      expect(await through(chunks, '<i>x</i>')).toBe('<html><body><p>Привет</p><i>x</i></body></html>')
    }
  })

  it('inserts once and passes a document without </body> through unchanged', async () => {
    expect(await through([Buffer.from('<b></body></body>')], 'X')).toBe('<b>X</body></body>')
    expect(await through([Buffer.from('<p>partial')], 'X')).toBe('<p>partial')
  })
})
