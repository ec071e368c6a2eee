import { PassThrough } from 'node:stream'
import { I18nProvider } from '@lingui/react'
import { createReadableStreamFromReadable, type EntryContext } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { sharePageOnlyIfKeyed } from './features/catalog/cache-headers.server.ts'
import { storefrontContext } from './lib/context.server.ts'
import { createI18n } from './lib/i18n/i18n.ts'

const ABORT_DELAY_MS = 5_000
export const streamTimeout = ABORT_DELAY_MS

/** `.data` answers (client navigations) go through the same page cache as documents: the same rule applies. */
export async function handleDataRequest(response: Response, { request }: { request: Request }) {
  await sharePageOnlyIfKeyed(request, response.headers)
  return response
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  remixContext: EntryContext,
) {
  // The context is cached per request; when the API is down the root error boundary already rendered.
  const locale = await storefrontContext(request).then(
    (context) => context.locale,
    () => 'en' as const,
  )
  const i18n = await createI18n(locale)
  await sharePageOnlyIfKeyed(request, headers)
  // Bots get the whole document at once (better for indexing); browsers get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} />
      </I18nProvider>,
      {
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          headers.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
          pipe(body)
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY_MS + 1000)
  })
}
