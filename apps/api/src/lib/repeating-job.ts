/**
 * Runs `round` every `intervalSeconds` (never two rounds at once; a failed round is reported and the next one
 * runs as usual). Answers the stop function shutdown awaits: it cancels the timer and resolves once a round
 * in progress has finished, so no round is cut off by the database closing under it. 0 runs nothing.
 */
export function repeatEvery(
  intervalSeconds: number,
  round: () => Promise<void>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  if (intervalSeconds <= 0) return async () => {}
  let running: Promise<void> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = round()
      .catch(onError)
      .finally(() => {
        running = null
      })
  }, intervalSeconds * 1000)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
