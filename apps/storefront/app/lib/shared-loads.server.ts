import { LRUCache } from 'lru-cache'

type Box<V> = { value: V }

/**
 * A per-process cache of reads shared between requests (tenant settings, menus, guest catalogue reads).
 * Built on lru-cache's `fetch`: concurrent misses share one load, a failed load is not kept, entries
 * expire after `ttlMs`, and at most `max` are held so keys taken from URLs cannot grow memory without end.
 * Values are boxed because lru-cache keeps no `null`/`undefined`, and a "no redirect" answer is a value.
 */
export class SharedLoads<K extends NonNullable<unknown>, V> {
  readonly #cache: LRUCache<K, Box<V>, () => Promise<V>>
  /** The last failure of each key's load, for the callers lru-cache answers with undefined. */
  readonly #failures = new LRUCache<K, { error: unknown }>({ max: 1_000 })

  /**
   * `staleOnFailure`: when a reload fails (the API is down), answer the key's last value however old, and
   * keep it for the next try — guests keep seeing the shop instead of an error page.
   */
  constructor(ttlMs: number, max = 1_000, { staleOnFailure = false }: { staleOnFailure?: boolean } = {}) {
    this.#cache = new LRUCache<K, Box<V>, () => Promise<V>>({
      max,
      ttl: ttlMs,
      allowStaleOnFetchRejection: staleOnFailure,
      noDeleteOnFetchRejection: staleOnFailure,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    })
  }

  /** The cached value of `key`, or what `load` gives (then cached for the TTL). */
  async get(key: K, load: () => Promise<V>): Promise<V> {
    const tracked = () =>
      load().then(
        (value) => {
          this.#failures.delete(key)
          return value
        },
        (error: unknown) => {
          this.#failures.set(key, { error })
          throw error
        },
      )
    const box = await this.#cache.fetch(key, { context: tracked })
    // With staleOnFailure, lru-cache answers undefined for a failed load with no older value (to every caller
    // that shared it): the load's failure then.
    if (!box) throw this.#failures.get(key)?.error ?? new Error('a shared load gave nothing')
    return box.value
  }
}
