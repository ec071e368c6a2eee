/**
 * A per-process cache for small, rarely changing reads (company settings, category trees).
 * Short TTLs keep several API processes consistent enough without invalidation messages.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: Promise<V>; expires: number }>()
  /** The last value each key loaded, kept `staleMs` past its expiry to answer when a reload fails. */
  readonly #lastGood = new Map<K, { value: V; until: number }>()
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #staleMs: number

  /**
   * `maxEntries` bounds a cache whose keys come from requests (listing queries): past it, every expired
   * entry is dropped and then the oldest ones, so crafted URLs cannot grow the process's memory without end.
   */
  /**
   * `staleMs` (default 0: off) keeps serving a key's last good value for that long after it expired when the
   * reload fails: with the API down, guests still get the catalogue they would have seen a moment ago.
   */
  constructor(
    ttlMs: number,
    { maxEntries = Number.POSITIVE_INFINITY, staleMs = 0 }: { maxEntries?: number; staleMs?: number } = {},
  ) {
    this.#ttlMs = ttlMs
    this.#maxEntries = maxEntries
    this.#staleMs = staleMs
  }

  /** Number of entries held (fresh or not yet dropped). */
  get size(): number {
    return this.#entries.size
  }

  /** Concurrent misses share one load; a failed load is not cached. */
  get(key: K, nowMs: number, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key)
    if (hit && hit.expires > nowMs) return hit.value
    const value = this.#staleMs > 0 ? this.#withStaleFallback(key, nowMs, load) : load()
    // Re-inserted at the end, so Map order stays oldest-first for the eviction below.
    this.#entries.delete(key)
    this.#entries.set(key, { value, expires: nowMs + this.#ttlMs })
    if (this.#entries.size > this.#maxEntries) this.#evict(nowMs)
    const entry = this.#entries.get(key)
    // Only this load's entry goes: a later load for the key may have replaced it meanwhile.
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key)
    })
    return value
  }

  #withStaleFallback(key: K, nowMs: number, load: () => Promise<V>): Promise<V> {
    return load().then(
      (fresh) => {
        this.#lastGood.delete(key)
        this.#lastGood.set(key, { value: fresh, until: nowMs + this.#ttlMs + this.#staleMs })
        if (this.#lastGood.size > this.#maxEntries) {
          const oldest = this.#lastGood.keys().next()
          if (!oldest.done) this.#lastGood.delete(oldest.value)
        }
        return fresh
      },
      (error: unknown) => {
        const stale = this.#lastGood.get(key)
        if (stale && stale.until > nowMs) return stale.value
        throw error
      },
    )
  }

  #evict(nowMs: number) {
    for (const [key, entry] of this.#entries) if (entry.expires <= nowMs) this.#entries.delete(key)
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break
      this.#entries.delete(key)
    }
  }
}
