import { errorReport } from './analytics.ts'
import { reportError } from './tracker.ts'

/** An error boundary's report (see use-report-error.ts): its own chunk, loaded only when an error is shown. */
export function reportPageError(error: unknown, url: string): void {
  reportError(errorReport(error, url))
}
