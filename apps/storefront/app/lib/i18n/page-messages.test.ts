// @vitest-environment happy-dom
import { Readable } from 'node:stream'
import { type Messages, setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { PAGE_MESSAGES_ID, pageMessagesJson, readPageMessages, recordingMessages } from './page-messages.ts'
import { appendAtEnd } from './page-messages-stream.server.ts'

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

async function through(chunks: Buffer[], insert: () => string): Promise<string> {
  const out: Buffer[] = []
  for await (const chunk of Readable.from(chunks).pipe(appendAtEnd(insert))) out.push(chunk)
  return Buffer.concat(out).toString('utf8')
}

describe('appendAtEnd', () => {
  it('passes the document through unchanged and appends after its last byte, late parts included', async () => {
    // React 18 sends </body></html> with the shell; a suspended part streams in after it.
    const chunks = ['<html><body><p>Привет</p></body></html>', '<div hidden id="S:0">late</div>'].map((c) =>
      Buffer.from(c),
    )
    expect(await through(chunks, () => '<i>x</i>')).toBe(
      '<html><body><p>Привет</p></body></html><div hidden id="S:0">late</div><i>x</i>',
    )
  })

  it('asks for the insert only once the render has ended, so messages of late parts are in it', async () => {
    const used: string[] = []
    async function* render() {
      used.push('shell')
      yield Buffer.from('<p>shell</p></body></html>')
      used.push('late')
      yield Buffer.from('<div>late</div>')
    }
    const out: Buffer[] = []
    for await (const chunk of Readable.from(render()).pipe(appendAtEnd(() => used.join(',')))) out.push(chunk)
    expect(Buffer.concat(out).toString('utf8')).toBe('<p>shell</p></body></html><div>late</div>shell,late')
  })
})
