import { Trans, useLingui } from '@lingui/react/macro'
import { Form, Link } from '@remix-run/react'
import type { Outlet } from '@vitrina/api-client'
import { buttonClass } from '@vitrina/ui/button'
import type { FormEvent } from 'react'
import * as orderStyles from '../orders/orders.css.ts'
import { ReturnChoice, ReturnField } from './return-fields.tsx'
import { ReturnFiles } from './return-files.tsx'
import { useReturnMessages, useStepTitles } from './return-messages.ts'
import * as styles from './returns.css.ts'
import type { PendingUpload } from './returns.machine.ts'
import {
  RETURN_STEPS,
  type ReturnForm,
  type ReturnItem,
  type ReturnStep,
  type StepErrors,
} from './returns-form.ts'

/** What the page does with JavaScript: the machine's events. Absent: the plain multi-page form posts. */
export type LiveHandlers = {
  field: (path: string, value: string) => void
  toggleItem: (id: number) => void
  allItems: () => void
  addFiles: (files: File[]) => void
  removePhoto: (id: number) => void
  addDocuments: (files: File[]) => void
  removeDocument: (id: number) => void
  dismissUpload: (key: string) => void
  next: () => void
  back: () => void
  edit: (step: ReturnStep) => void
  send: () => void
}

export type ReturnStepsProps = {
  step: ReturnStep
  form: ReturnForm
  errors: StepErrors
  items: ReturnItem[]
  outlets: Outlet[]
  uploads: PendingUpload[]
  busy: boolean
  live: LiveHandlers | null
}

/** One step of the return form; the same markup with and without JavaScript. */
export function ReturnSteps(props: ReturnStepsProps) {
  const { step, live, busy } = props
  const titles = useStepTitles()
  const message = useReturnMessages()
  const onSubmit = live
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
        const intent = submitter?.value ?? 'next'
        if (intent === 'back') live.back()
        else if (intent === 'send') live.send()
        else live.next()
      }
    : undefined
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
        {errors(props).form ? (
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

const errors = (props: ReturnStepsProps) => props.errors

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

function ItemsStep({ form, items, errors: e, live }: ReturnStepsProps) {
  const { t } = useLingui()
  const message = useReturnMessages()
  return (
    <fieldset className={styles.fieldset} aria-invalid={e.items ? true : undefined}>
      <legend className={styles.label}>
        <Trans>Which items are you returning?</Trans>
      </legend>
      {live && items.length > 1 ? (
        <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={live.allItems}>
          <Trans>Select all</Trans>
        </button>
      ) : null}
      {items.map((item) => (
        <label key={item.id} className={styles.check}>
          <input
            type="checkbox"
            name="items"
            value={item.id}
            {...(live
              ? { checked: form.items.includes(item.id), onChange: () => live.toggleItem(item.id) }
              : { defaultChecked: form.items.includes(item.id) })}
          />
          <span>
            {item.name} · {item.size ? `${t`Size`} ${item.size}` : t`One size`} · <Trans>Barcode</Trans>{' '}
            {item.barcode ?? '—'}
          </span>
        </label>
      ))}
      {e.items ? <p className={styles.error}>{message(e.items)}</p> : null}
    </fieldset>
  )
}

function ReasonStep({ form, errors: e, live, uploads }: ReturnStepsProps) {
  const { t } = useLingui()
  const message = useReturnMessages()
  const f = live?.field
  return (
    <>
      <ReturnField
        name="reason"
        label={t`Reason for the return`}
        value={form.reason}
        error={message(e.reason)}
        onChange={f}
        multiline
      />
      <ReturnField
        name="comment"
        label={t`Comment (optional)`}
        value={form.comment}
        error={message(e.comment)}
        onChange={f}
        multiline
      />
      <ReturnFiles
        kind="photo"
        label={t`Photos of the item and the defect (JPEG, PNG, WebP or HEIC, up to 10 MB each)`}
        listLabel={t`Photos`}
        uploadLabel={t`Upload photos`}
        files={form.photos}
        uploads={uploads.filter((u) => u.kind === 'photo')}
        error={e.photos}
        live={live ? { add: live.addFiles, remove: live.removePhoto, dismiss: live.dismissUpload } : null}
      />
    </>
  )
}

function ApplicantStep({ form, errors: e, live, uploads }: ReturnStepsProps) {
  const { t } = useLingui()
  const message = useReturnMessages()
  const f = live?.field
  const a = form.applicant
  const d = form.document
  const showRu = !live || d.type === 'passport_ru'
  const showForeign = !live || d.type === 'passport_foreign'
  return (
    <>
      <ReturnField
        name="applicant.full_name"
        label={t`Full name`}
        value={a.full_name}
        error={message(e['applicant.full_name'])}
        onChange={f}
        autoComplete="name"
      />
      <ReturnField
        name="applicant.email"
        label={t`Email`}
        value={a.email}
        error={message(e['applicant.email'])}
        onChange={f}
        type="email"
        autoComplete="email"
      />
      <ReturnField
        name="applicant.phone"
        label={t`Phone`}
        value={a.phone}
        error={message(e['applicant.phone'])}
        onChange={f}
        type="tel"
        autoComplete="tel"
      />
      <ReturnField
        name="applicant.birth_date"
        label={t`Date of birth (DD.MM.YYYY)`}
        value={a.birth_date}
        error={message(e['applicant.birth_date'])}
        onChange={f}
        inputMode="numeric"
        placeholder="ДД.ММ.ГГГГ"
      />
      <ReturnField
        name="applicant.registration_address"
        label={t`Registration address`}
        value={a.registration_address}
        error={message(e['applicant.registration_address'])}
        onChange={f}
      />
      <ReturnChoice
        name="document.type"
        legend={t`Identity document`}
        value={d.type}
        options={[
          { value: 'passport_ru', label: t`Russian passport` },
          { value: 'passport_foreign', label: t`Foreign passport` },
        ]}
        error={message(e['document.type'])}
        onChange={f}
      />
      {showRu ? (
        <ReturnField
          name="document.series"
          label={t`Series (Russian passport)`}
          value={d.series}
          error={message(e['document.series'])}
          onChange={f}
          inputMode="numeric"
        />
      ) : null}
      <ReturnField
        name="document.number"
        label={t`Number`}
        value={d.number}
        error={message(e['document.number'])}
        onChange={f}
      />
      <ReturnField
        name="document.issue_date"
        label={t`Issue date (DD.MM.YYYY)`}
        value={d.issue_date}
        error={message(e['document.issue_date'])}
        onChange={f}
        inputMode="numeric"
      />
      <ReturnField
        name="document.issuer"
        label={t`Issued by`}
        value={d.issuer}
        error={message(e['document.issuer'])}
        onChange={f}
      />
      {showRu ? (
        <ReturnField
          name="document.division_code"
          label={t`Division code (Russian passport)`}
          value={d.division_code}
          error={message(e['document.division_code'])}
          onChange={f}
        />
      ) : null}
      {showForeign ? (
        <>
          <ReturnField
            name="document.issue_country"
            label={t`Issuing country (foreign passport)`}
            value={d.issue_country}
            error={message(e['document.issue_country'])}
            onChange={f}
          />
          <ReturnField
            name="document.latin_name"
            label={t`Name in Latin letters (foreign passport)`}
            value={d.latin_name}
            error={message(e['document.latin_name'])}
            onChange={f}
          />
          <ReturnField
            name="document.expiry_date"
            label={t`Expiry date (foreign passport)`}
            value={d.expiry_date}
            error={message(e['document.expiry_date'])}
            onChange={f}
            inputMode="numeric"
          />
        </>
      ) : null}
      <ReturnFiles
        kind="document"
        label={t`Scans of the identity document, optional (PDF, JPEG or PNG, up to 15 MB each)`}
        listLabel={t`Document scans`}
        uploadLabel={t`Upload scans`}
        files={form.documents}
        uploads={uploads.filter((u) => u.kind === 'document')}
        error={e.documents}
        live={
          live ? { add: live.addDocuments, remove: live.removeDocument, dismiss: live.dismissUpload } : null
        }
      />
    </>
  )
}

function RefundStep({ form, errors: e, live }: ReturnStepsProps) {
  const { t } = useLingui()
  const message = useReturnMessages()
  const f = live?.field
  const r = form.refund
  return (
    <>
      <ReturnChoice
        name="refund.method"
        legend={t`How should we refund?`}
        value={r.method}
        options={[
          { value: 'card', label: t`To the payment card` },
          { value: 'bank_details', label: t`By bank details` },
        ]}
        error={message(e['refund.method'])}
        onChange={f}
      />
      {!live || r.method === 'bank_details' ? (
        <>
          <p className={orderStyles.muted}>
            <Trans>
              Bank details: only for a refund by bank details. The account must belong to the applicant.
            </Trans>
          </p>
          <ReturnField
            name="refund.receiver_full_name"
            label={t`Receiver's full name`}
            value={r.receiver_full_name}
            error={message(e['refund.receiver_full_name'])}
            onChange={f}
          />
          <ReturnField
            name="refund.account"
            label={t`Account number (20 digits)`}
            value={r.account}
            error={message(e['refund.account'])}
            onChange={f}
            inputMode="numeric"
          />
          <ReturnField
            name="refund.bank"
            label={t`Bank`}
            value={r.bank}
            error={message(e['refund.bank'])}
            onChange={f}
          />
          <ReturnField
            name="refund.bic"
            label={t`BIC`}
            value={r.bic}
            error={message(e['refund.bic'])}
            onChange={f}
            inputMode="numeric"
          />
          <ReturnField
            name="refund.correspondent_account"
            label={t`Correspondent account`}
            value={r.correspondent_account}
            error={message(e['refund.correspondent_account'])}
            onChange={f}
            inputMode="numeric"
          />
        </>
      ) : null}
    </>
  )
}

function PickupStep({ form, errors: e, live, outlets }: ReturnStepsProps) {
  const { t } = useLingui()
  const message = useReturnMessages()
  const f = live?.field
  const p = form.pickup
  return (
    <>
      <ReturnChoice
        name="pickup.kind"
        legend={t`How will you hand the item over?`}
        value={p.kind}
        options={[
          { value: 'courier', label: t`A courier collects it` },
          { value: 'pickup_point', label: t`At a pickup point` },
        ]}
        error={message(e['pickup.kind'])}
        onChange={f}
      />
      {!live || p.kind === 'courier' ? (
        <ReturnField
          name="pickup.address"
          label={t`Courier address`}
          value={p.address}
          error={message(e['pickup.address'])}
          onChange={f}
          autoComplete="street-address"
        />
      ) : null}
      {(!live || p.kind === 'pickup_point') && outlets.length > 0 ? (
        <div className={styles.field}>
          <label htmlFor="return-pickup-outlet" className={styles.label}>
            <Trans>Pickup point</Trans>
          </label>
          <select
            id="return-pickup-outlet"
            name="pickup.outlet"
            defaultValue={p.outlet}
            className={styles.input}
            onChange={f ? (event) => f('pickup.outlet', event.currentTarget.value) : undefined}
          >
            <option value="">{t`Choose a pickup point`}</option>
            {outlets.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}, {o.address}
              </option>
            ))}
          </select>
          {e['pickup.outlet'] ? <p className={styles.error}>{message(e['pickup.outlet'])}</p> : null}
        </div>
      ) : null}
      <p className={orderStyles.muted}>
        <Trans>When handing the item over, show your passport and give the printed, signed statement.</Trans>
      </p>
    </>
  )
}

function ReviewStep({ form, errors: e, items, outlets, live }: ReturnStepsProps) {
  const { t } = useLingui()
  const titles = useStepTitles()
  const message = useReturnMessages()
  const problems = Object.entries(e).filter(([key]) => key !== 'form')
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
