import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import { Radio, RadioGroup } from '@vitrina/ui/radio'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/orders/orders.css.ts'
import { usePaymentMethodName } from '../../features/orders/payment-method-name.tsx'
import { useCheckoutStep } from '../../features/orders/use-checkout-step.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { loadPaymentStep, type PaymentStepReply, payAction } from './payment-step.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'payment')

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export const loader = ({ request, params }: LoaderFunctionArgs) => loadPaymentStep(request, params)

export const action = ({ request, params }: ActionFunctionArgs) => payAction(request, params)

/** /cart/checkout/{order}/?payment= (spec §2): the order to pay and the method; "Pay" goes to the provider. */
export default function PaymentStepPage() {
  const { order, options, chosen } = useLoaderData<typeof loader>()
  const reply: PaymentStepReply | undefined = useActionData<typeof action>()
  const navigation = useNavigation()
  const { t } = useLingui()
  const methodName = usePaymentMethodName()
  const locale = useLocale()
  const currency = useShopCurrency()
  useCheckoutStep(2, order.id)
  const number = order.number
  const unavailable = options.length === 0 || reply?.error === 'unavailable'
  return (
    <section aria-labelledby="payment-title" className={styles.page}>
      <h1 id="payment-title" className={styles.title}>
        <Trans>Payment for order</Trans> {number}
      </h1>
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>Order number</Trans>
        </dt>
        <dd className={styles.detail}>{order.number}</dd>
        <dt className={styles.term}>
          <Trans>Total</Trans>
        </dt>
        <dd className={styles.detail}>
          <Price amount={order.total} currency={currency} locale={locale} />
        </dd>
        <dt className={styles.term}>
          <Trans>To pay now</Trans>
        </dt>
        <dd className={`${styles.detail} ${styles.strong}`}>
          <Price amount={order.payNow} currency={currency} locale={locale} />
        </dd>
      </dl>
      {unavailable ? (
        <p role="alert" className={styles.notice}>
          <Trans>Online payment unavailable or already paid</Trans>
        </p>
      ) : (
        <Form method="post" className={styles.card}>
          {reply?.error === 'method-unavailable' ? (
            <p role="alert" className={styles.notice}>
              <Trans>Payment by the selected method temporarily unavailable</Trans>
            </p>
          ) : null}
          <RadioGroup legend={<Trans>Payment method</Trans>}>
            {options.map((option) => (
              <Radio
                key={option.type}
                name="payment"
                value={option.type}
                defaultChecked={option.type === (reply?.method ?? chosen)}
                required
                label={methodName(option.type, option.name)}
              />
            ))}
          </RadioGroup>
          <div className={styles.actions}>
            <Button type="submit" disabled={navigation.state !== 'idle'}>
              {t`Pay`}
            </Button>
          </div>
        </Form>
      )}
      <p>
        <Link to={`/my/orders/${order.id}/`}>
          <Trans>Go to the order</Trans>
        </Link>
      </p>
    </section>
  )
}
