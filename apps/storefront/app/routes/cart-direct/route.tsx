import { Trans } from '@lingui/react/macro'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import * as styles from '../../features/cart/cart.css.ts'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { useHiddenPriceText } from '../../features/pricing/use-price-access.ts'
import { productPath } from '../../features/product/product-links.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { buyNowAction, loadBuyNow } from './buy-now.server.ts'

export const meta: MetaFunction = () => [{ title: 'Buy now' }, { name: 'robots', content: 'noindex' }]

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export const loader = ({ request }: LoaderFunctionArgs) => loadBuyNow(request)

export const action = ({ request }: ActionFunctionArgs) => buyNowAction(request)

/**
 * "Buy now" (`/cart/direct/?product=&sku=`): the one item with its price and a button that puts it into the
 * cart and goes on to checkout. Opening the link changes nothing; only the button (a POST) does.
 */
export default function BuyNowPage() {
  const { item, line, available, inCart } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const hiddenPrice = useHiddenPriceText()
  const locale = useLocale()
  const currency = useShopCurrency()
  const href = productPath(line.product.slug)
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>Buy now</Trans>
      </h1>
      <div className={styles.line}>
        <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
          {line.image ? <img src={line.image} alt="" className={styles.mediaImage} /> : null}
        </Link>
        <div>
          <h2 className={styles.name}>
            <Link to={href}>{line.product.name}</Link>
          </h2>
          <p className={styles.details}>
            {line.size ? <Trans>Size: {line.size}</Trans> : <Trans>One size</Trans>}
          </p>
          <p className={styles.details}>
            {hiddenPrice ?? (
              <Price amount={line.price} oldAmount={line.oldPrice} currency={currency} locale={locale} />
            )}
          </p>
          {inCart ? (
            <p className={styles.muted}>
              <Trans>This item is already in your cart.</Trans>
            </p>
          ) : null}
        </div>
      </div>
      {available ? (
        <Form method="post" className={styles.summary}>
          <input type="hidden" name="product" value={item.product} />
          <input type="hidden" name="sku" value={item.sku ?? ''} />
          <p className={styles.muted}>
            <Trans>The item goes into your cart, and checkout takes the whole cart.</Trans>
          </p>
          <Button type="submit" size="lg" block disabled={navigation.state !== 'idle'}>
            <Trans>Continue to checkout</Trans>
          </Button>
        </Form>
      ) : (
        <p className={styles.error}>
          <Trans>This item cannot be ordered right now.</Trans>
        </p>
      )}
      <Link to="/cart/">
        <Trans>Go to cart</Trans>
      </Link>
    </div>
  )
}
