import { useEffect } from 'react'

/**
 * Reports an error boundary's error to analytics once per error (spec §8); a no-op until the frame's
 * `<Analytics>` has started the counters (as before). The tracker is imported when an error is shown, not with
 * the layout: every page carried it in its first load only for this (issue 18).
 */
export function useReportError(error: unknown): void {
  useEffect(() => {
    const url = window.location.href
    import('./report-error.ts')
      .then((m) => m.reportPageError(error, url))
      .catch(() => {
        // Analytics is decoration: a chunk that fails to load (offline, a deploy) loses one report.
      })
  }, [error])
}
