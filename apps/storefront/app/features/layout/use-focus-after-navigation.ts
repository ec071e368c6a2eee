import { useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'

/**
 * After a client-side navigation to another page the focus would stay on the body (the link or button that
 * had it is gone): a keyboard or screen reader user would start again from the top of the document. So when a
 * new path is shown and nothing holds the focus, it goes to the main landmark (`#main`, tabIndex -1), without
 * scrolling: the scroll position is Remix's ScrollRestoration's. A page that placed the focus itself (a
 * dialog, an error field, a notice) keeps it, and so do changes of the query only (filters, colour links).
 */
export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation()
  const first = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per shown path.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement
      if (active && active !== document.body && active.isConnected) return
      document.getElementById('main')?.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname])
}
