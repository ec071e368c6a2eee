import { useLocation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Confirmation } from '../popups/confirmation.tsx'

/**
 * A destructive action of a customer list (clear last viewed, delete a date) behind the shop's one
 * `Confirmation`, opened by `?confirm=<key>` on the current page (other parameters kept).
 */
export function ConfirmAction({
  confirmKey,
  trigger,
  triggerLabel,
  question,
  confirmLabel,
  keepLabel,
  intent,
  fields = {},
}: {
  confirmKey: string
  trigger: ReactNode
  triggerLabel?: string
  question: ReactNode
  confirmLabel: ReactNode
  keepLabel: ReactNode
  intent: string
  fields?: Record<string, string>
}) {
  const location = useLocation()
  const params = new URLSearchParams(location.search)
  const requested = params.get('confirm') === confirmKey
  params.delete('confirm')
  const here = `${location.pathname}${params.size > 0 ? `?${params}` : ''}`
  params.set('confirm', confirmKey)
  return (
    <Confirmation
      id={`confirm-${confirmKey}`}
      open={requested}
      openHref={`${location.pathname}?${params}#confirm-${confirmKey}`}
      closeHref={here}
      trigger={trigger}
      triggerLabel={triggerLabel}
      triggerSize="sm"
      question={question}
      confirmLabel={confirmLabel}
      keepLabel={keepLabel}
      intent={intent}
      fields={fields}
    />
  )
}
