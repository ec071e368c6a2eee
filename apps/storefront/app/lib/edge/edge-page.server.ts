import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { detectLocale, type Locale } from '@vitrina/domain/locale'
import { cookiesFor, readCookie } from '../cookies.server.ts'
import { createServerI18n } from '../i18n/messages.server.ts'

export type EdgePageKind = 'bad-encoding' | 'cross-origin' | 'json-only' | 'unavailable'

const TEXTS: Record<EdgePageKind, { title: MessageDescriptor; body: MessageDescriptor }> = {
  'bad-encoding': {
    title: msg`This address cannot be opened`,
    body: msg`The link contains characters a web address cannot have. Check the link or start from the home page.`,
  },
  'cross-origin': {
    title: msg`The form was sent from another site`,
    body: msg`For your safety the shop only accepts forms sent from its own pages. Go back to the shop and try again.`,
  },
  'json-only': {
    title: msg`The request was not understood`,
    body: msg`This address only accepts requests from the shop's own pages.`,
  },
  unavailable: {
    title: msg`We'll be right back`,
    body: msg`The shop is starting or being updated. Please try again in a minute.`,
  },
}

/** The policy of an edge page: its one inline style, nothing else, never framed. */
export const EDGE_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'"

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The shopper's language for a page rendered without the shop's settings: their cookie, else the browser's. */
async function edgeLocale(request: Request): Promise<Locale> {
  const cookie = await readCookie(cookiesFor(request).locale, request).catch(() => undefined)
  return detectLocale(cookie, request.headers.get('accept-language') ?? undefined)
}

/**
 * A small self-contained page for answers given before (or without) the app: refused requests and the API
 * being down or starting. No script, no external resource, so it needs no CSP allowance and always renders.
 */
export async function edgePage(kind: EdgePageKind, request: Request): Promise<string> {
  const locale = await edgeLocale(request)
  const i18n = await createServerI18n(locale)
  const title = escapeHtml(i18n._(TEXTS[kind].title))
  const body = escapeHtml(i18n._(TEXTS[kind].body))
  const home = escapeHtml(i18n._(msg`To the home page`))
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f6f4;color:#222}main{max-width:32rem;padding:2rem}h1{font-size:1.5rem}a{color:inherit}</style>
</head><body><main><h1>${title}</h1><p>${body}</p><p><a href="/">${home}</a></p></main></body></html>`
}
