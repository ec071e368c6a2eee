import { Trans, useLingui } from '@lingui/react/macro'
import { Form, useNavigation, useSearchParams } from '@remix-run/react'
import type { LegalInfo } from '@vitrina/domain/legal-info'
import { LEGAL_TEXT_MAX_LENGTH } from '@vitrina/domain/legal-info'
import { Button } from '@vitrina/ui/button'
import { TextField } from '@vitrina/ui/text-field'
import { useEffect, useRef } from 'react'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import * as styles from './legal.css.ts'
import {
  LEGAL_INFO_INTENT,
  LEGAL_SAVED_PARAM,
  type LegalInfoError,
  type LegalInfoField,
  type LegalInfoReply,
} from './legal-info-form.ts'

function useLegalErrorText(): (error: LegalInfoError | undefined) => string | null {
  const message = useFormMessage()
  // The API's own words for a field are shown as they came; our codes through the one message map.
  return (error) => (error ? (error.code === 'server' ? error.detail : message(error.code)) : null)
}

/**
 * Legal info (spec §3): company, INN, legal address, signatory, bank details. Its own form on the profile page
 * (`intent=legal-info`), checked with the domain's INN and bank rules before the API sees it; a refused form
 * comes back as typed with each field's problem, and the first wrong field takes the focus.
 */
export function LegalInfoSection({
  stored,
  reply,
}: {
  stored: LegalInfo
  reply: LegalInfoReply | undefined
}) {
  const { t } = useLingui()
  const errorText = useLegalErrorText()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const formRef = useRef<HTMLFormElement>(null)
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === LEGAL_INFO_INTENT
  const values = reply?.values ?? stored
  const errors = reply?.errors ?? {}
  const saved = !reply && !busy && params.get(LEGAL_SAVED_PARAM) === 'saved'
  useEffect(() => {
    if (reply) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [reply])
  const field = (
    name: LegalInfoField,
    label: string,
    extra: { numeric?: boolean; wide?: boolean; autoComplete?: string } = {},
  ) => (
    <TextField
      id={`legal-${name}`}
      name={name}
      label={label}
      defaultValue={values[name]}
      error={errorText(errors[name])}
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
      <Form method="post" ref={formRef} noValidate key={JSON.stringify(stored)} className={styles.section}>
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
        {reply?.failed ? (
          <p className={styles.problem} role="alert">
            <Trans>Could not save the legal info. Please try again.</Trans>
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
