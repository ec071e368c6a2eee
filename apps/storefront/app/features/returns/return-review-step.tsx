import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import * as orderStyles from '../orders/orders.css.ts'
import { useReturnMessages, useStepTitles } from './return-messages.ts'
import type { ReturnStepsProps } from './return-step-view.ts'
import type { ReturnStep } from './returns-form.ts'

/** Step 6: every step's values with a way back to change them, and every problem the send check found. */
export function ReviewStep({ form, errors, items, outlets, live }: ReturnStepsProps) {
  const { t } = useLingui()
  const titles = useStepTitles()
  const message = useReturnMessages()
  const problems = Object.entries(errors).filter(([key]) => key !== 'form')
  const edit = (step: ReturnStep) =>
    live ? (
      <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => live.edit(step)}>
        <Trans>Change</Trans> <span className="visually-hidden">{titles[step]}</span>
      </button>
    ) : (
      <Link to={`?step=${step}`}>
        <Trans>Change</Trans> <span className="visually-hidden">{titles[step]}</span>
      </Link>
    )
  const outlet = outlets.find((o) => String(o.id) === form.pickup.outlet)
  return (
    <>
      {problems.length > 0 ? (
        <ul role="alert" className={orderStyles.notice}>
          {problems.map(([key, value]) => (
            <li key={key}>{message(value)}</li>
          ))}
        </ul>
      ) : null}
      <dl className={orderStyles.facts}>
        <dt className={orderStyles.term}>{titles.items}</dt>
        <dd className={orderStyles.detail}>
          {items
            .filter((i) => form.items.includes(i.id))
            .map((i) => i.name)
            .join(', ')}{' '}
          {edit('items')}
        </dd>
        <dt className={orderStyles.term}>{titles.reason}</dt>
        <dd className={orderStyles.detail}>
          {form.reason} · {t`Photos`}: {form.photos.length} {edit('reason')}
        </dd>
        <dt className={orderStyles.term}>{titles.applicant}</dt>
        <dd className={orderStyles.detail}>
          {form.applicant.full_name}, {form.applicant.email}, {form.applicant.phone} · {t`Document scans`}:{' '}
          {form.documents.length} {edit('applicant')}
        </dd>
        <dt className={orderStyles.term}>{titles.refund}</dt>
        <dd className={orderStyles.detail}>
          {form.refund.method === 'bank_details'
            ? `${t`By bank details`}: ${form.refund.bank}, ${form.refund.account}`
            : t`To the payment card`}{' '}
          {edit('refund')}
        </dd>
        <dt className={orderStyles.term}>{titles.pickup}</dt>
        <dd className={orderStyles.detail}>
          {form.pickup.kind === 'pickup_point'
            ? `${t`At a pickup point`}: ${outlet ? `${outlet.name}, ${outlet.address}` : form.pickup.outlet}`
            : `${t`A courier collects it`}: ${form.pickup.address}`}{' '}
          {edit('pickup')}
        </dd>
      </dl>
      <p className={orderStyles.muted}>
        <Trans>A manager checks applications daily from 9:00 to 21:00 Moscow time.</Trans>
      </p>
    </>
  )
}
