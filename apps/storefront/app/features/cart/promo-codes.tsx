import { Trans, useLingui } from '@lingui/react/macro'
import { useActionData, useFetcher } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { Price } from '@vitrina/ui/price'
import { TextField } from '@vitrina/ui/text-field'
import { useEffect, useRef } from 'react'
import * as styles from './cart-options.css.ts'
import type { PromoCodeView } from './cart-options-view.ts'
import { type CartOptionsReply, MAX_PROMO_CODE_LENGTH, type PromoError } from './cart-promo-form.ts'
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
  const { t } = useLingui()
  const fetcher = useFetcher<CartOptionsReply>({ key: 'cart-promo-apply' })
  const actionData = useActionData<CartOptionsReply | object>()
  const pageReply = actionData && 'intent' in actionData ? actionData : undefined
  const reply = fetcher.data ?? (pageReply?.intent === 'apply-promo' ? pageReply : undefined)
  const error = reply && !reply.ok ? reply : undefined
  const input = useRef<HTMLInputElement>(null)
  // An applied code clears the field; a refused one stays for correcting.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok && input.current) input.current.value = ''
  }, [fetcher.state, fetcher.data])
  // A failed update (the API did not answer) is logged by the action and shows no message (spec §8).
  const messages: Record<PromoError, string | null> = {
    required: t`Enter a promo code`,
    already_applied: t`This promo code is already applied`,
    too_many: t`No more promo codes can be applied`,
    rejected: null,
    failed: null,
  }
  const message = error
    ? error.error === 'rejected'
      ? (error.message ?? t`This promo code cannot be applied`)
      : messages[error.error]
    : null
  return (
    <fetcher.Form method="post" noValidate preventScrollReset className={styles.block}>
      <input type="hidden" name="intent" value="apply-promo" />
      <ScriptMarker />
      <div className={styles.row}>
        <TextField
          ref={input}
          id="promo-code"
          label={<Trans>Promo code</Trans>}
          fieldClassName={styles.codeField}
          className={styles.codeInput}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={MAX_PROMO_CODE_LENGTH}
          defaultValue={error?.value ?? ''}
          aria-invalid={message ? true : undefined}
          aria-describedby="promo-code-error"
        />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
          <Trans>Apply</Trans>
        </Button>
      </div>
      <p id="promo-code-error" aria-live="polite" className={styles.codeError}>
        {message}
      </p>
    </fetcher.Form>
  )
}
