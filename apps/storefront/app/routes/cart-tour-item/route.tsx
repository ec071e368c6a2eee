import { getFormProps, useForm } from '@conform-to/react'
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
import {
  BOOKING_UNAVAILABLE,
  type BookingReply,
  bookingFormSchema,
  firstInvalidBookingInput,
} from '../../features/tours/booking-form.ts'
import { PriceBreakdownTable } from '../../features/tours/price-breakdown.tsx'
import { TourLine } from '../../features/tours/tour-line.tsx'
import { TOUR_CART_PATH } from '../../features/tours/tour-links.ts'
import * as styles from '../../features/tours/tours.css.ts'
import { kitField } from '../../lib/forms/conform-field.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { bookTourCartItem, loadTourCartItem } from './cart-tour-item.server.ts'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? seoMeta(data.seo) : [])

export const loader = ({ request, params }: LoaderFunctionArgs) => loadTourCartItem(request, params)

export const action = ({ request, params }: ActionFunctionArgs) => bookTourCartItem(request, params)

/**
 * A tour cart item (spec §2 `/cart/tours/{productId}/{tourId}/`): the stay, its price, and the booking form —
 * the tourists' names and birth dates (passports when the tour crosses a border), not an address; then payment.
 * A conform form: checked in the browser and by the action with the same schema; a refused one keeps what was
 * typed and focuses the first wrong input (conform with JavaScript, `autoFocus` from the reply without it).
 */
export default function TourCartItemPage() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as BookingReply | undefined
  const { t } = useLingui()
  const message = useFormMessage()
  const locale = useLocale()
  const currency = useShopCurrency()
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useForm({
    id: 'tour-booking',
    lastResult: reply,
    defaultValue: page.defaultValue,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, bookingFormSchema(page.trip)),
  })
  const problem = form.errors?.[0] ?? null
  const invalid = Object.values(form.allErrors).some((errors) => errors.length > 0)
  // The server's refusal without a script: the browser focuses the first wrong input as the page loads.
  const focus = firstInvalidBookingInput(page.trip, reply?.error ?? undefined)
  const alert = useRef<HTMLParagraphElement>(null)
  // A refusal no field explains (the room went) puts the focus on the sentence that says so.
  useEffect(() => {
    if (reply?.error?.['']?.length) alert.current?.focus()
  }, [reply])
  const travellers = fields.travellers.getFieldList()
  const offer = fields.offer
  const payment = fields.delivery_payment_option
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
      {problem || invalid ? (
        <p role="alert" ref={alert} tabIndex={-1} className={styles.error}>
          {problem === BOOKING_UNAVAILABLE
            ? t`This room is no longer available on some of the nights. Choose another room or date.`
            : problem
              ? problem
              : t`Check the highlighted fields.`}
        </p>
      ) : null}
      <Form method="post" {...getFormProps(form)} className={styles.stack} aria-label={t`Tour booking`}>
        <input type="hidden" name="idempotency_key" value={page.idempotencyKey} />
        {page.travellers.map((traveller, index) => {
          const person = travellers[index]?.getFieldset()
          if (!person) return null
          const passport = person.document.getFieldset()
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
                  {...kitField(person.first_name, message)}
                  autoFocus={focus === person.first_name.name}
                  label={page.trip.needsDocument ? t`Name in Latin letters` : t`Name`}
                  required
                />
                <TextField
                  {...kitField(person.last_name, message)}
                  autoFocus={focus === person.last_name.name}
                  label={page.trip.needsDocument ? t`Surname in Latin letters` : t`Surname`}
                  required
                />
                <TextField
                  {...kitField(person.birth_date, message)}
                  autoFocus={focus === person.birth_date.name}
                  label={t`Date of birth`}
                  hint={t`DD.MM.YYYY`}
                  inputMode="numeric"
                  required
                />
                {page.trip.needsDocument ? (
                  <>
                    <TextField
                      {...kitField(passport.number, message)}
                      autoFocus={focus === passport.number.name}
                      label={t`Passport number`}
                      required
                    />
                    <TextField
                      {...kitField(passport.expiry, message)}
                      autoFocus={focus === passport.expiry.name}
                      label={t`Passport valid until`}
                      hint={t`DD.MM.YYYY`}
                      inputMode="numeric"
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
              {...kitField(fields.recipient_name, message)}
              autoFocus={focus === fields.recipient_name.name}
              label={t`Contact person`}
              autoComplete="name"
              required
            />
            <TextField name="recipient_phone" label={t`Phone`} value={page.phone} readOnly />
            <TextField
              {...kitField(fields.recipient_email, message)}
              autoFocus={focus === fields.recipient_email.name}
              type="email"
              label={t`Email`}
              autoComplete="email"
            />
          </div>
        </fieldset>
        <RadioGroup legend={t`Payment method`} error={message(payment.errors?.[0])}>
          {page.payments.map((option, index) => (
            <Radio
              key={option.id}
              id={index === 0 ? payment.id : undefined}
              name={payment.name}
              value={option.id}
              label={option.name}
              autoFocus={index === 0 && focus === payment.name}
              defaultChecked={payment.initialValue === option.id}
            />
          ))}
        </RadioGroup>
        <Checkbox
          id={offer.id}
          name={offer.name}
          label={t`I accept the terms of the offer`}
          autoFocus={focus === offer.name}
          defaultChecked={offer.initialValue === 'on'}
          error={message(offer.errors?.[0])}
        />
        <Button type="submit" size="lg" pending={busy} pendingLabel={t`Booking…`}>
          <Trans>Book and pay</Trans>
        </Button>
      </Form>
    </article>
  )
}
