import { useLingui } from '@lingui/react/macro'
import { orderStateLabelKey } from '@vitrina/domain/order-state'

/** The order state's label (spec §4): `state.sub` when there is one for it, else the state's own label. */
export function useOrderStateLabel(): (state: string, sub: string | null) => string {
  const { t } = useLingui()
  const labels: Record<string, string> = {
    new: t`New`,
    collecting: t`Being collected`,
    collected: t`Collected`,
    ready: t`Ready`,
    ready_delivery: t`Ready for delivery`,
    ready_pickup: t`Ready for pickup`,
    ready_pickup_now: t`Ready for pickup`,
    shipping: t`On the way`,
    done: t`Completed`,
    returned: t`Returned`,
    rejected: t`Rejected`,
    canceled: t`Cancelled`,
    expired: t`Storage expired`,
    refunded: t`Refunded`,
  }
  return (state, sub) => labels[orderStateLabelKey(state, sub, (key) => key in labels)] ?? state
}

/** A date of the API ('2026-11-20T10:00:00Z') as a calendar date in the page's language. */
export function formatOrderDate(value: string, locale: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  // UTC on both the server and the browser, so the rendered date never changes at hydration.
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date)
}
