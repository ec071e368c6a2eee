import { Trans, useLingui } from '@lingui/react/macro'
import {
  type ActionFunctionArgs,
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { ApiError } from '@vitrina/api-client'
import { RETURN_STAGES } from '@vitrina/domain/return-state'
import { buttonClass } from '@vitrina/ui/button'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { formatOrderDate } from '../../features/orders/order-state-label.tsx'
import * as styles from '../../features/orders/orders.css.ts'
import { idParam, NO_STORE, rethrowApiError } from '../../features/orders/orders.server.ts'
import { formatMoscowTime, useReturnStateLabel } from '../../features/returns/return-state-label.tsx'
import * as returnStyles from '../../features/returns/returns.css.ts'
import { assertSameOrigin } from '../../features/returns/returns.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale } from '../../lib/root-data.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'reclamation')
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export async function loader({ request, params }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const reclamation = await context.api.reclamations
    .getReclamation(idParam(params, 'reclamation'))
    .catch(rethrowApiError)
  const search = new URL(request.url).searchParams
  return data({ reclamation, sent: search.has('sent'), stages: search.has('stages') }, { headers: NO_STORE })
}

/** Cancels an unchecked application; a refusal (already checked) is said above the details. */
export async function action({ request, params }: ActionFunctionArgs) {
  assertSameOrigin(request)
  const context = await storefrontContext(request)
  const id = idParam(params, 'reclamation')
  try {
    await context.api.reclamations.cancelReclamation(id)
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) rethrowApiError(error)
    return data({ error: 'cancel-failed' as const }, { status: 409, headers: NO_STORE })
  }
  return redirect(`/my/reclamations/${id}/`, { status: 303, headers: NO_STORE })
}

/**
 * /my/reclamations/{reclamation} (spec §2): state, expected check time, history, the stages of the return
 * (shown or hidden, "N from M"), and cancelling a draft that has not been checked.
 */
export default function ReclamationPage() {
  const { reclamation: r, sent, stages } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const navigation = useNavigation()
  const { t } = useLingui()
  const label = useReturnStateLabel()
  const locale = useLocale()
  const reached = RETURN_STAGES.indexOf(r.state as (typeof RETURN_STAGES)[number])
  const current = reached === -1 ? null : reached + 1
  return (
    <article aria-labelledby="reclamation-title" className={styles.page}>
      <p>
        <Link to="/my/reclamations/">
          <Trans>All returns</Trans>
        </Link>
      </p>
      <h1 id="reclamation-title" className={styles.title}>
        <Trans>Application №{r.id}</Trans>
      </h1>
      {sent ? (
        <p role="status" className={styles.success}>
          <Trans>The application has been sent.</Trans>
        </p>
      ) : null}
      {reply?.error ? (
        <p role="alert" className={styles.notice}>
          <Trans>The application can no longer be canceled: it has already been checked.</Trans>
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="reclamation-state">
        <h2 id="reclamation-state" className={styles.sectionTitle}>
          {label(r.state)}
        </h2>
        {r.state_comment ? <p>{r.state_comment}</p> : null}
        {r.expected_check ? (
          <p className={styles.muted}>
            <Trans>
              A manager checks applications daily from 9:00 to 21:00 Moscow time. Expected check:{' '}
              {formatMoscowTime(r.expected_check, locale)} (Moscow time).
            </Trans>
          </p>
        ) : null}
        {r.state === 'ready' ? (
          <p className={styles.muted}>
            <Trans>
              When handing the item over, show your passport and give the printed, signed statement.
            </Trans>
          </p>
        ) : null}
        {current !== null ? (
          <p>
            <Trans>
              Stage {current} from {RETURN_STAGES.length}
            </Trans>
          </p>
        ) : null}
        <Link to={stages ? '?' : '?stages'} preventScrollReset aria-expanded={stages}>
          {stages ? t`Hide the return stages` : t`Show the return stages`}
        </Link>
        {stages ? (
          <ol aria-label={t`Return stages`}>
            {RETURN_STAGES.map((stage, i) => (
              <li
                key={stage}
                aria-current={i === reached ? 'step' : undefined}
                className={i <= reached ? styles.strong : styles.muted}
              >
                {label(stage)}
              </li>
            ))}
          </ol>
        ) : null}
        {r.can_cancel ? (
          <Form method="post">
            <button
              type="submit"
              className={buttonClass({ variant: 'secondary' })}
              disabled={navigation.state !== 'idle'}
            >
              <Trans>Cancel the application</Trans>
            </button>
          </Form>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="reclamation-details">
        <h2 id="reclamation-details" className={styles.sectionTitle}>
          <Trans>Details</Trans>
        </h2>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t`Order`}</dt>
          <dd className={styles.detail}>
            <Link to={`/my/orders/${r.order.id}/`}>{r.order.number}</Link>
          </dd>
          <dt className={styles.term}>{t`Items`}</dt>
          <dd className={styles.detail}>{r.items.map((i) => i.name).join(', ')}</dd>
          <dt className={styles.term}>{t`Barcodes`}</dt>
          <dd className={styles.detail}>{r.barcodes.join(', ')}</dd>
          <dt className={styles.term}>{t`Reason`}</dt>
          <dd className={styles.detail}>{r.reason}</dd>
          <dt className={styles.term}>{t`Refund`}</dt>
          <dd className={styles.detail}>
            {r.refund.method === 'card' ? t`To the payment card` : `${t`By bank details`}: ${r.refund.bank}`}
          </dd>
          <dt className={styles.term}>{t`Applicant`}</dt>
          <dd className={styles.detail}>{r.applicant.full_name}</dd>
        </dl>
        <ul className={returnStyles.files} aria-label={t`Photos`}>
          {r.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={photo.name || t`Photo`} className={returnStyles.photo} />
              </a>
            </li>
          ))}
        </ul>
        {r.documents.length > 0 ? (
          <ul className={returnStyles.files} aria-label={t`Document scans`}>
            {r.documents.map((file) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noreferrer">
                  {file.name || t`Document scan`}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className={styles.card} aria-labelledby="reclamation-history">
        <h2 id="reclamation-history" className={styles.sectionTitle}>
          <Trans>History</Trans>
        </h2>
        <ol className={returnStyles.history}>
          {r.history.map((h) => (
            <li key={`${h.state}-${h.created}`}>
              <span className={styles.strong}>{label(h.state)}</span> · {formatOrderDate(h.created, locale)}
              {h.comment ? <p className={styles.muted}>{h.comment}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </article>
  )
}
