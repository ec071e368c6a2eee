import { useEffect } from 'react'
import { errorReport } from './analytics.ts'
import { reportError } from './tracker.ts'

/**
 * Reports an error boundary's error to analytics once per error (spec §8). Call it in the boundary itself: its
 * effect runs after the layout's `<Analytics>` (a child) has started the counters.
 */
export function useReportError(error: unknown): void {
  useEffect(() => reportError(errorReport(error, window.location.href)), [error])
}
