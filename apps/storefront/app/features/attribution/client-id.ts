import { CLIENT_ID_COOKIE, MARKETING_MAX_AGE_S } from './attribution.ts'

/**
 * Asks the analytics counter for its client id about every second until it answers (Metrika gives it only
 * once its script has loaded and the visitor is identified), then keeps it in a cookie the order is sent
 * with. Stops after `maxTries` (a blocked counter never answers) or when stopped (the page left).
 */
export function pollClientId(
  ask: (answer: (id: unknown) => void) => void,
  keep: (id: string) => void,
  { intervalMs = 1000, maxTries = 120 } = {},
): () => void {
  let tries = 0
  let done = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const attempt = () => {
    if (done) return
    tries += 1
    try {
      ask((id) => {
        if (done || (typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '') return
        done = true
        if (timer !== undefined) clearTimeout(timer)
        keep(String(id).trim())
      })
    } catch {
      // The counter's stub may throw before its script arrives: the next tick asks again.
    }
    if (!done && tries < maxTries) timer = setTimeout(attempt, intervalMs)
  }
  attempt()
  return () => {
    done = true
    if (timer !== undefined) clearTimeout(timer)
  }
}

/** The browser's cookie for the id (not HttpOnly: this page writes it; the server reads it at checkout). */
export function keepClientIdCookie(id: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser
  document.cookie = `${CLIENT_ID_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=${MARKETING_MAX_AGE_S}; SameSite=Lax${secure}`
}
