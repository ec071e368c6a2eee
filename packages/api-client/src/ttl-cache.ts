/**
 * A per-process cache for small, rarely changing reads (company settings, category trees).
 * Short TTLs keep several API processes consistent enough without invalidation messages.
 */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: Promise<V>; expires: number }>()
  readonly #ttlMs: number

  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs
  }

  /** Concurrent misses share one load; a failed load is not cached. */
  get(key: K, nowMs: number, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key)
    if (hit && hit.expires > nowMs) return hit.value
    const value = load()
    this.#entries.set(key, { value, expires: nowMs + this.#ttlMs })
    value.catch(() => this.#entries.delete(key))
    return value
  }
}
