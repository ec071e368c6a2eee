import { Trans, useLingui } from '@lingui/react/macro'
import { type FetcherWithComponents, Link, useLocation } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import { useEffect, useRef } from 'react'
import { ScriptMarker } from '../cart/script-marker.tsx'
import { SKIP_TARGET_IDS } from '../layout/skip-links.tsx'
import { useHiddenPriceText } from '../pricing/use-price-access.ts'
import type { AddToCartReply } from './add-to-cart-form.ts'
import * as styles from './product.css.ts'
import { COLOUR_PARAM, pageSearch } from './product-links.ts'
import type { SkuChoice, SkuSelection } from './sku-selection.ts'

export type PurchaseSku = SkuChoice & { old_price: string | null }

/**
 * Size choice and "Add to cart" as one form: `sku` radios (sold-out sizes disabled) and the intent button.
 * With JavaScript it posts through a fetcher, so the page stays where it is; without, the page re-renders
 * with the answer. Colours are links (`?color=`): each shows that colour's sizes, also without JavaScript.
 * The answer is announced in a polite live region. Prices give way to the restriction message (spec §6).
 */
export function PurchaseForm({
  kind,
  fallbackPrice,
  selection,
  onChoose,
  fetcher,
  reply,
  currency,
  locale,
  deliveryCaption,
  fastOrder,
}: {
  kind: 'product' | 'tour' | 'hotel'
  fallbackPrice: { price: string | null; oldPrice: string | null }
  selection: SkuSelection<PurchaseSku>
  onChoose: (sku: number) => void
  fetcher: FetcherWithComponents<unknown>
  reply: AddToCartReply | undefined
  currency: string
  locale: string
  /** The company's product_purchase_show_delivery_available_caption (goods only). */
  deliveryCaption: boolean
  /** Not the company's is_fast_order_hidden: a "Buy now" button going to the one-item checkout. */
  fastOrder: boolean
}) {
  const { t } = useLingui()
  const { selected, options, isOneSize } = selection
  const busy = fetcher.state !== 'idle'
  const hiddenPrice = useHiddenPriceText()
  const pricesDiffer = hiddenPrice === null && new Set(options.map((sku) => sku.price)).size > 1
  const legend = kind === 'tour' ? t`Date` : kind === 'hotel' ? t`Room` : t`Size`
  const failed = reply && !reply.ok
  // The button is disabled while adding, which drops the focus: it goes to the answer instead ("Added to
  // cart. Go to cart", or why not), once per answer of this page's fetcher.
  const messageRef = useRef<HTMLDivElement>(null)
  const fetched = fetcher.data
  useEffect(() => {
    if (fetched) messageRef.current?.focus()
  }, [fetched])
  return (
    <fetcher.Form
      id={SKIP_TARGET_IDS.purchase}
      tabIndex={-1}
      method="post"
      className={styles.purchase}
      preventScrollReset
    >
      <ScriptMarker />
      <ColourLinks colours={selection.colours} colour={selection.colour} />
      <fieldset className={styles.fieldset} aria-describedby={failed ? 'purchase-message' : undefined}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.choices}>
          {options.map((sku, index) => {
            const id = `sku-${sku.id}`
            const label = sku.size ?? (isOneSize ? t`One size` : (sku.color ?? t`Option ${index + 1}`))
            return (
              <span key={sku.id} className={styles.choice}>
                <input
                  id={id}
                  type="radio"
                  name="sku"
                  value={sku.id}
                  className={styles.choiceInput}
                  checked={selected?.id === sku.id}
                  disabled={!sku.in_stock}
                  onChange={() => onChoose(sku.id)}
                />
                <label htmlFor={id} className={styles.choiceLabel}>
                  {label}
                  {sku.in_stock ? null : <span className="visually-hidden">{t`(out of stock)`}</span>}
                  {pricesDiffer && sku.in_stock ? (
                    <span className={styles.choicePrice}>
                      <Price amount={sku.price} currency={currency} locale={locale} />
                    </span>
                  ) : null}
                </label>
              </span>
            )
          })}
        </div>
      </fieldset>
      {selected ? null : (
        <p className={styles.muted}>
          <Trans>Out of stock</Trans>
        </p>
      )}
      <div className={styles.buyBar} data-buy-bar="">
        <p className={`${styles.priceRow} ${styles.buyBarPrice}`}>
          {hiddenPrice === null ? (
            <Price
              amount={selected?.price ?? fallbackPrice.price}
              oldAmount={selected ? selected.old_price : fallbackPrice.oldPrice}
              currency={currency}
              locale={locale}
              missingLabel={t`Price on request`}
            />
          ) : (
            <span className={styles.muted}>{hiddenPrice}</span>
          )}
        </p>
        <Button type="submit" name="intent" value="add-to-cart" size="lg" disabled={!selected || busy}>
          {busy ? <Trans>Adding…</Trans> : <Trans>Add to cart</Trans>}
        </Button>
      </div>
      {fastOrder ? (
        // The same form, another intent: the action checks the size and redirects to /cart/direct/ (a
        // fetcher follows the redirect as a navigation), so it works with and without JavaScript.
        <Button
          type="submit"
          name="intent"
          value="buy-now"
          variant="secondary"
          size="lg"
          className={styles.buyNow}
          disabled={!selected || busy}
        >
          <Trans>Buy now</Trans>
        </Button>
      ) : null}
      <div id="purchase-message" ref={messageRef} tabIndex={-1} aria-live="polite" className={styles.message}>
        {reply ? <ReplyMessage reply={reply} kind={kind} /> : null}
      </div>
      {deliveryCaption && selected ? (
        <p className={styles.muted}>
          <Trans>Delivery available</Trans>
        </p>
      ) : null}
    </fetcher.Form>
  )
}

function ReplyMessage({ reply, kind }: { reply: AddToCartReply; kind: 'product' | 'tour' | 'hotel' }) {
  const { t } = useLingui()
  if (reply.ok) {
    return (
      <span className={styles.success}>
        <Trans>Added to cart.</Trans> <Link to="/cart/">{t`Go to cart`}</Link>
      </span>
    )
  }
  const stock = reply.stock ?? 0
  const text = {
    required: kind === 'product' ? t`Choose a size.` : t`Choose an option.`,
    unknown: t`This option is not available for this product. Choose another one.`,
    'out-of-stock': t`This option is out of stock. Choose another one.`,
    limit: t`All ${stock} available pieces are already in your cart.`,
    full: t`Your cart is full. Remove something from it to add more.`,
    failed: t`Could not add to cart. Please try again.`,
  }[reply.error]
  return <span className={styles.error}>{text}</span>
}

function ColourLinks({ colours, colour }: { colours: readonly string[]; colour: string | null }) {
  const { search } = useLocation()
  if (colours.length === 0 || colour === null) return null
  if (colours.length === 1) {
    return (
      <p className={styles.muted}>
        <Trans>Colour: {colour}</Trans>
      </p>
    )
  }
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Trans>Colour: {colour}</Trans>
      </legend>
      <div className={styles.choices}>
        {colours.map((name) => (
          <Link
            key={name}
            to={pageSearch(search, { [COLOUR_PARAM]: name })}
            className={styles.colourLink}
            aria-current={name === colour ? 'true' : undefined}
            preventScrollReset
            replace
          >
            {name}
          </Link>
        ))}
      </div>
    </fieldset>
  )
}
