/**
 * Runs `run` once the document is hydrated: root's first effect sets `<html data-hydrated="true">` (a public
 * hook for tests too), and it runs after every other effect of the first render. Code that is no part of the
 * first load (issue 18: the full message catalogue, the checkout machine) starts loading from here, so it never
 * competes with hydration. Answers a function that cancels a run not yet made.
 */
export function afterHydration(run: () => void): () => void {
  const root = document.documentElement
  if (root.dataset.hydrated === 'true') {
    // Still asynchronous, so callers see the same order either way.
    const timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return
    observer.disconnect()
    run()
  })
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
  return () => observer.disconnect()
}
