/** Spec §8: a failed chunk load reloads the page once; a second failure within 10 s does not loop. */
export const CHUNK_RELOAD_GUARD_MS = 10_000
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at'

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk \S+ failed/i

/** Whether an error is a failed download of a code chunk (usually: a new version was deployed). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '')
  return CHUNK_ERROR.test(message)
}

/** Reload unless the last chunk reload was less than the guard ago (a stored time that is not a number counts as none). */
export function shouldReloadForChunkError(lastReloadAt: string | null, nowMs: number): boolean {
  const last = Number(lastReloadAt)
  return !lastReloadAt || !Number.isFinite(last) || nowMs - last >= CHUNK_RELOAD_GUARD_MS
}

/** Reloads the page for a chunk error unless one was reloaded less than the guard ago (browser only). */
export function reloadOnChunkError(error: unknown): void {
  if (!isChunkLoadError(error)) return
  const now = Date.now()
  if (!shouldReloadForChunkError(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY), now)) return
  sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now))
  window.location.reload()
}
