import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClass } from '@vitrina/ui/button'
import { Checkbox } from '@vitrina/ui/checkbox'
import { RadioGroup } from '@vitrina/ui/radio'
import { useReturnMessages } from './return-messages.ts'
import type { ReturnStepsProps } from './return-step-view.ts'

/**
 * Step 1: which of the order's returnable items go back (each with its size and barcode). The kit's RadioGroup
 * is its fieldset with a legend and a group error (the kit has no checkbox group): the boxes are checkboxes.
 */
export function ItemsStep({ form, items, errors, live, focus }: ReturnStepsProps) {
  const { t } = useLingui()
  const message = useReturnMessages()
  return (
    <RadioGroup legend={t`Which items are you returning?`} error={message(errors.items)} id="return-items">
      {live && items.length > 1 ? (
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={live.allItems}>
          <Trans>Select all</Trans>
        </button>
      ) : null}
      {items.map((item, i) => (
        <Checkbox
          key={item.id}
          name="items"
          value={item.id}
          autoFocus={focus === 'items' && i === 0}
          label={`${item.name} · ${item.size ? `${t`Size`} ${item.size}` : t`One size`} · ${t`Barcode`} ${item.barcode ?? '—'}`}
          {...(live
            ? { checked: form.items.includes(item.id), onChange: () => live.toggleItem(item.id) }
            : { defaultChecked: form.items.includes(item.id) })}
        />
      ))}
    </RadioGroup>
  )
}
