import { Trans } from '@lingui/react/macro'
import type { Order } from '@vitrina/api-client'
import { Price } from '@vitrina/ui/price'
import type { ReactNode } from 'react'
import { isPositive } from './order-view.ts'
import * as styles from './orders.css.ts'

/** Spec §5: discounts, promo codes, bonus debit, paid, to be paid, to be paid now and total. */
export function OrderTotals({ order, currency, locale }: { order: Order; currency: string; locale: string }) {
  const money = (amount: string) => <Price amount={amount} currency={currency} locale={locale} />
  const row = (label: ReactNode, value: ReactNode, strong = false) => (
    <>
      <dt className={styles.term}>{label}</dt>
      <dd className={strong ? `${styles.detail} ${styles.strong}` : styles.detail}>{value}</dd>
    </>
  )
  return (
    <dl className={styles.facts}>
      {row(<Trans>Items</Trans>, money(order.subtotal))}
      {isPositive(order.discount) ? row(<Trans>Discounts</Trans>, money(order.discount)) : null}
      {order.promo_codes.length > 0 ? row(<Trans>Promo codes</Trans>, order.promo_codes.join(', ')) : null}
      {isPositive(order.bonus_debit) ? row(<Trans>Paid with bonuses</Trans>, money(order.bonus_debit)) : null}
      {row(<Trans>Total</Trans>, money(order.total), true)}
      {row(<Trans>Paid</Trans>, money(order.paid))}
      {row(<Trans>To be paid</Trans>, money(order.to_be_paid))}
      {isPositive(order.pay_now) ? row(<Trans>To be paid now</Trans>, money(order.pay_now), true) : null}
    </dl>
  )
}
