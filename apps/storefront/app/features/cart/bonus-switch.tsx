import { Trans } from '@lingui/react/macro'
import { useFetcher } from '@remix-run/react'
import { Price } from '@vitrina/ui/price'
import * as styles from './cart-options.css.ts'
import type { BonusView } from './cart-options-view.ts'
import type { CartOptionsReply } from './cart-promo-form.ts'
import { ScriptMarker } from './script-marker.tsx'

/**
 * Spend bonuses or not (company setting `cart_checkout_show_bonuses_switcher`). The switch is a submit
 * button posting the opposite of the current choice, so it works without JavaScript; the choice is kept in
 * the `use-bonuses` cookie (and the customer's server cart) for checkout. A failed change shows no message
 * (spec §8): the switch simply stays as it was.
 */
export function BonusSwitch({
  bonuses,
  currency,
  locale,
}: {
  bonuses: NonNullable<BonusView>
  currency: string
  locale: string
}) {
  const fetcher = useFetcher<CartOptionsReply>({ key: 'cart-bonuses' })
  // While the post is on its way the switch already shows the new choice.
  const pending = fetcher.formData?.get('value')
  const checked = pending ? pending === 'on' : bonuses.use
  return (
    <fetcher.Form method="post" preventScrollReset className={styles.block}>
      <input type="hidden" name="intent" value="use-bonuses" />
      <ScriptMarker />
      <button
        type="submit"
        role="switch"
        aria-checked={checked}
        name="value"
        value={checked ? 'off' : 'on'}
        className={styles.switchButton}
        disabled={fetcher.state !== 'idle'}
      >
        <span>
          <Trans>Spend bonuses</Trans>
        </span>
        <span>
          <Trans>Balance</Trans> <Price amount={bonuses.balance} currency={currency} locale={locale} />
        </span>
      </button>
    </fetcher.Form>
  )
}
