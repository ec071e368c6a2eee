/**
 * When the storefront offers its own "allow notifications?" dialog (spec §4). The browser's prompt can be
 * shown only a few times before the browser blocks it for good, so the storefront asks first and leaves the
 * visitor alone for a while after a "not now".
 */

/** §4: after the visitor cancels the dialog it is not offered again for 3 days. */
export const PUSH_CANCEL_SUPPRESSION_MS = 3 * 24 * 60 * 60 * 1000

export type NotificationPermissionState = 'default' | 'granted' | 'denied'

export interface PushPermissionInput {
  /** The browser has the Notification and Push APIs (and a service worker can be registered). */
  supported: boolean
  permission: NotificationPermissionState
  /** When the visitor last cancelled the dialog: a Date or epoch milliseconds; null/undefined if never. */
  cancelledAt: number | Date | null | undefined
  now: number | Date
}

/**
 * §4: offered only where notifications are supported and the permission is still `default` (after
 * `granted` there is nothing to ask; after `denied` the browser would not show its prompt anyway), and not
 * within 3 days of a cancel. The boundary: exactly 3 days after the cancel the dialog is offered again.
 * A cancel time that is not a valid time is ignored. A cancel stamped in the future (the clock was set back)
 * also suppresses the dialog while it is less than 3 days away, so a corrupt far-future stamp cannot hide the
 * dialog for ever.
 */
export function shouldOfferPushPermission(input: PushPermissionInput): boolean {
  if (!input.supported || input.permission !== 'default') return false
  if (input.cancelledAt == null) return true
  const elapsed = toMs(input.now) - toMs(input.cancelledAt)
  if (Number.isNaN(elapsed)) return true
  return Math.abs(elapsed) >= PUSH_CANCEL_SUPPRESSION_MS
}

function toMs(time: number | Date): number {
  return typeof time === 'number' ? time : time.getTime()
}
