import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { productCountText } from '@vitrina/domain/plural'
import { buttonClass } from '@vitrina/ui/button'
import { BonusSwitch } from '../../features/cart/bonus-switch.tsx'
import * as styles from '../../features/cart/cart.css.ts'
import { CartLineItem, UnpricedLineItem } from '../../features/cart/cart-line.tsx'
import { CartSummary } from '../../features/cart/cart-summary.tsx'
import { PromoCodes } from '../../features/cart/promo-codes.tsx'
import { PromoCodesMirror } from '../../features/cart/promo-codes-mirror.tsx'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { changeCartAction, loadCartPage } from './cart-page.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'cart')

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export const loader = ({ request }: LoaderFunctionArgs) => loadCartPage(request)

export const action = ({ request }: ActionFunctionArgs) => changeCartAction(request)

export default function CartPage() {
  const page = useLoaderData<typeof loader>()
  const { t } = useLingui()
  const locale = useLocale()
  const currency = useShopCurrency()
  const isEmpty = page.priced
    ? page.items.length + page.unavailable.length + page.missing.length === 0
    : page.raw.length === 0
  return (
    <div className={styles.page}>
      <PromoCodesMirror codes={page.promoCodes} />
      <div className={styles.header}>
        <h1 className={styles.title}>
          <Trans>Cart</Trans>
        </h1>
        {isEmpty ? null : <p className={styles.muted}>{productCountText(page.count, locale)}</p>}
      </div>
      {isEmpty ? (
        <div className={styles.empty}>
          <p>
            <Trans>Your cart is empty</Trans>
          </p>
          <Link to="/catalog/" className={buttonClass({ size: 'lg', block: true })}>
            <Trans>To catalog</Trans>
          </Link>
        </div>
      ) : page.priced ? (
        <div className={styles.layout}>
          <div>
            {page.items.length > 0 ? (
              <>
                {/* Each line's name is an h3: the list gets its h2 so no heading level is skipped. */}
                <h2 id="items-title" className="visually-hidden">
                  <Trans>Items</Trans>
                </h2>
                <ul className={styles.lines} aria-labelledby="items-title">
                  {page.items.map((line) => (
                    <CartLineItem key={line.key} line={line} currency={currency} locale={locale} />
                  ))}
                </ul>
              </>
            ) : null}
            {page.unavailable.length + page.missing.length > 0 ? (
              <section aria-labelledby="unavailable-title">
                <h2 id="unavailable-title" className={styles.sectionTitle}>
                  <Trans>Unavailable items</Trans>
                </h2>
                <ul className={styles.lines}>
                  {page.unavailable.map((line) => (
                    <CartLineItem
                      key={line.key}
                      line={line}
                      unavailable
                      currency={currency}
                      locale={locale}
                    />
                  ))}
                  {page.missing.map((line) => (
                    <UnpricedLineItem key={line.key} line={line} reason="missing" />
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          <CartSummary
            totals={page.totals}
            canCheckout={page.items.length > 0}
            currency={currency}
            locale={locale}
          >
            <PromoCodes promotions={page.promotions} currency={currency} locale={locale} />
            {page.bonuses ? <BonusSwitch bonuses={page.bonuses} currency={currency} locale={locale} /> : null}
          </CartSummary>
        </div>
      ) : (
        <>
          <p className={styles.notice} role="status">
            <Trans>
              Prices and availability cannot be loaded right now. Your items are kept; try again in a minute.
            </Trans>
          </p>
          <ul className={styles.lines} aria-label={t`Items`}>
            {page.raw.map((line) => (
              <UnpricedLineItem key={line.key} line={line} reason="unpriced" />
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
