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

  constructor(ttlMs: number, max = 1_000) {
    this.#cache = new LRUCache<K, Box<V>, () => Promise<V>>({
      max,
      ttl: ttlMs,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    })
  }

  /** The cached value of `key`, or what `load` gives (then cached for the TTL). */
  async get(key: K, load: () => Promise<V>): Promise<V> {
    const box = await this.#cache.fetch(key, { context: load })
    if (!box) throw new Error('a shared load gave nothing')
    return box.value
  }
}
