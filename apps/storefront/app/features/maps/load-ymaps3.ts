/**
 * Loads the Yandex Maps JS API v3 on demand: one script tag per page, added the first time a map is shown
 * (never on first load, never without JavaScript), awaited through `ymaps3.ready`. A script that fails or
 * takes too long rejects, so the map view falls back to its list; the next map view tries again.
 */
export type Ymaps3 = typeof import('@yandex/ymaps3-types')

/** Adds the script and settles when it has run (or failed): the browser's part, replaced in unit tests. */
export type ScriptInjector = (src: string) => Promise<void>

export const SCRIPT_TIMEOUT_MS = 15_000

const loading = new Map<string, Promise<Ymaps3>>()

export function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    // The page's CSP admits the tenant's maps origin (security-headers.ts); the nonce is not needed for src.
    script.addEventListener('load', () => resolve())
    script.addEventListener('error', () => {
      script.remove()
      reject(new Error(`maps: the script ${src} did not load`))
    })
    document.head.appendChild(script)
  })
}

function ymaps3Global(): Ymaps3 | undefined {
  return (globalThis as { ymaps3?: Ymaps3 }).ymaps3
}

/** The `ymaps3` namespace once its script has loaded and is ready. */
export function loadYmaps3(src: string, inject: ScriptInjector = injectScript): Promise<Ymaps3> {
  const pending = loading.get(src)
  if (pending) return pending
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('maps: the script timed out')), SCRIPT_TIMEOUT_MS)
  })
  const load = (async () => {
    if (!ymaps3Global()) await inject(src)
    const api = ymaps3Global()
    if (!api) throw new Error('maps: the script did not define ymaps3')
    await api.ready
    return api
  })()
  const result = Promise.race([load, timeout]).finally(() => clearTimeout(timer))
  loading.set(src, result)
  // A failure is not cached: the shopper may come back online and open the map again.
  result.catch(() => loading.delete(src))
  return result
}
