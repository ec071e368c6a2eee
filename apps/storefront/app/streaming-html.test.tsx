import { PassThrough } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { Suspense } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

/**
 * React 18.3.1's streaming renderer (the one entry.server uses) fills 2048-byte views with `encodeInto`; when a
 * multi-byte character did not fit it flushed the whole view, unwritten tail included, and the HTML carried
 * NUL bytes (react#31134). `patches/react-dom@18.3.1.patch` sends only the written bytes; these renders put a
 * Cyrillic, an em dash and an emoji across every offset of the view boundary, so without the patch they fail.
 */
function render(padding: number, text: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <html lang="ru">
        <body>
          {/* A Suspense boundary makes the renderer take the buffered path where the bug lived. */}
          <Suspense fallback={null}>
            <p>{'x'.repeat(padding)}</p>
            {/* Many short text chunks: a chunk over 682 characters is encoded on its own, away from the bug. */}
            {Array.from({ length: 40 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
              <p key={index}>{text}</p>
            ))}
          </Suspense>
        </body>
      </html>,
      {
        onAllReady() {
          const body = new PassThrough()
          buffer(body).then(resolve, reject)
          pipe(body)
        },
        onShellError: reject,
      },
    )
  })
}

describe('streamed HTML', () => {
  it.each([
    ['Cyrillic (2 bytes)', 'Куртка пуховая, тёплая и лёгкая'],
    ['em dash (3 bytes)', '——— — —'],
    ['emoji (4 bytes)', '🏔🏔 🏕'],
  ])('has no NUL byte and keeps every character: %s', async (_name, text) => {
    for (let padding = 1990; padding < 2060; padding += 1) {
      const html = await render(padding, text)
      expect(html.indexOf(0), `NUL byte with ${padding} bytes of padding`).toBe(-1)
      expect(html.toString('utf8').split(text)).toHaveLength(41)
    }
  })
})
