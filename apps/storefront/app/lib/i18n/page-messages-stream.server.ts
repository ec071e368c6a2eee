import { Transform } from 'node:stream'

const BODY_END = Buffer.from('</body>')

/**
 * Passes a streamed HTML document through and writes `insert()` just before its `</body>`, i.e. once React
 * has rendered everything, the suspended parts included (so every message the page used is known). React
 * may split its output anywhere (even inside a multi-byte character), so the stream is searched as bytes
 * and the last few bytes of each chunk are held back in case `</body>` straddles two chunks. React escapes
 * text, so `</body>` only ever appears as the real closing tag.
 */
export function insertBeforeBodyEnd(insert: () => string): Transform {
  let held = Buffer.alloc(0)
  let done = false
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const data = Buffer.concat([held, typeof chunk === 'string' ? Buffer.from(chunk) : chunk])
      if (done) {
        held = Buffer.alloc(0)
        callback(null, data)
        return
      }
      const at = data.indexOf(BODY_END)
      if (at >= 0) {
        done = true
        held = Buffer.alloc(0)
        callback(null, Buffer.concat([data.subarray(0, at), Buffer.from(insert()), data.subarray(at)]))
        return
      }
      const keep = Math.min(BODY_END.length - 1, data.length)
      held = data.subarray(data.length - keep)
      callback(null, data.subarray(0, data.length - keep))
    },
    flush(callback) {
      callback(null, held.length ? held : undefined)
    },
  })
}
