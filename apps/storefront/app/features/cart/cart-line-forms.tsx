import { Trans, useLingui } from '@lingui/react/macro'
import { type FetcherWithComponents, useActionData, useFetcher } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { IconButton } from '@vitrina/ui/icon-button'
import { TextField } from '@vitrina/ui/text-field'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
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
        <IconButton
          type="submit"
          name="count"
          value={count - 1}
          variant="secondary"
          size="sm"
          disabled={count <= 1 || busy}
          label={t`Decrease quantity of ${name}`}
          icon="−"
        />
      </fetcher.Form>
      <fetcher.Form method="post" className={styles.inlineForm} noValidate preventScrollReset>
        {hidden}
        <TextField
          key={count}
          id={inputId}
          label={<Trans>Quantity of {name}</Trans>}
          labelHidden
          name="count"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CART_ITEM_COUNT}
          defaultValue={error?.values.count ?? count}
          className={styles.countInput}
          // The message below is a live region that is always there, so it describes the field even empty.
          aria-invalid={error?.errors.count ? true : undefined}
          aria-describedby={errorId}
        />
        <Button type="submit" variant="link" size="sm" disabled={busy}>
          <Trans>Update</Trans>
        </Button>
      </fetcher.Form>
      <fetcher.Form method="post" className={styles.inlineForm} preventScrollReset>
        {hidden}
        <IconButton
          type="submit"
          name="count"
          value={count + 1}
          variant="secondary"
          size="sm"
          disabled={count >= MAX_CART_ITEM_COUNT || busy}
          label={t`Increase quantity of ${name}`}
          icon="+"
        />
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
      <Button
        type="submit"
        variant="link"
        size="sm"
        disabled={fetcher.state !== 'idle'}
        aria-label={t`Remove ${name}`}
      >
        <Trans>Remove</Trans>
      </Button>
    </fetcher.Form>
  )
}

function CountMessage({ error, failed }: { error: CountError | undefined; failed: boolean | undefined }) {
  const message = useFormMessage()
  // Spec §8: a failed cart update is logged by the action and shows no message; the line keeps its count.
  if (failed || !error) return null
  // The one message map (lib/forms): "Minimum quantity: 1" and the API's limit of a line.
  const code = {
    required: 'required',
    integer: 'integer',
    min: 'min_value:1',
    max: `max_value:${MAX_CART_ITEM_COUNT}`,
  }[error]
  return <>{message(code)}</>
}
