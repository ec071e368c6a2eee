import { useEffect, useRef, useState } from 'react'
import { afterHydration } from '../../lib/after-hydration.ts'
import type { LiveCodeStep, LivePhoneStep } from './sign-in-live.tsx'
import { LOGIN_FORM_ID } from './step-form.ts'

export type LiveSteps = { LivePhoneStep: typeof LivePhoneStep; LiveCodeStep: typeof LiveCodeStep }

/**
 * The conform-driven steps (sign-in-live.tsx), loaded once the page has hydrated. Until they arrive the
 * server-rendered step form posts to the action as it does without JavaScript; what was typed into it by then
 * (and the focus) is put back into the live form that replaces it. If they cannot load, the form stays.
 */
export function useLiveSteps(): LiveSteps | null {
  const [live, setLive] = useState<LiveSteps | null>(null)
  const putBack = useRef<(() => void) | null>(null)
  useEffect(() => {
    let current = true
    const cancel = afterHydration(() => {
      import('./sign-in-live.tsx')
        .then(({ LivePhoneStep, LiveCodeStep }) => {
          if (!current) return
          putBack.current = keepTyped(LOGIN_FORM_ID)
          setLive({ LivePhoneStep, LiveCodeStep })
        })
        .catch((error: unknown) => console.warn('sign-in: the live form did not load', error))
    })
    return () => {
      current = false
      cancel()
    }
  }, [])
  // The page's effects run after the new form's: its fields exist by now.
  useEffect(() => {
    if (!live) return
    putBack.current?.()
    putBack.current = null
  }, [live])
  return live
}

/** What the shopper typed into a form's visible inputs and whether one had the focus; answers how to put it back. */
export function keepTyped(formId: string): () => void {
  const typedInputs = (id: string) => {
    const form = document.getElementById(id)
    if (!(form instanceof HTMLFormElement)) return []
    return [...form.elements].filter(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && element.type !== 'hidden',
    )
  }
  const typed = typedInputs(formId).map(({ name, type, value, checked }) => ({ name, type, value, checked }))
  const active = document.activeElement
  const focused =
    active instanceof HTMLInputElement && typedInputs(formId).includes(active) ? active.id : null
  return () => {
    const inputs = typedInputs(formId)
    for (const was of typed) {
      const radio = was.type === 'radio'
      const input = inputs.find((i) => i.name === was.name && (!radio || i.value === was.value))
      if (!input) continue
      if (radio) input.checked = was.checked
      else input.value = was.value
    }
    if (focused) document.getElementById(focused)?.focus()
  }
}
