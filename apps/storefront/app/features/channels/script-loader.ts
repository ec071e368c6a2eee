/**
 * Adds a third-party script to the page on demand (spec §7: support chat loads when the shopper opens it) and
 * settles when it has run, failed, or taken too long. The page's CSP admits scripts by origin (the tenant's
 * chat hosts, lib/edge/security-headers.ts) and by nonce: the new tag carries the page's nonce, read from the
 * scripts Remix rendered with it, so a widget on a host the policy does not list still runs when the tenant
 * configured it, and nothing the shop did not add does.
 */
export type ScriptInjector = (src: string) => Promise<void>

export const SCRIPT_TIMEOUT_MS = 10_000

/** The document's CSP nonce: browsers hide the attribute after parsing but keep the `nonce` property. */
export function pageNonce(doc: Document = document): string {
  for (const script of Array.from(doc.querySelectorAll('script'))) {
    if (script.nonce) return script.nonce
  }
  return ''
}

export function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = new URL(src, document.baseURI).href
    script.async = true
    const nonce = pageNonce()
    if (nonce) script.nonce = nonce
    script.dataset.channel = 'chat'
    script.addEventListener('load', () => resolve())
    script.addEventListener('error', () => {
      script.remove()
      reject(new Error(`channels: the script ${src} did not load`))
    })
    document.head.appendChild(script)
  })
}

/** `work` or a timeout error after `ms`, whichever comes first. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`channels: ${what} timed out`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
