import { Trans } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { decimalToMinor } from '@vitrina/domain/money'
import { buttonClass } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import { useHiddenPriceText } from '../pricing/use-price-access.ts'
import * as styles from './cart.css.ts'

type Totals = { subtotal: string; discount: string; bonus: string; total: string }

/**
 * Subtotal, discount (promo codes; when there is one), bonuses spent (when any) and total, with the way to
 * checkout when something can be ordered; `children` (promo codes, the bonus switch) come before the totals.
 * Without access to prices (spec §6) the restriction message stands in for the amounts.
 */
export function CartSummary({
  totals,
  canCheckout,
  currency,
  locale,
  children,
}: {
  totals: Totals
  canCheckout: boolean
  currency: string
  locale: string
  children?: React.ReactNode
}) {
  const hiddenPrice = useHiddenPriceText()
  return (
    <section className={styles.summary} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.sectionTitle}>
        <Trans>Order summary</Trans>
      </h2>
      {children}
      {hiddenPrice === null ? (
        <Totals totals={totals} currency={currency} locale={locale} />
      ) : (
        <p className={styles.muted}>{hiddenPrice}</p>
      )}
      {canCheckout ? (
        <Link to="/cart/delivery/" className={buttonClass({ size: 'lg', block: true })}>
          <Trans>Checkout</Trans>
        </Link>
      ) : (
        <p className={styles.muted}>
          <Trans>Nothing in the cart can be ordered right now.</Trans>
        </p>
      )}
    </section>
  )
}

function Totals({ totals, currency, locale }: { totals: Totals; currency: string; locale: string }) {
  const hasDiscount = (decimalToMinor(totals.discount) ?? 0) > 0
  const hasBonus = (decimalToMinor(totals.bonus) ?? 0) > 0
  return (
    <dl className={styles.totals}>
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd className={styles.value}>
        <Price amount={totals.subtotal} currency={currency} locale={locale} />
      </dd>
      {hasDiscount ? (
        <>
          <dt>
            <Trans>Discount</Trans>
          </dt>
          <dd className={styles.value}>
            −<Price amount={totals.discount} currency={currency} locale={locale} />
          </dd>
        </>
      ) : null}
      {hasBonus ? (
        <>
          <dt>
            <Trans>Paid with bonuses</Trans>
          </dt>
          <dd className={styles.value}>
            −<Price amount={totals.bonus} currency={currency} locale={locale} />
          </dd>
        </>
      ) : null}
      <dt className={styles.totalRow}>
        <Trans>Total</Trans>
      </dt>
      <dd className={`${styles.totalRow} ${styles.value}`}>
        <Price amount={totals.total} currency={currency} locale={locale} />
      </dd>
    </dl>
  )
}
