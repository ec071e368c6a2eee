import { getFormProps, useForm } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, useNavigation, useSearchParams } from '@remix-run/react'
import type { LegalInfo } from '@vitrina/domain/legal-info'
import { LEGAL_TEXT_MAX_LENGTH } from '@vitrina/domain/legal-info'
import { Button } from '@vitrina/ui/button'
import { TextField } from '@vitrina/ui/text-field'
import { kitField } from '../../lib/forms/conform-field.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import * as styles from './legal.css.ts'
import {
  LEGAL_INFO_INTENT,
  LEGAL_SAVE_FAILED,
  LEGAL_SAVED_PARAM,
  type LegalInfoField,
  type LegalInfoReply,
  legalInfoFormSchema,
} from './legal-info-form.ts'

/**
 * Legal info (spec §3): company, INN, legal address, signatory, bank details. Its own conform form on the
 * profile page (`intent=legal-info`), checked with the API's schema and the domain's INN and bank rules before
 * the API sees it (in the browser and in the action alike); a refused form comes back as typed with each
 * field's problem, and conform focuses the first wrong field.
 */
export function LegalInfoSection(props: { stored: LegalInfo; reply: LegalInfoReply | undefined }) {
  // Stored values change after a save (numbers without their spaces): a new form state shows them, since
  // conform's state outlives a remount of the <form> alone.
  return <LegalInfoForm key={JSON.stringify(props.stored)} {...props} />
}

function LegalInfoForm({ stored, reply }: { stored: LegalInfo; reply: LegalInfoReply | undefined }) {
  const { t } = useLingui()
  const message = useFormMessage()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === LEGAL_INFO_INTENT
  const [form, fields] = useForm({
    id: 'legal',
    lastResult: reply,
    defaultValue: stored,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, legalInfoFormSchema),
  })
  const saved = !reply && !busy && params.get(LEGAL_SAVED_PARAM) === 'saved'
  const field = (
    name: LegalInfoField,
    label: string,
    extra: { numeric?: boolean; wide?: boolean; autoComplete?: string } = {},
  ) => (
    <TextField
      {...kitField(fields[name], message)}
      label={label}
      inputMode={extra.numeric ? 'numeric' : undefined}
      autoComplete={extra.autoComplete ?? 'off'}
      maxLength={extra.numeric ? 40 : LEGAL_TEXT_MAX_LENGTH}
      fieldClassName={extra.wide ? styles.wide : undefined}
    />
  )
  return (
    <section className={styles.page} aria-labelledby="legal-info-title">
      <h2 id="legal-info-title" className={styles.subtitle}>
        <Trans>Legal info</Trans>
      </h2>
      <Form method="post" {...getFormProps(form)} className={styles.section}>
        <input type="hidden" name="intent" value={LEGAL_INFO_INTENT} />
        <div className={styles.grid}>
          {field('company', t`Company name`, { wide: true, autoComplete: 'organization' })}
          {field('inn', t`INN`, { numeric: true })}
          {field('fio', t`Full name of the signatory`, { autoComplete: 'name' })}
          {field('address', t`Legal address`, { wide: true })}
          {field('bank_name', t`Bank`, { wide: true })}
          {field('bic', t`BIC`, { numeric: true })}
          {field('correspondent_account', t`Correspondent account`, { numeric: true })}
          {field('account', t`Settlement account`, { numeric: true, wide: true })}
        </div>
        {form.errors?.[0] ? (
          <p className={styles.problem} role="alert">
            {form.errors[0] === LEGAL_SAVE_FAILED ? (
              <Trans>Could not save the legal info. Please try again.</Trans>
            ) : (
              form.errors[0]
            )}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Save legal info</Trans>}
          </Button>
          <p role="status" className={styles.status}>
            {saved ? <Trans>Legal info saved</Trans> : null}
          </p>
        </div>
      </Form>
    </section>
  )
}
