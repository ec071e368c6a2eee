import { Trans, useLingui } from '@lingui/react/macro'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import * as styles from '../../features/orders/orders.css.ts'
import { LiveReturn } from '../../features/returns/return-live.tsx'
import { stepErrorsOf } from '../../features/returns/return-step-schema.ts'
import { firstWrongInput } from '../../features/returns/return-step-view.ts'
import { ReturnSteps } from '../../features/returns/return-steps.tsx'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { loadReturnPage, type ReturnReply, returnPageAction } from './my-return.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'returnApplication')
export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })
export const loader = ({ request, params }: LoaderFunctionArgs) => loadReturnPage(request, params)
export const action = ({ request, params }: ActionFunctionArgs) => returnPageAction(request, params)

/**
 * /my/orders/{order}/return/{orderItem} (spec §2 "Reclamations", §3 "Return application"): a multi-page form
 * without JavaScript, the returns machine with it; both resume the server-side draft.
 */
export default function ReturnPage() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<ReturnReply>()
  const { t } = useLingui()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const status = page.status
  const step = reply?.step ?? page.step
  const errors = reply ? stepErrorsOf(reply.submission) : {}
  return (
    <article aria-labelledby="return-title" className={styles.page}>
      <p>
        <Link to={`/my/orders/${page.order.id}/`}>
          <Trans>Back to order {page.order.number}</Trans>
        </Link>
      </p>
      <h1 id="return-title" className={styles.title}>
        <Trans>Return application</Trans>
      </h1>
      <p className={styles.muted}>{page.line.name}</p>
      {!status?.returnable ? (
        <p className={styles.notice} role="alert">
          {status?.reason === 'already_returned' ? (
            <>
              <Trans>An application for this item has already been sent.</Trans>{' '}
              {status.reclamation ? (
                <Link to={`/my/reclamations/${status.reclamation}/`}>{t`Open the application`}</Link>
              ) : null}
            </>
          ) : status?.reason === 'window_passed' ? (
            <Trans>The return period for this item has ended.</Trans>
          ) : (
            <Trans>The item can be returned once the order has been received.</Trans>
          )}
        </p>
      ) : hydrated && !reply ? (
        <LiveReturn
          base={`/my/orders/${page.order.id}/return/${page.line.id}/api/`}
          outlets={page.outlets}
          input={{
            order: page.order.id,
            items: page.items,
            item: page.line.id,
            draft: { step: page.step, data: page.form },
            today: page.today,
          }}
        />
      ) : (
        <ReturnSteps
          step={step}
          form={reply?.form ?? page.form}
          errors={errors}
          typed={reply?.submission.initialValue ?? null}
          // Without JavaScript the first wrong input of a refused post takes the focus (conform does it live).
          focus={reply ? firstWrongInput(step, errors) : null}
          items={page.items}
          outlets={page.outlets}
          uploads={[]}
          busy={false}
          live={null}
        />
      )}
    </article>
  )
}
