/**
 * The process's life after SIGTERM, as the request path sees it: whether this instance is draining (the health
 * check then answers 503 and every answer closes its connection), and the work requests started without
 * awaiting (a push delivery round after an order's news) that must end before the database closes.
 */
export type Lifecycle = {
  readonly draining: boolean
  /** From now on: health 503, `Connection: close` on every answer. */
  startDraining: () => void
  /** Tracks work a request started and does not await; a failure is the task's own business (it logs). */
  track: (task: Promise<unknown>) => void
  /** Resolves once every tracked task has settled (tasks started meanwhile included). */
  settled: () => Promise<void>
}

export function createLifecycle(): Lifecycle {
  let draining = false
  const tasks = new Set<Promise<unknown>>()
  return {
    get draining() {
      return draining
    },
    startDraining: () => {
      draining = true
    },
    track: (task) => {
      const settled = task.then(
        () => undefined,
        () => undefined,
      )
      tasks.add(settled)
      void settled.then(() => tasks.delete(settled))
    },
    settled: async () => {
      while (tasks.size > 0) await Promise.all([...tasks])
    },
  }
}
