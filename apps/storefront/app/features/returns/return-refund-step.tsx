import { Trans, useLingui } from '@lingui/react/macro'
import * as orderStyles from '../orders/orders.css.ts'
import { ReturnChoice, ReturnText, useReturnField } from './return-fields.tsx'
import type { ReturnStepsProps } from './return-step-view.ts'

/** Step 4: the refund, to the card or by the applicant's own bank details (shown always without JavaScript). */
export function RefundStep(props: ReturnStepsProps) {
  const { form, live } = props
  const { t } = useLingui()
  const field = useReturnField(props)
  const f = live?.field
  const r = form.refund
  return (
    <>
      <ReturnChoice
        field={field('refund.method', r.method)}
        legend={t`How should we refund?`}
        options={[
          { value: 'card', label: t`To the payment card` },
          { value: 'bank_details', label: t`By bank details` },
        ]}
        onChange={f}
      />
      {!live || r.method === 'bank_details' ? (
        <>
          <p className={orderStyles.muted}>
            <Trans>
              Bank details: only for a refund by bank details. The account must belong to the applicant.
            </Trans>
          </p>
          <ReturnText
            field={field('refund.receiver_full_name', r.receiver_full_name)}
            label={t`Receiver's full name`}
            onChange={f}
          />
          <ReturnText
            field={field('refund.account', r.account)}
            label={t`Account number (20 digits)`}
            onChange={f}
            inputMode="numeric"
          />
          <ReturnText field={field('refund.bank', r.bank)} label={t`Bank`} onChange={f} />
          <ReturnText field={field('refund.bic', r.bic)} label={t`BIC`} onChange={f} inputMode="numeric" />
          <ReturnText
            field={field('refund.correspondent_account', r.correspondent_account)}
            label={t`Correspondent account`}
            onChange={f}
            inputMode="numeric"
          />
        </>
      ) : null}
    </>
  )
}
