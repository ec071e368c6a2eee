import { getFormProps, useForm } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActionData, useFetcher } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import { TextField } from '@vitrina/ui/text-field'
import { kitField } from '../../lib/forms/conform-field.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import * as styles from './cart-options.css.ts'
import type { PromoCodeView } from './cart-options-view.ts'
import { CartOptionsForm, type CartOptionsReply, MAX_PROMO_CODE_LENGTH } from './cart-promo-form.ts'
import { ScriptMarker } from './script-marker.tsx'

/**
 * Applied promo codes with their discount and a remove button, and the form that applies one more. With
 * JavaScript the forms post through fetchers (the page revalidates); without it they post and come back.
 */
export function PromoCodes({
  promotions,
  currency,
  locale,
}: {
  promotions: PromoCodeView[]
  currency: string
  locale: string
}) {
  const { t } = useLingui()
  return (
    <section className={styles.block} aria-labelledby="promo-title">
      <h3 id="promo-title" className={styles.title}>
        <Trans>Promo codes</Trans>
      </h3>
      {promotions.length > 0 ? (
        <ul className={styles.codes} aria-label={t`Applied promo codes`}>
          {promotions.map((promo) => (
            <AppliedCode key={promo.code} promo={promo} currency={currency} locale={locale} />
          ))}
        </ul>
      ) : null}
      <ApplyPromoForm />
    </section>
  )
}

function AppliedCode({
  promo,
  currency,
  locale,
}: {
  promo: PromoCodeView
  currency: string
  locale: string
}) {
  const { t } = useLingui()
  const fetcher = useFetcher<CartOptionsReply>({ key: `cart-promo:${promo.code}` })
  const code = promo.code
  return (
    <li className={styles.code}>
      <span className={styles.codeName}>{code}</span>
      {promo.ok ? (
        <span>
          −<Price amount={promo.amount} currency={currency} locale={locale} />
        </span>
      ) : null}
      <fetcher.Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="remove-promo" />
        <input type="hidden" name="code" value={code} />
        <ScriptMarker />
        <Button type="submit" variant="secondary" size="sm" disabled={fetcher.state !== 'idle'}>
          <Trans>Remove</Trans>
          {/* The code completes the button's name ("Remove WELCOME10") for screen readers. */}
          <span className="visually-hidden"> {code}</span>
        </Button>
      </fetcher.Form>
      {promo.ok ? null : (
        <span className={styles.codeError}>{promo.error ?? t`This promo code cannot be applied`}</span>
      )}
    </li>
  )
}

function ApplyPromoForm() {
  const message = useFormMessage()
  const fetcher = useFetcher<CartOptionsReply>({ key: 'cart-promo-apply' })
  const actionData = useActionData<CartOptionsReply | object>()
  const pageReply = actionData && 'intent' in actionData ? actionData : undefined
  const reply = fetcher.data ?? (pageReply?.intent === 'apply-promo' ? pageReply : undefined)
  // conform: the form checks the code with the action's own schema before posting (JS); a refused code (either
  // side) shows its reason from the one message map or the server's words, keeps what was typed and takes the
  // focus; an applied one comes back as a reset, which empties the field.
  const [form, fields] = useForm({
    id: 'promo',
    lastResult: reply?.result,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseForm(formData, CartOptionsForm),
  })
  return (
    <fetcher.Form method="post" {...getFormProps(form)} preventScrollReset className={styles.block}>
      <input type="hidden" name="intent" value="apply-promo" />
      <ScriptMarker />
      <div className={styles.row}>
        <TextField
          {...kitField(fields.code, message)}
          label={<Trans>Promo code</Trans>}
          fieldClassName={styles.codeField}
          className={styles.codeInput}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={MAX_PROMO_CODE_LENGTH}
        />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
          <Trans>Apply</Trans>
        </Button>
      </div>
    </fetcher.Form>
  )
}
