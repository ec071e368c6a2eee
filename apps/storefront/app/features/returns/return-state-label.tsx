import { useLingui } from '@lingui/react/macro'
import { returnStateLabelKey } from '@vitrina/domain/return-state'

/** The shopper's words for a return state (spec §4); an unknown state shows no label. */
export function useReturnStateLabel() {
  const { t } = useLingui()
  const labels: Record<string, string> = {
    'returns.state.new': t`Awaiting check`,
    'returns.state.ready': t`Verified: a courier will come for the item`,
    'returns.state.error': t`Not verified`,
    'returns.state.canceled': t`Canceled`,
    'returns.state.processing': t`The seller is considering it`,
    'returns.state.approved': t`Approved`,
    'returns.state.shipping': t`On the way to the seller`,
    'returns.state.done': t`Refund made`,
    'returns.state.failed': t`Refund payment rejected`,
    'returns.state.rejected': t`Rejected: the answer and the item are sent to your address`,
    'returns.state.returned': t`Rejected, the item returned`,
  }
  return (state: string) => labels[returnStateLabelKey(state)] ?? ''
}

/** Date and time in Moscow time, as the check hours are given. */
export function formatMoscowTime(value: string, locale: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Moscow',
  }).format(date)
}
