/**
 * Toasts (spec §3, §4, §8, §9): short messages that vanish after 5 seconds or on close. Errors are black, at
 * the bottom, with a close-circle icon; successes carry a check icon. Plain text only: a toast never renders
 * HTML, so a message that echoes user or API text cannot inject markup.
 */

export const TOAST_DURATION_MS = 5000
/** More at once is noise: the oldest goes first. */
export const MAX_TOASTS = 3

export type ToastColor = 'success' | 'error' | 'info'
export type ToastIcon = 'check' | 'close-circle' | null
export type Toast = {
  toastId: string
  text: string
  color: ToastColor
  isBottom: boolean
  leftIcon: ToastIcon
}
export type ToastInput = { text: string } & Partial<Omit<Toast, 'toastId' | 'text'>>

const PRESETS: Record<ToastColor, { isBottom: boolean; leftIcon: ToastIcon }> = {
  error: { isBottom: true, leftIcon: 'close-circle' },
  success: { isBottom: false, leftIcon: 'check' },
  info: { isBottom: false, leftIcon: null },
}

export const successToast = (text: string): ToastInput => ({ text, color: 'success' })
export const errorToast = (text: string): ToastInput => ({ text, color: 'error' })

/** A toast with the defaults of its colour filled in. */
export function toToast(input: ToastInput, toastId: string): Toast {
  const color = input.color ?? 'info'
  const preset = PRESETS[color]
  return {
    toastId,
    text: input.text,
    color,
    isBottom: input.isBottom ?? preset.isBottom,
    leftIcon: input.leftIcon === undefined ? preset.leftIcon : input.leftIcon,
  }
}

type Timers = {
  set: (run: () => void, ms: number) => unknown
  clear: (handle: unknown) => void
}
const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * The toast list with its timers. The same text in the same colour shown again restarts the visible toast's
 * timer instead of stacking a copy. `hold` stops a toast's timer while the pointer or focus is on it (a
 * reader must not lose the text mid-sentence); `release` gives it the full duration again.
 */
export function createToastStore(timers: Timers = realTimers) {
  let toasts: readonly Toast[] = []
  let counter = 0
  const handles = new Map<string, unknown>()
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of listeners) listener()
  }
  const stopTimer = (id: string) => {
    if (handles.has(id)) timers.clear(handles.get(id))
    handles.delete(id)
  }
  const startTimer = (id: string) => {
    stopTimer(id)
    handles.set(
      id,
      timers.set(() => dismiss(id), TOAST_DURATION_MS),
    )
  }
  function dismiss(id: string) {
    stopTimer(id)
    const next = toasts.filter((toast) => toast.toastId !== id)
    if (next.length === toasts.length) return
    toasts = next
    emit()
  }
  return {
    show(input: ToastInput): string {
      const toast = toToast(input, `toast-${++counter}`)
      const same = toasts.find((t) => t.text === toast.text && t.color === toast.color)
      if (same) {
        startTimer(same.toastId)
        return same.toastId
      }
      for (const old of toasts.slice(0, Math.max(0, toasts.length - MAX_TOASTS + 1))) stopTimer(old.toastId)
      toasts = [...toasts.slice(-(MAX_TOASTS - 1)), toast]
      startTimer(toast.toastId)
      emit()
      return toast.toastId
    },
    dismiss,
    hold: stopTimer,
    release(id: string) {
      if (toasts.some((toast) => toast.toastId === id)) startTimer(id)
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: (): readonly Toast[] => toasts,
  }
}
export type ToastStore = ReturnType<typeof createToastStore>
