import { Trans, useLingui } from '@lingui/react/macro'
import { type FetcherWithComponents, useActionData, useFetcher } from '@remix-run/react'
import * as styles from './cart.css.ts'
import { type CartReply, type CountError, MAX_CART_ITEM_COUNT } from './cart-form.ts'
import { ScriptMarker } from './script-marker.tsx'

/**
 * The forms of one cart line share a fetcher (keyed by the line), so with JavaScript a change never reloads
 * the page; without it each form posts to the cart route, which re-renders with the answer. The answer of
 * a no-JavaScript post comes as action data and counts only for the line it names.
 */
export function useCartLineReply(key: string): {
  fetcher: FetcherWithComponents<CartReply>
  reply: CartReply | undefined
} {
  const fetcher = useFetcher<CartReply>({ key: `cart-line:${key}` })
  const actionData = useActionData<CartReply>()
  const reply = fetcher.data ?? (actionData?.key === key ? actionData : undefined)
  return { fetcher, reply }
}

/**
 * −, a typed count with Update, and +. Each button posts the target count, not a step, so posting the same
 * form twice (a reload after a no-JavaScript post) cannot add a second piece. The field skips the browser's
 * own validation so the shop's message (spec §5 "Minimum quantity: 1") is the one shown, with the typed value.
 */
export function QuantityForms({
  lineKey,
  count,
  name,
  fetcher,
  reply,
}: {
  lineKey: string
  count: number
  name: string
  fetcher: FetcherWithComponents<CartReply>
  reply: CartReply | undefined
}) {
  const { t } = useLingui()
  const busy = fetcher.state !== 'idle'
  const error = reply && !reply.ok ? reply : undefined
  const inputId = `count-${lineKey}`
  const errorId = `count-error-${lineKey}`
  const hidden = (
    <>
      <input type="hidden" name="intent" value="set-count" />
      <input type="hidden" name="key" value={lineKey} />
      <ScriptMarker />
    </>
  )
  return (
    <div className={styles.quantity}>
      <fetcher.Form method="post" className={styles.inlineForm} preventScrollReset>
        {hidden}
        <button
          type="submit"
          name="count"
          value={count - 1}
          className={styles.stepButton}
          disabled={count <= 1 || busy}
          aria-label={t`Decrease quantity of ${name}`}
        >
          −
        </button>
      </fetcher.Form>
      <fetcher.Form method="post" className={styles.inlineForm} noValidate preventScrollReset>
        {hidden}
        <label htmlFor={inputId} className="visually-hidden">
          <Trans>Quantity of {name}</Trans>
        </label>
        <input
          key={count}
          id={inputId}
          name="count"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CART_ITEM_COUNT}
          defaultValue={error?.values.count ?? count}
          className={styles.countInput}
          aria-invalid={error?.errors.count ? true : undefined}
          aria-describedby={errorId}
        />
        <button type="submit" className={styles.linkButton} disabled={busy}>
          <Trans>Update</Trans>
        </button>
      </fetcher.Form>
      <fetcher.Form method="post" className={styles.inlineForm} preventScrollReset>
        {hidden}
        <button
          type="submit"
          name="count"
          value={count + 1}
          className={styles.stepButton}
          disabled={count >= MAX_CART_ITEM_COUNT || busy}
          aria-label={t`Increase quantity of ${name}`}
        >
          +
        </button>
      </fetcher.Form>
      <p id={errorId} aria-live="polite" className={styles.error}>
        {error ? <CountMessage error={error.errors.count} failed={error.failed} /> : null}
      </p>
    </div>
  )
}

export function RemoveForm({
  lineKey,
  name,
  fetcher,
}: {
  lineKey: string
  name: string
  fetcher: FetcherWithComponents<CartReply>
}) {
  const { t } = useLingui()
  return (
    <fetcher.Form method="post" className={styles.inlineForm} preventScrollReset>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="key" value={lineKey} />
      <ScriptMarker />
      <button
        type="submit"
        className={styles.linkButton}
        disabled={fetcher.state !== 'idle'}
        aria-label={t`Remove ${name}`}
      >
        <Trans>Remove</Trans>
      </button>
    </fetcher.Form>
  )
}

function CountMessage({ error, failed }: { error: CountError | undefined; failed: boolean | undefined }) {
  const { t } = useLingui()
  const min = 1
  const max = MAX_CART_ITEM_COUNT
  // Spec §8: a failed cart update is logged by the action and shows no message; the line keeps its count.
  if (failed || !error) return null
  const text: Record<CountError, string> = {
    required: t`This field is required`,
    integer: t`Value is not an integer`,
    min: t`Minimum quantity: ${min}`,
    max: t`Maximum quantity: ${max}`,
  }
  return <>{text[error]}</>
}
