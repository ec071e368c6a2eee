import { useEffect, useRef } from 'react'
import { createToastStore, type ToastInput } from './toast-store.ts'

export { errorToast, successToast } from './toast-store.ts'

/** The page's toasts (one per browser tab); `<Toaster/>` in the root renders them. */
export const toastStore = createToastStore()

const api = {
  /** Shows a toast and answers its id; on the server (no page to show it on) it does nothing. */
  show: (toast: ToastInput): string | null => (typeof window === 'undefined' ? null : toastStore.show(toast)),
  success: (text: string) => api.show({ text, color: 'success' }),
  error: (text: string) => api.show({ text, color: 'error' }),
  dismiss: (toastId: string) => toastStore.dismiss(toastId),
}

/** The toast API for event handlers and effects: `const toast = useToast(); toast.success(t\`Saved\`)`. */
export function useToast() {
  return api
}

/**
 * Shows a toast each time `value` becomes a new non-null value (e.g. a fetcher's answer), with the toast that
 * `toastFor` makes of it, if any. The same value object again (a re-render) shows nothing.
 */
export function useToastOnChange<T>(value: T | null | undefined, toastFor: (value: T) => ToastInput | null) {
  const make = useRef(toastFor)
  make.current = toastFor
  useEffect(() => {
    if (value === null || value === undefined) return
    const toast = make.current(value)
    if (toast) api.show(toast)
  }, [value])
}
