import { useEffect, useRef, useState } from 'react'
import { afterHydration } from '../../lib/after-hydration.ts'
import type { LiveCodeStep, LivePhoneStep } from './sign-in-live.tsx'
import { LOGIN_FORM_ID } from './step-form.ts'

export type LiveSteps = { LivePhoneStep: typeof LivePhoneStep; LiveCodeStep: typeof LiveCodeStep }

/**
 * The conform-driven steps (sign-in-live.tsx), loaded once the page has hydrated. Until they arrive the
 * server-rendered step form posts to the action as it does without JavaScript (the same schema checks it there).
 *
 * The live form replaces the server-rendered one (new inputs), so it only does while the shopper has not started
 * on the form: once something is typed or chosen, the page keeps the plain form for this visit. Carrying typed
 * values over into the new inputs lost them under load (a value typed while the swap was being rendered, then
 * the phone field empty and "This field is required"); keeping the form the shopper is using cannot lose anything.
 * The decision is read while rendering the swap: a default update renders and commits in one task, so nothing
 * can be typed between the check and the commit. If the module cannot load, the form stays too.
 */
export function useLiveSteps(): LiveSteps | null {
  const [loaded, setLoaded] = useState<LiveSteps | null>(null)
  const decided = useRef<boolean | null>(null)
  useEffect(() => {
    let current = true
    const cancel = afterHydration(() => {
      import('./sign-in-live.tsx')
        .then(({ LivePhoneStep, LiveCodeStep }) => {
          if (current) setLoaded({ LivePhoneStep, LiveCodeStep })
        })
        .catch((error: unknown) => console.warn('sign-in: the live form did not load', error))
    })
    return () => {
      current = false
      cancel()
    }
  }, [])
  const refocus = useRef<string | null>(null)
  if (loaded && decided.current === null && typeof document !== 'undefined') {
    decided.current = isUntouched(LOGIN_FORM_ID)
    if (decided.current) refocus.current = focusedName(LOGIN_FORM_ID)
  }
  // The page focuses the phone field on arrival: the new field takes that focus over (the page's effects run
  // after the new form's, so it exists by now).
  const swapped = decided.current === true && loaded !== null
  useEffect(() => {
    if (!swapped || refocus.current === null) return
    const form = document.getElementById(LOGIN_FORM_ID)
    if (form instanceof HTMLFormElement)
      form.querySelector<HTMLElement>(`[name="${refocus.current}"]`)?.focus()
    refocus.current = null
  }, [swapped])
  return decided.current ? loaded : null
}

/** The name of the form's input that has the focus, if one has. */
function focusedName(formId: string): string | null {
  const form = document.getElementById(formId)
  const active = document.activeElement
  return form?.contains(active) && active instanceof HTMLInputElement ? active.name : null
}

/** Nothing typed or chosen in the form's visible inputs (focus alone is carried over). */
export function isUntouched(formId: string): boolean {
  const form = document.getElementById(formId)
  if (!(form instanceof HTMLFormElement)) return true
  return [...form.elements].every(
    (element) =>
      !(element instanceof HTMLInputElement) ||
      element.type === 'hidden' ||
      (element.type === 'radio' || element.type === 'checkbox'
        ? element.checked === element.defaultChecked
        : element.value === element.defaultValue),
  )
}
