import { getFormProps, useForm } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FetcherWithComponents, useActionData, useFetcher } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { IconButton } from '@vitrina/ui/icon-button'
import { TextField } from '@vitrina/ui/text-field'
import { kitField } from '../../lib/forms/conform-field.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import * as styles from './cart.css.ts'
import { CartForm, type CartReply, MAX_CART_ITEM_COUNT } from './cart-form.ts'
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
  const message = useFormMessage()
  const busy = fetcher.state !== 'idle'
  const refused = reply && !reply.ok ? reply : undefined
  // conform on the typed count: the action's own schema checks it before posting (JS); a refused count (either
  // side) keeps what was typed, shows its reason from the one message map and takes the focus. The form's id
  // follows the stored count, so a count changed elsewhere (−/+, another tab) starts the field afresh.
  const [form, fields] = useForm({
    id: `cart-line-${lineKey}-${count}`,
    lastResult: refused?.result,
    defaultValue: { count: String(count) },
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, CartForm),
  })
  const countField = kitField(fields.count, message)
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
      <fetcher.Form method="post" {...getFormProps(form)} className={styles.inlineForm} preventScrollReset>
        {hidden}
        <TextField
          {...countField}
          // Spec §8: a failed save is logged by the action and shows no message; the typed count stays.
          error={refused?.failed ? null : countField.error}
          label={<Trans>Quantity of {name}</Trans>}
          labelHidden
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_CART_ITEM_COUNT}
          className={styles.countInput}
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
