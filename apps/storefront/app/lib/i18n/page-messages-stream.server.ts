import { Transform } from 'node:stream'

/**
 * Passes a streamed HTML document through and writes `insert()` after its last byte, i.e. once React has
 * rendered everything (so every message the page used is known). Not before `</body>`: React 18 sends
 * `</body></html>` with the shell, and the parts that stream in later (a product's availability and reviews
 * behind `<Suspense>`) follow it; their messages were missing from the page, so the browser hydrated them in
 * English over the server's Russian (React errors 418/425, the parts re-rendered; issue 18). The parser puts
 * an element after `</html>` into the body, as it does with React's own streamed parts.
 */
export function appendAtEnd(insert: () => string): Transform {
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      callback(null, chunk)
    },
    flush(callback) {
      callback(null, Buffer.from(insert()))
    },
  })
}
