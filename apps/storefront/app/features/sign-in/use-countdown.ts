import { useEffect, useState } from 'react'

/** Whether the page is hydrated: script-only behaviour must not change the server's HTML before that. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/**
 * Whole seconds left of `seconds`, counted from when `running` became true; `seconds` while not running.
 * Only for display: the machine's own timer decides when a resend is allowed.
 */
export function useCountdown(seconds: number, running: boolean): number {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    setLeft(seconds)
    if (!running) return
    const started = Date.now()
    const timer = setInterval(() => {
      setLeft(Math.max(0, seconds - Math.floor((Date.now() - started) / 1000)))
    }, 1000)
    return () => clearInterval(timer)
  }, [seconds, running])
  return left
}
