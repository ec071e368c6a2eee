import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { childAgeText } from '@vitrina/domain/tourists'
import { Button } from '@vitrina/ui/button'
import { Checkbox } from '@vitrina/ui/checkbox'
import { Price } from '@vitrina/ui/price'
import { Radio, RadioGroup } from '@vitrina/ui/radio'
import { TextField } from '@vitrina/ui/text-field'
import { useEffect, useRef } from 'react'
import { seoMeta } from '../../features/catalog/seo-meta.ts'
import { useBookingErrorText } from '../../features/tours/booking-messages.ts'
import { PriceBreakdownTable } from '../../features/tours/price-breakdown.tsx'
import { TourLine } from '../../features/tours/tour-line.tsx'
import { TOUR_CART_PATH } from '../../features/tours/tour-links.ts'
import * as styles from '../../features/tours/tours.css.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import type { BookingReply } from './cart-tour-item.server.ts'
import { bookTourCartItem, loadTourCartItem } from './cart-tour-item.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const loader = ({ request, params }: LoaderFunctionArgs) => loadTourCartItem(request, params)

export const action = ({ request, params }: ActionFunctionArgs) => bookTourCartItem(request, params)

/**
 * A tour cart item (spec §2 `/cart/tours/{productId}/{tourId}/`): the stay, its price, and the booking form —
 * the tourists' names and birth dates (passports when the tour crosses a border), not an address; then payment.
 */
export default function TourCartItemPage() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as BookingReply | undefined
  const { t } = useLingui()
  const errorText = useBookingErrorText()
  const locale = useLocale()
  const currency = useShopCurrency()
  const busy = useNavigation().state === 'submitting'
  const values = reply?.values ?? page.values
  const errors = reply?.errors ?? null
  const alert = useRef<HTMLParagraphElement>(null)
  // After a refused submit the focus goes to the summary of what to fix (no JS: the page reloads there anyway).
  useEffect(() => {
    if (reply) alert.current?.focus()
  }, [reply])
  const kind = { adult: t`Adult`, child: t`Child`, infant: t`Baby` }
  return (
    <article aria-labelledby="booking-title" className={styles.stack}>
      <p>
        <Link to={TOUR_CART_PATH}>
          <Trans>Back to the tour cart</Trans>
        </Link>
      </p>
      <h1 id="booking-title" className={styles.title}>
        <Trans>Tour booking</Trans>
      </h1>
      <TourLine line={page.facts} locale={locale} />
      {page.total ? (
        <p className={styles.price}>
          <Trans>Total</Trans> <Price amount={page.total} currency={currency} locale={locale} />
        </p>
      ) : null}
      {page.breakdown ? (
        <PriceBreakdownTable breakdown={page.breakdown} currency={currency} locale={locale} />
      ) : null}
      {reply ? (
        <p role="alert" ref={alert} tabIndex={-1} className={styles.error}>
          {reply.problem === 'unavailable'
            ? t`This room is no longer available on some of the nights. Choose another room or date.`
            : reply.problem
              ? reply.problem
              : t`Check the highlighted fields.`}
        </p>
      ) : null}
      <Form method="post" className={styles.stack} aria-label={t`Tour booking`}>
        <input type="hidden" name="idempotency_key" value={page.idempotencyKey} />
        {page.travellers.map((traveller, index) => {
          const value = values.travellers[index]
          const fieldErrors = errors?.travellers[index] ?? {}
          const legend =
            traveller.age === null
              ? t`Tourist ${index + 1}: ${kind[traveller.kind]}`
              : t`Tourist ${index + 1}: ${kind[traveller.kind]}, ${childAgeText(traveller.age, locale)}`
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a tourist is their place in the party
            <fieldset key={index} className={styles.fieldset}>
              <legend className={styles.legend}>{legend}</legend>
              <div className={styles.grid}>
                <TextField
                  name={`tourist-${index}-first_name`}
                  label={page.needsDocument ? t`Name in Latin letters` : t`Name`}
                  defaultValue={value?.first_name}
                  error={errorText(fieldErrors.first_name)}
                  required
                />
                <TextField
                  name={`tourist-${index}-last_name`}
                  label={page.needsDocument ? t`Surname in Latin letters` : t`Surname`}
                  defaultValue={value?.last_name}
                  error={errorText(fieldErrors.last_name)}
                  required
                />
                <TextField
                  name={`tourist-${index}-birth_date`}
                  label={t`Date of birth`}
                  hint={t`DD.MM.YYYY`}
                  inputMode="numeric"
                  defaultValue={value?.birth_date}
                  error={errorText(fieldErrors.birth_date)}
                  required
                />
                {page.needsDocument ? (
                  <>
                    <TextField
                      name={`tourist-${index}-document_number`}
                      label={t`Passport number`}
                      defaultValue={value?.document_number}
                      error={errorText(fieldErrors.document_number)}
                      required
                    />
                    <TextField
                      name={`tourist-${index}-document_expiry`}
                      label={t`Passport valid until`}
                      hint={t`DD.MM.YYYY`}
                      inputMode="numeric"
                      defaultValue={value?.document_expiry}
                      error={errorText(fieldErrors.document_expiry)}
                      required
                    />
                  </>
                ) : null}
              </div>
            </fieldset>
          )
        })}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Contact</Trans>
          </legend>
          <div className={styles.grid}>
            <TextField
              name="recipient_name"
              label={t`Contact person`}
              autoComplete="name"
              defaultValue={values.recipient_name}
              error={errorText(errors?.recipient_name)}
              required
            />
            <TextField name="recipient_phone" label={t`Phone`} value={page.phone} readOnly />
            <TextField
              name="recipient_email"
              type="email"
              label={t`Email`}
              autoComplete="email"
              defaultValue={values.recipient_email}
            />
          </div>
        </fieldset>
        <RadioGroup
          legend={t`Payment method`}
          error={errors?.payment ? t`Choose a payment method` : undefined}
        >
          {page.payments.map((option, index) => (
            <Radio
              key={option.id}
              name="payment"
              value={option.id}
              label={option.name}
              defaultChecked={values.payment ? values.payment === option.id : index === 0}
            />
          ))}
        </RadioGroup>
        <Checkbox
          name="offer"
          label={t`I accept the terms of the offer`}
          defaultChecked={values.offer}
          error={errors?.offer ? t`Accept the terms to book` : undefined}
        />
        <Button type="submit" size="lg" pending={busy} pendingLabel={t`Booking…`}>
          <Trans>Book and pay</Trans>
        </Button>
      </Form>
    </article>
  )
}
