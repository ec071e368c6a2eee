import { getFormProps, useForm } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { TextArea } from '@vitrina/ui/text-area'
import { useEffect, useRef } from 'react'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/orders/orders.css.ts'
import * as form from '../../features/returns/returns.css.ts'
import { kitField } from '../../lib/forms/conform-field.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { loadReviewPage, reviewPageAction } from './my-review.server.ts'
import {
  PHOTO_PROBLEMS,
  REVIEW_FAILURES,
  ReviewFormSchema,
  type ReviewReply,
  replyProblem,
} from './review-form.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'review')
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })
export const loader = ({ request, params }: LoaderFunctionArgs) => loadReviewPage(request, params)
export const action = ({ request, params }: ActionFunctionArgs) => reviewPageAction(request, params)

/**
 * /my/orders/{order}/review[/{orderItem}] and /my/purchases/{sale}/review[/{saleItem}] (spec §2 "Review
 * writing", empty layout): the bought items to review, the review form, and the thank-you screen.
 */
export default function ReviewPage() {
  const { base, lines, line, thanks } = useLoaderData<typeof loader>()
  const reply = useActionData<ReviewReply>()
  if (thanks || (line?.review && !reply)) return <ThankYou base={base} thanks={thanks} />
  if (!line) return <BoughtItems base={base} lines={lines} />
  return <ReviewForm base={base} name={line.name} reply={reply} />
}

function ThankYou({ base, thanks }: { base: string; thanks: boolean }) {
  const { t } = useLingui()
  return (
    <article className={styles.page} aria-labelledby="review-title">
      <h1 id="review-title" className={styles.title} tabIndex={-1}>
        {thanks ? (
          <Trans>Thank you for your review!</Trans>
        ) : (
          <Trans>You have already reviewed this item</Trans>
        )}
      </h1>
      <p>
        <Trans>It will appear on the product page once a moderator has checked it.</Trans>
      </p>
      <Link to={`${base}/review/`}>{t`Review other items`}</Link> <Link to={`${base}/`}>{t`Back`}</Link>
    </article>
  )
}

type Lines = ReturnType<typeof useLoaderData<typeof loader>>['lines']

function BoughtItems({ base, lines }: { base: string; lines: Lines }) {
  const { t } = useLingui()
  const stateLabel = {
    published: t`Review published`,
    pending: t`Review awaiting moderation`,
    rejected: t`Review rejected`,
  }
  return (
    <article className={styles.page} aria-labelledby="review-title">
      <h1 id="review-title" className={styles.title}>
        <Trans>Write a review</Trans>
      </h1>
      <ul className={styles.list} aria-label={t`Bought items`}>
        {lines.map((l) => (
          <li key={l.item} className={styles.row}>
            <span>{l.name}</span>
            {l.review ? (
              <span className={styles.muted}>{stateLabel[l.review.state]}</span>
            ) : (
              <Link to={`${base}/review/${l.item}/`} aria-label={t`Write a review of ${l.name}`}>
                {t`Write a review`}
              </Link>
            )}
          </li>
        ))}
      </ul>
      <Link to={`${base}/`}>{t`Back`}</Link>
    </article>
  )
}

function ReviewForm({ base, name, reply }: { base: string; name: string; reply: ReviewReply | undefined }) {
  const navigation = useNavigation()
  const { t } = useLingui()
  const message = useFormMessage()
  const alert = useRef<HTMLParagraphElement>(null)
  // conform: the action's schema checks the form in the browser too; a refused field takes the focus, and a
  // failed send (no field to blame) puts it on the sentence that says why.
  const [reviewForm, fields] = useForm({
    id: 'review',
    lastResult: reply,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, ReviewFormSchema),
  })
  const failure = replyProblem(reply, '', REVIEW_FAILURES)
  // The reply, not the failure, is the trigger: the same failure twice moves the focus again.
  useEffect(() => {
    if (replyProblem(reply, '', REVIEW_FAILURES)) alert.current?.focus()
  }, [reply])
  const typed = (name: 'rating' | 'is_anonymous' | 'terms_accepted') => {
    const value = fields[name].initialValue
    return typeof value === 'string' ? value : ''
  }
  const ratingError = message(fields.rating.errors?.[0])
  const termsError = message(fields.terms_accepted.errors?.[0])
  const photoProblem = replyProblem(reply, 'photos', PHOTO_PROBLEMS)
  const formErrors: Record<(typeof REVIEW_FAILURES)[number], string> = {
    not_buyer: t`Only buyers of this item may review it.`,
    already: t`You have already reviewed this item.`,
    send_failed: t`An error occurred while sending a review`,
  }
  const photoErrors: Record<(typeof PHOTO_PROBLEMS)[number], string> = {
    too_large: t`The file is too large: up to 10 MB`,
    wrong_format: t`Wrong file format: JPEG, PNG, WebP or HEIC`,
    send_failed: t`The file could not be uploaded, try again`,
  }
  const formError = failure ? formErrors[failure] : undefined
  return (
    <article className={styles.page} aria-labelledby="review-title">
      <h1 id="review-title" className={styles.title}>
        <Trans>Review of {name}</Trans>
      </h1>
      {formError ? (
        <p ref={alert} tabIndex={-1} role="alert" className={styles.notice}>
          {formError}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(reviewForm)} className={styles.card}>
        <fieldset className={form.stars} aria-describedby={ratingError ? 'review-rating-error' : undefined}>
          <legend className={form.label}>
            <Trans>Your rating</Trans>
          </legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={form.check}>
              <input
                type="radio"
                name="rating"
                value={n}
                defaultChecked={typed('rating') === String(n)}
                aria-invalid={ratingError ? true : undefined}
              />
              {'★'.repeat(n)} <span className="visually-hidden">{t`${n} of 5`}</span>
            </label>
          ))}
        </fieldset>
        {ratingError ? (
          <p id="review-rating-error" className={form.error} role="alert">
            {ratingError}
          </p>
        ) : null}
        <TextArea {...kitField(fields.pros, message)} label={t`Pros`} maxLength={2000} />
        <TextArea {...kitField(fields.cons, message)} label={t`Cons`} maxLength={2000} />
        <TextArea {...kitField(fields.comment, message)} label={t`Comment`} maxLength={2000} />
        <div className={form.field}>
          <label htmlFor="review-photos" className={form.label}>
            <Trans>Photos (JPEG, PNG, WebP or HEIC, up to 10 MB each)</Trans>
          </label>
          <input
            id="review-photos"
            type="file"
            name="photos"
            multiple
            accept="image/jpeg,image/png,image/webp,image/heic,.heic"
          />
          {photoProblem ? (
            <p className={form.error} role="alert">
              {photoErrors[photoProblem]}
            </p>
          ) : null}
        </div>
        <label className={form.check}>
          <input type="checkbox" name="is_anonymous" defaultChecked={typed('is_anonymous') === 'on'} />
          <Trans>Publish anonymously</Trans>
        </label>
        <details>
          <summary>
            <Trans>Rules for publishing reviews</Trans>
          </summary>
          <p className={styles.muted}>
            <Trans>
              A review describes your own experience with the product. No insults, personal data of others,
              links or advertising. The shop may reject a review that breaks these rules.
            </Trans>
          </p>
        </details>
        <label className={form.check}>
          <input
            type="checkbox"
            name="terms_accepted"
            defaultChecked={typed('terms_accepted') === 'on'}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'review-terms-error' : undefined}
          />
          <Trans>I agree with the rules for publishing reviews</Trans>
        </label>
        {termsError ? (
          <p id="review-terms-error" className={form.error} role="alert">
            {termsError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={navigation.state === 'submitting'}>
            {navigation.state === 'submitting' ? <Trans>Sending…</Trans> : <Trans>Send the review</Trans>}
          </Button>
          <Link to={`${base}/`}>{t`Back`}</Link>
        </div>
      </Form>
    </article>
  )
}
