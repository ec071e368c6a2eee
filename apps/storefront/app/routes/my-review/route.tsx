import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import { useEffect, useRef } from 'react'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/orders/orders.css.ts'
import { ReturnField } from '../../features/returns/return-fields.tsx'
import * as form from '../../features/returns/returns.css.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { loadReviewPage, type ReviewReply, reviewPageAction } from './my-review.server.ts'

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
  const alert = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (reply) alert.current?.focus()
  }, [reply])
  const v = reply?.values ?? { rating: '', pros: '', cons: '', comment: '', anonymous: false, terms: false }
  const e = reply?.errors ?? {}
  const formErrors: Record<string, string> = {
    not_buyer: t`Only buyers of this item may review it.`,
    already: t`You have already reviewed this item.`,
    send_failed: t`An error occurred while sending a review`,
  }
  const photoErrors: Record<string, string> = {
    too_large: t`The file is too large: up to 10 MB`,
    wrong_format: t`Wrong file format: JPEG, PNG, WebP or HEIC`,
    send_failed: t`The file could not be uploaded, try again`,
  }
  const formError = e.form ? formErrors[e.form] : undefined
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
      <Form method="post" encType="multipart/form-data" noValidate className={styles.card}>
        <fieldset className={form.stars} aria-describedby={e.rating ? 'review-rating-error' : undefined}>
          <legend className={form.label}>
            <Trans>Your rating</Trans>
          </legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={form.check}>
              <input type="radio" name="rating" value={n} defaultChecked={v.rating === String(n)} />
              {'★'.repeat(n)} <span className="visually-hidden">{t`${n} of 5`}</span>
            </label>
          ))}
        </fieldset>
        {e.rating ? (
          <p id="review-rating-error" className={form.error} role="alert">
            <Trans>To continue, rate the product</Trans>
          </p>
        ) : null}
        <ReturnField
          name="pros"
          label={t`Pros`}
          value={v.pros}
          error={undefined}
          onChange={undefined}
          multiline
        />
        <ReturnField
          name="cons"
          label={t`Cons`}
          value={v.cons}
          error={undefined}
          onChange={undefined}
          multiline
        />
        <ReturnField
          name="comment"
          label={t`Comment`}
          value={v.comment}
          error={undefined}
          onChange={undefined}
          multiline
        />
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
          {e.photos ? (
            <p className={form.error} role="alert">
              {photoErrors[e.photos]}
            </p>
          ) : null}
        </div>
        <label className={form.check}>
          <input type="checkbox" name="anonymous" defaultChecked={v.anonymous} />
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
            name="terms"
            defaultChecked={v.terms}
            aria-describedby={e.terms ? 'review-terms-error' : undefined}
          />
          <Trans>I agree with the rules for publishing reviews</Trans>
        </label>
        {e.terms ? (
          <p id="review-terms-error" className={form.error} role="alert">
            <Trans>You need to confirm your agreement with the rules for publishing reviews</Trans>
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClass({ variant: 'primary' })}
            disabled={navigation.state === 'submitting'}
          >
            {navigation.state === 'submitting' ? <Trans>Sending…</Trans> : <Trans>Send the review</Trans>}
          </button>
          <Link to={`${base}/`}>{t`Back`}</Link>
        </div>
      </Form>
    </article>
  )
}
