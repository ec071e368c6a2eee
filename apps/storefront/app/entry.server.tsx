import { randomBytes } from 'node:crypto'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  createReadableStreamFromReadable,
  type EntryContext,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { DEFAULT_LOCALE } from '@vitrina/domain/locale'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { landingCookie } from './features/attribution/attribution.ts'
import { sharePageOnlyIfKeyed } from './features/catalog/cache-headers.server.ts'
import { attachSipStandIn, sipStandInEnabled } from './features/channels/sip-stand-in.server.ts'
import { storefrontContext } from './lib/context.server.ts'
import { lowPriorityModulePreloads } from './lib/document/preload-priority.server.ts'
import { apiUnavailableReason, RETRY_AFTER_SECONDS } from './lib/edge/api-unavailable.server.ts'
import { CLIENT_IP_HEADER, EDGE_TOKEN_HEADER, EDGE_TOKEN_KEY } from './lib/edge/client-address.server.ts'
import { EDGE_PAGE_CSP, edgePage } from './lib/edge/edge-page.server.ts'
import { NonceProvider } from './lib/edge/nonce.tsx'
import { guardRequest } from './lib/edge/request-guard.ts'
import { baseSecurityHeaders, contentSecurityPolicy, tenantCspSettings } from './lib/edge/security-headers.ts'
import { env } from './lib/env.server.ts'
import { serverMessages } from './lib/i18n/messages.server.ts'
import { PAGE_MESSAGES_ID, pageMessagesJson, recordingMessages } from './lib/i18n/page-messages.ts'
import { appendAtEnd } from './lib/i18n/page-messages-stream.server.ts'

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
  loadContext: AppLoadContext,
) {
  // The context is cached per request; when the API is down the root error boundary already rendered.
  // The API is down or still starting and no stale copy could stand in: a friendly 503, never a 500.
  if (status >= 500 && apiFailed.has(loadContext)) return unavailablePage(request)
  const context = await storefrontContext(request).catch(() => null)
  const locale = context?.locale ?? DEFAULT_LOCALE
  // The render notes which messages it looks up; they go into the page for hydration (lib/i18n/page-messages.ts).
  const catalogue = await serverMessages(locale)
  const recorded = recordingMessages(catalogue)
  const i18n = setupI18n({ locale, messages: { [locale]: recorded.messages } })
  // A fresh nonce per document: every inline script below carries it, and nothing else inline may run.
  const nonce = randomBytes(16).toString('base64')
  const config = env()
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      tenant: tenantCspSettings(context?.company ?? {}),
      pathname: new URL(request.url).pathname,
      reportUri: config.CSP_REPORT_URI,
      development: config.NODE_ENV === 'development',
      paymentWidgetUrl: config.YOOKASSA_WIDGET_URL,
    }),
  )
  await sharePageOnlyIfKeyed(request, headers)
  // A landing with UTM tags or yclid: kept for the order (attribution), with no script on any page.
  const landing = landingCookie(new URL(request.url), request.headers.get('cookie'))
  if (landing) headers.append('Set-Cookie', landing)
  // Bots get the whole document at once (better for indexing); browsers get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <I18nProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
        </I18nProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = appendAtEnd(
            () =>
              `<script type="application/json" id="${PAGE_MESSAGES_ID}" nonce="${nonce}">${pageMessagesJson(catalogue, recorded.used)}</script>`,
          )
          headers.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }))
          // Hydration chunks after the stylesheet and the LCP image (lib/document/preload-priority.server.ts);
          // not in development, where React warns about the attribute it did not render.
          if (config.NODE_ENV === 'development') pipe(body)
          else pipe(lowPriorityModulePreloads()).pipe(body)
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

/**
 * Requests (by their load context, one object per request from server.mjs) whose loaders failed because the
 * API could not be reached. Remix sanitises errors before rendering in production, so they are noted here, in
 * handleError, which sees the originals.
 */
const apiFailed = new WeakSet<object>()

export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  const unreachable = apiUnavailableReason(error)
  if (unreachable) {
    if (context && typeof context === 'object') apiFailed.add(context)
    // One line, not a stack per loader: the health check and the API's own logs tell the rest.
    console.warn(`API unreachable (${unreachable}): ${request.method} ${new URL(request.url).pathname}`)
    return
  }
  if (!request.signal.aborted) console.error(error)
}

async function unavailablePage(request: Request): Promise<Response> {
  return new Response(await edgePage('unavailable', request), {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': EDGE_PAGE_CSP,
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    },
  })
}

/**
 * The edge checks and pages server.mjs runs before Remix: exported from the server bundle so they are written
 * (and tested) in TypeScript with the app's translations. `checkConfiguration` fails a misconfigured start.
 */
export const edge = {
  guardRequest,
  baseSecurityHeaders,
  edgePage,
  EDGE_PAGE_CSP,
  CLIENT_IP_HEADER,
  EDGE_TOKEN_HEADER,
  EDGE_TOKEN_KEY,
  checkConfiguration: () => {
    env()
  },
}

/**
 * The SIP-over-WebSocket stand-in (features/channels/README.md): server.mjs attaches it to its HTTP server when
 * `enabled(process.env)` says so (development, or VITRINA_CHANNEL_STAND_INS=1 in e2e).
 */
export const channelStandIns = { enabled: sipStandInEnabled, attach: attachSipStandIn }
