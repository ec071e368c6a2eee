import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { Price } from '@vitrina/ui/price'
import { useHiddenPriceText } from '../pricing/use-price-access.ts'
import { productPath } from '../product/product-links.ts'
import * as styles from './cart.css.ts'
import { QuantityForms, RemoveForm, useCartLineReply } from './cart-line-forms.tsx'
import type { CartLineView, MissingLineView } from './cart-view.ts'

/**
 * A priced cart line: image, name (links to the product), article, size (or "One size") and colour, unit
 * price, count controls, line total and remove. An unavailable line says why (sold out, or fewer left than
 * asked) instead of a total, and keeps its count controls so the shopper can lower the count. Without access
 * to prices (spec §6) the line shows no amounts; the summary says why once.
 */
export function CartLineItem({
  line,
  unavailable = false,
  currency,
  locale,
}: {
  line: CartLineView
  unavailable?: boolean
  currency: string
  locale: string
}) {
  const { fetcher, reply } = useCartLineReply(line.key)
  const href = productPath(line.product.slug)
  const stock = line.stock
  const pricesHidden = useHiddenPriceText() !== null
  return (
    <li className={styles.line} aria-busy={fetcher.state !== 'idle'}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        {line.image ? <img src={line.image} alt="" className={styles.mediaImage} loading="lazy" /> : null}
      </Link>
      <div>
        <h3 className={styles.name}>
          <Link to={href}>{line.product.name}</Link>
        </h3>
        <p className={styles.details}>
          <Trans>Article: {line.product.article}</Trans>
          {' · '}
          {line.size ? <Trans>Size: {line.size}</Trans> : <Trans>One size</Trans>}
          {line.color ? (
            <>
              {' · '}
              <Trans>Colour: {line.color}</Trans>
            </>
          ) : null}
        </p>
        {pricesHidden ? null : (
          <p className={styles.details}>
            <Price amount={line.price} oldAmount={line.oldPrice} currency={currency} locale={locale} />{' '}
            <Trans>per piece</Trans>
          </p>
        )}
        {unavailable ? (
          <p className={styles.error}>
            {stock > 0 ? <Trans>Only {stock} left</Trans> : <Trans>Out of stock</Trans>}
          </p>
        ) : null}
      </div>
      <div className={styles.controls}>
        <QuantityForms
          lineKey={line.key}
          count={line.count}
          name={line.product.name}
          fetcher={fetcher}
          reply={reply}
        />
        <RemoveForm lineKey={line.key} name={line.product.name} fetcher={fetcher} />
        {unavailable || pricesHidden ? null : (
          <span className={styles.lineTotal}>
            <Price amount={line.total} currency={currency} locale={locale} />
          </span>
        )}
      </div>
    </li>
  )
}

/**
 * A stored line without prices: the product is no longer sold here (`missing`), or the API could not price
 * the cart right now (`unpriced`, spec §8). Only ids and the count are known; the line can still be removed.
 */
export function UnpricedLineItem({
  line,
  reason,
}: {
  line: MissingLineView
  reason: 'missing' | 'unpriced'
}) {
  const { t } = useLingui()
  const { fetcher, reply } = useCartLineReply(line.key)
  const product = line.product
  const sku = line.sku
  const name = t`Product ${product}`
  return (
    <li className={styles.line}>
      <div className={styles.media} />
      <div>
        <h3 className={styles.name}>{name}</h3>
        {sku === null ? null : (
          <p className={styles.details}>
            <Trans>Variant {sku}</Trans>
          </p>
        )}
        {reason === 'missing' ? (
          <p className={styles.error}>
            <Trans>This product is no longer available.</Trans>
          </p>
        ) : null}
      </div>
      <div className={styles.controls}>
        {reason === 'unpriced' ? (
          <QuantityForms lineKey={line.key} count={line.count} name={name} fetcher={fetcher} reply={reply} />
        ) : (
          <span>
            <Trans>Quantity: {line.count}</Trans>
          </span>
        )}
        <RemoveForm lineKey={line.key} name={name} fetcher={fetcher} />
      </div>
    </li>
  )
}
