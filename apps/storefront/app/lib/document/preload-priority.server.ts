import { Transform } from 'node:stream'

const PRELOAD = Buffer.from('<link rel="modulepreload"')
const LOW_PRIORITY_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"')

/**
 * Passes a streamed HTML document through and marks every `<link rel="modulepreload">` that Remix's `<Scripts>`
 * renders with `fetchpriority="low"` (Remix offers no prop for it).
 *
 * Why: the page is server-rendered and readable before any script runs, so the stylesheet and the LCP image
 * should win the connection over the ~60 hydration chunks. At Chrome's default (High) priority the chunks race
 * the stylesheet, and a chunk that happens to finish before first paint counts as render-blocking in Lighthouse
 * (its simulated slow-4G first paint then waits for all of them: 1.2 s or 3 s on the same page, issue 18). The
 * chunks still start at once and the hydration script waits for them as before; only their order changes.
 *
 * React escapes text and attribute values, so the pattern only ever matches a real tag. React may split its
 * output anywhere, so the stream is searched as bytes and a possible partial match at a chunk's end is held
 * back for the next chunk.
 */
export function lowPriorityModulePreloads(): Transform {
  let held = Buffer.alloc(0)
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const data = Buffer.concat([held, typeof chunk === 'string' ? Buffer.from(chunk) : chunk])
      const parts: Buffer[] = []
      let from = 0
      for (let at = data.indexOf(PRELOAD); at >= 0; at = data.indexOf(PRELOAD, from)) {
        parts.push(data.subarray(from, at), LOW_PRIORITY_PRELOAD)
        from = at + PRELOAD.length
      }
      // Hold back the longest tail that could be the start of the pattern.
      let keep = Math.min(PRELOAD.length - 1, data.length - from)
      while (keep > 0 && !PRELOAD.subarray(0, keep).equals(data.subarray(data.length - keep))) keep -= 1
      parts.push(data.subarray(from, data.length - keep))
      held = data.subarray(data.length - keep)
      callback(null, Buffer.concat(parts))
    },
    flush(callback) {
      callback(null, held.length ? held : undefined)
    },
  })
}
