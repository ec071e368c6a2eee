import { useEffect, useState } from 'react'

/**
 * A form field present only once the page is hydrated. A form posted through a fetcher shows its answer in
 * place, so its action answers data; a form posted without JavaScript must be redirected back (303) instead:
 * loaders of the same request still read the old cart cookie, and a reload would post again.
 */
export const SCRIPT_MARKER = { name: 'via', value: 'fetcher' } as const

export function ScriptMarker() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated ? <input type="hidden" name={SCRIPT_MARKER.name} value={SCRIPT_MARKER.value} /> : null
}

/** Whether a submitted form came through a hydrated page (see {@link SCRIPT_MARKER}). */
export function isScriptSubmission(form: Record<string, unknown>): boolean {
  return form[SCRIPT_MARKER.name] === SCRIPT_MARKER.value
}
