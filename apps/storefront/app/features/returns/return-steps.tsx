import { Trans } from '@lingui/react/macro'
import { Form } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import type { FormEvent } from 'react'
import * as orderStyles from '../orders/orders.css.ts'
import { ApplicantStep } from './return-applicant-step.tsx'
import { ItemsStep } from './return-items-step.tsx'
import { useReturnMessages, useStepTitles } from './return-messages.ts'
import { PickupStep } from './return-pickup-step.tsx'
import { ReasonStep } from './return-reason-step.tsx'
import { RefundStep } from './return-refund-step.tsx'
import { ReviewStep } from './return-review-step.tsx'
import type { ReturnStepsProps } from './return-step-view.ts'
import * as styles from './returns.css.ts'
import { RETURN_STEPS } from './returns-form.ts'

export type { LiveHandlers, ReturnStepsProps } from './return-step-view.ts'

/** The form element's id: conform's `useForm` on the live page finds the form by it. */
export const RETURN_FORM_ID = 'return-form'

/**
 * One step of the return form; the same markup with and without JavaScript. With it, `onSubmit` is the live
 * page's (conform's check, then the machine's events); without, the step posts to the route's action.
 */
export function ReturnSteps(
  props: ReturnStepsProps & { onSubmit?: ((event: FormEvent<HTMLFormElement>) => void) | undefined },
) {
  const { step, busy, onSubmit } = props
  const titles = useStepTitles()
  const message = useReturnMessages()
  return (
    <>
      <ol className={styles.steps} aria-label={titles.review}>
        {RETURN_STEPS.map((s, i) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            className={s === step ? styles.stepCurrent : styles.stepDone}
          >
            {i + 1}. {titles[s]}
          </li>
        ))}
      </ol>
      <Form
        id={RETURN_FORM_ID}
        method="post"
        encType="multipart/form-data"
        onSubmit={onSubmit}
        noValidate
        className={orderStyles.card}
      >
        <h2 id="return-step-title" className={orderStyles.sectionTitle} tabIndex={-1}>
          {titles[step]}
        </h2>
        <input type="hidden" name="step" value={step} />
        {props.errors.form ? (
          <p role="alert" className={orderStyles.notice}>
            {message(props.errors.form)}
          </p>
        ) : null}
        <StepBody {...props} />
        <div className={orderStyles.actions}>
          {step !== 'items' ? (
            <button
              type="submit"
              name="intent"
              value="back"
              className={buttonClass({ variant: 'secondary' })}
              disabled={busy}
              formNoValidate
            >
              <Trans>Back</Trans>
            </button>
          ) : null}
          {step === 'review' ? (
            <button
              type="submit"
              name="intent"
              value="send"
              className={buttonClass({ variant: 'primary' })}
              disabled={busy}
            >
              {busy ? <Trans>Sending…</Trans> : <Trans>Send the application</Trans>}
            </button>
          ) : (
            <button type="submit" name="intent" value="next" className={buttonClass({ variant: 'primary' })}>
              <Trans>Continue</Trans>
            </button>
          )}
        </div>
        {busy ? (
          <p role="status" className={orderStyles.info}>
            <Trans>Sending the application. Do not close the page.</Trans>
          </p>
        ) : null}
      </Form>
    </>
  )
}

function StepBody(props: ReturnStepsProps) {
  switch (props.step) {
    case 'items':
      return <ItemsStep {...props} />
    case 'reason':
      return <ReasonStep {...props} />
    case 'applicant':
      return <ApplicantStep {...props} />
    case 'refund':
      return <RefundStep {...props} />
    case 'pickup':
      return <PickupStep {...props} />
    case 'review':
      return <ReviewStep {...props} />
  }
}
