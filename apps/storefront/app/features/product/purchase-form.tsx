import { Trans, useLingui } from '@lingui/react/macro'
import { type FetcherWithComponents, Link, useLocation } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import { type ComponentType, type FormEventHandler, lazy, useEffect, useRef } from 'react'
import { ScriptMarker } from '../cart/script-marker.tsx'
import { SKIP_TARGET_IDS } from '../layout/skip-links.tsx'
import { useHiddenPriceText } from '../pricing/use-price-access.ts'
import type { AddToCartReply, PurchaseKind } from './add-to-cart-form.ts'
import * as styles from './product.css.ts'
import { COLOUR_PARAM, pageSearch } from './product-links.ts'
import type { SkuChoice, SkuSelection } from './sku-selection.ts'

export type PurchaseSku = SkuChoice & { old_price: string | null }

/** The radios' name: the form's one field (`AddToCartForm.sku`). */
const SKU_FIELD = 'sku'

/** The form's element id: the skip link's target, and how conform finds the form. */
export const PURCHASE_FORM_ID = SKIP_TARGET_IDS.purchase

/**
 * What the form shows as wrong, as codes: the choice's (a code of the one message map) and the form's (the
 * cart's refusal after the form was accepted). `purchase-refusal.tsx` words both.
 */
export type PurchaseErrors = { sku: string | null; form: string | null }

/** The words of a refusal: `purchase-refusal.tsx`, lazily or not (see `LazyRefusal`). */
export type RefusalWords = ComponentType<{ errors: PurchaseErrors; stock: number }>

/**
 * The refusal's words (with the one message map, about 2 kB) are no part of the product page's first load
 * (budgeted): the page without the live form (before it loads, or without JavaScript) fetches them only to
 * word a refusal. Rendered outside any Suspense boundary, so the server's shell waits for them (the refused
 * page without JavaScript has the words in its HTML) and hydration, a transition, waits for the chunk. They
 * come with the live form's chunk, the page's one lazy import (each adds its chunk list to the first load).
 */
export const LazyRefusal: RefusalWords = lazy(() =>
  import('./purchase-live.tsx').then((module) => ({ default: module.PurchaseRefusal })),
)

/** The errors a refused answer of the action carries (the page without the live form reads them as they came). */
export function replyErrors(reply: AddToCartReply | undefined): PurchaseErrors {
  const error = (reply && !reply.ok && reply.submission.error) || {}
  const first = (codes: string[] | null | undefined) => (codes ? (codes[0] ?? null) : null)
  return { sku: first(error[SKU_FIELD]), form: first(error['']) }
}

/**
 * Size choice and "Add to cart" as one form: `sku` radios (sold-out sizes disabled) and the intent button.
 * With JavaScript it posts through a fetcher, so the page stays where it is; without, the page re-renders
 * with the answer. Colours are links (`?color=`): each shows that colour's sizes, also without JavaScript.
 * The answer is announced in a polite live region. Prices give way to the restriction message (spec §6).
 *
 * The view of both paths: the live form (`purchase-live.tsx`, conform's `useForm`, loaded after hydration)
 * passes conform's errors, their words and its submit handler; the page without it passes the action's reply
 * as it came (`replyErrors`) and the lazily loaded words, and a refused choice takes the focus with `autoFocus`
 * (no JavaScript needed).
 */
export function PurchaseForm({
  kind,
  fallbackPrice,
  selection,
  onChoose,
  fetcher,
  reply,
  errors,
  Refusal,
  onSubmit,
  focusRefusedChoice = false,
  currency,
  locale,
  deliveryCaption,
  fastOrder,
}: {
  kind: PurchaseKind
  fallbackPrice: { price: string | null; oldPrice: string | null }
  selection: SkuSelection<PurchaseSku>
  onChoose: (sku: number) => void
  fetcher: FetcherWithComponents<unknown>
  /** The last answer of the action (success message, the stock for `limit`). */
  reply: AddToCartReply | undefined
  errors: PurchaseErrors
  Refusal: RefusalWords
  /** The live form's submit handler (conform checks the choice before the fetcher posts). */
  onSubmit?: FormEventHandler<HTMLFormElement>
  /**
   * A server-rendered refusal (no JavaScript): the refused choice gets `autoFocus`, which focuses it without
   * a script. The live form focuses through conform instead.
   */
  focusRefusedChoice?: boolean
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
  const failed = errors.sku !== null || errors.form !== null
  // The button is disabled while adding, which drops the focus: it goes to the answer instead ("Added to
  // cart. Go to cart", or why not), once per answer of this page's fetcher. The live form then moves it to
  // a refused choice (its effect runs after this one).
  const messageRef = useRef<HTMLDivElement>(null)
  const fetched = fetcher.data
  useEffect(() => {
    if (fetched) messageRef.current?.focus()
  }, [fetched])
  const focusOnLoad = focusRefusedChoice && errors.sku !== null
  return (
    <fetcher.Form
      id={PURCHASE_FORM_ID}
      tabIndex={-1}
      method="post"
      className={styles.purchase}
      preventScrollReset
      onSubmit={onSubmit}
    >
      <ScriptMarker />
      <ColourLinks colours={selection.colours} colour={selection.colour} />
      <fieldset className={styles.fieldset} aria-describedby={failed ? 'purchase-message' : undefined}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.choices}>
          {options.map((sku, index) => {
            const id = `sku-${sku.id}`
            const label = sku.size ?? (isOneSize ? t`One size` : (sku.color ?? t`Option ${index + 1}`))
            const checked = selected?.id === sku.id
            return (
              <span key={sku.id} className={styles.choice}>
                <input
                  id={id}
                  type="radio"
                  name={SKU_FIELD}
                  value={sku.id}
                  className={styles.choiceInput}
                  checked={checked}
                  disabled={!sku.in_stock}
                  aria-invalid={errors.sku !== null ? true : undefined}
                  // biome-ignore lint/a11y/noAutofocus: the refused choice is the form's first invalid field; without JavaScript only the HTML can focus it
                  autoFocus={focusOnLoad && checked}
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
        <PurchaseMessage reply={reply} errors={errors} Refusal={Refusal} />
      </div>
      {deliveryCaption && selected ? (
        <p className={styles.muted}>
          <Trans>Delivery available</Trans>
        </p>
      ) : null}
    </fetcher.Form>
  )
}

/** Why not (the choice's reason first, then the cart's), or "Added to cart." after a success. */
function PurchaseMessage({
  reply,
  errors,
  Refusal,
}: {
  reply: AddToCartReply | undefined
  errors: PurchaseErrors
  Refusal: RefusalWords
}) {
  const { t } = useLingui()
  if (errors.sku !== null || errors.form !== null)
    return (
      <span className={styles.error}>
        <Refusal errors={errors} stock={reply && !reply.ok ? (reply.stock ?? 0) : 0} />
      </span>
    )
  if (reply?.ok)
    return (
      <span className={styles.success}>
        <Trans>Added to cart.</Trans> <Link to="/cart/">{t`Go to cart`}</Link>
      </span>
    )
  return null
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
