import { useLingui } from '@lingui/react/macro'
import { useFetcher } from '@remix-run/react'
import { Switch } from '@vitrina/ui/switch'
import type { ReactNode } from 'react'
import { useToastOnChange } from '../toasts/use-toast.ts'
import type { SubscriptionReply } from './subscriptions.server.ts'

/**
 * One channel of one topic. Without JavaScript it is a checkbox of the page's form (saved by its button); with
 * it, a change is sent at once through its own fetcher, the switch shows the new state meanwhile and a toast
 * confirms (or says why not, and the switch falls back to the stored state).
 */
export function SubscriptionSwitch({
  topic,
  channel,
  checked,
  disabled,
  label,
  hint,
}: {
  topic: string
  channel: string
  checked: boolean
  disabled: boolean
  label: ReactNode
  hint?: ReactNode
}) {
  const { t } = useLingui()
  const fetcher = useFetcher<SubscriptionReply>({ key: `subscription-${topic}-${channel}` })
  const pending = fetcher.formData?.get('enabled')
  const shown = typeof pending === 'string' ? pending === '1' : checked
  useToastOnChange(fetcher.data, (reply) =>
    reply.ok
      ? { text: t`Saved`, color: 'success' }
      : reply.reason === 'email_not_confirmed'
        ? { text: t`Confirm your email first.`, color: 'error' }
        : { text: t`Could not save. Try again.`, color: 'error' },
  )
  return (
    <Switch
      id={`subscription-${topic}-${channel}`}
      name={`${topic}.${channel}`}
      label={label}
      hint={hint}
      checked={shown}
      disabled={disabled}
      onChange={(event) =>
        fetcher.submit(
          { intent: 'one', topic, channel, enabled: event.target.checked ? '1' : '0' },
          { method: 'post', action: '/my/subscriptions/' },
        )
      }
    />
  )
}
