import { Trans, useLingui } from '@lingui/react/macro'
import { Select } from '@vitrina/ui/select'
import * as orderStyles from '../orders/orders.css.ts'
import { ReturnChoice, ReturnText, useReturnField } from './return-fields.tsx'
import type { ReturnStepsProps } from './return-step-view.ts'

/** Step 5: how the item is handed over: a courier collects it, or the shopper brings it to a pickup point. */
export function PickupStep(props: ReturnStepsProps) {
  const { form, live, outlets } = props
  const { t } = useLingui()
  const field = useReturnField(props)
  const f = live?.field
  const p = form.pickup
  const outlet = field('pickup.outlet', p.outlet)
  return (
    <>
      <ReturnChoice
        field={field('pickup.kind', p.kind)}
        legend={t`How will you hand the item over?`}
        options={[
          { value: 'courier', label: t`A courier collects it` },
          { value: 'pickup_point', label: t`At a pickup point` },
        ]}
        onChange={f}
      />
      {!live || p.kind === 'courier' ? (
        <ReturnText
          field={field('pickup.address', p.address)}
          label={t`Courier address`}
          onChange={f}
          autoComplete="street-address"
        />
      ) : null}
      {(!live || p.kind === 'pickup_point') && outlets.length > 0 ? (
        <Select
          {...outlet}
          label={t`Pickup point`}
          placeholder={t`Choose a pickup point`}
          options={outlets.map((o) => ({ value: String(o.id), label: `${o.name}, ${o.address}` }))}
          onChange={f ? (event) => f('pickup.outlet', event.currentTarget.value) : undefined}
        />
      ) : null}
      <p className={orderStyles.muted}>
        <Trans>When handing the item over, show your passport and give the printed, signed statement.</Trans>
      </p>
    </>
  )
}
