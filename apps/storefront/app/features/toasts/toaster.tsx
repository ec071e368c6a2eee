import { useLingui } from '@lingui/react/macro'
import { IconButton } from '@vitrina/ui/icon-button'
import { useSyncExternalStore } from 'react'
import type { Toast, ToastIcon } from './toast-store.ts'
import * as styles from './toaster.css.ts'
import { toastStore } from './use-toast.ts'

const NONE: readonly Toast[] = []

/**
 * The page's toasts (mounted once in the root). Four always-present live regions, so that screen readers
 * hear what is added: polite for successes and information, assertive for errors, at the top and at the
 * bottom of the viewport (a toast's `isBottom`).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => NONE)
  return (
    <>
      <Stack toasts={toasts.filter((toast) => !toast.isBottom)} place="top" />
      <Stack toasts={toasts.filter((toast) => toast.isBottom)} place="bottom" />
    </>
  )
}

function Stack({ toasts, place }: { toasts: readonly Toast[]; place: 'top' | 'bottom' }) {
  return (
    <div className={styles.stack[place]}>
      <div aria-live="polite" className={styles.region}>
        {toasts.filter((toast) => toast.color !== 'error').map(ToastCard)}
      </div>
      <div aria-live="assertive" className={styles.region}>
        {toasts.filter((toast) => toast.color === 'error').map(ToastCard)}
      </div>
    </div>
  )
}

function ToastCard(toast: Toast) {
  return <ToastView key={toast.toastId} toast={toast} />
}

function ToastView({ toast }: { toast: Toast }) {
  const { t } = useLingui()
  const hold = () => toastStore.hold(toast.toastId)
  const release = () => toastStore.release(toast.toastId)
  return (
    // The handlers only pause the 5 s timer while the toast is pointed at or focused; nothing is activated.
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction, a pause of the auto-dismiss.
    <div
      className={styles.toast[toast.color]}
      data-toast={toast.color}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      {toast.leftIcon ? <Icon name={toast.leftIcon} /> : null}
      <p className={styles.text}>{toast.text}</p>
      <IconButton label={t`Close`} icon="×" size="sm" onClick={() => toastStore.dismiss(toast.toastId)} />
    </div>
  )
}

function Icon({ name }: { name: Exclude<ToastIcon, null> }) {
  return (
    <svg className={styles.icon[name]} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      {name === 'check' ? (
        <path d="M6 10.5l2.5 2.5L14 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
      ) : (
        <path d="M7 7l6 6M13 7l-6 6" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  )
}
