import { Trans, useLingui } from '@lingui/react/macro'
import { Form, useNavigation, useSearchParams } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { useEffect, useRef } from 'react'
import * as styles from './profile.css.ts'
import { BirthdayField, ChoiceField, PhoneField, TextField, useProfileErrorText } from './profile-fields.tsx'
import { type ProfileReply, type ProfileValues, readSavedNotice } from './profile-form.ts'

export type ProfileData = { values: ProfileValues; phone: string; email: string; emailConfirmed: boolean }

/**
 * The personal data form (spec §3): name, surname, patronymic, birthday, gender, email with confirmation by
 * link, the phone (read-only) and the personal or legal switch. A plain post works without JavaScript; a
 * refused form shows what was typed with each field's problem, and the first wrong field takes the focus.
 */
export function PersonalDataForm({
  profile,
  reply,
}: {
  profile: ProfileData
  reply: ProfileReply | undefined
}) {
  const { t } = useLingui()
  const errorText = useProfileErrorText()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const formRef = useRef<HTMLFormElement>(null)
  const busy = navigation.state === 'submitting'
  const values = reply?.values ?? profile.values
  const errors = reply?.errors ?? {}
  const notice = reply || busy ? null : readSavedNotice(params)
  useEffect(() => {
    if (reply) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [reply])
  const formError = reply?.formError
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        <Trans>Personal data</Trans>
      </h1>
      {/* Stored values change after a save: a new key shows them rather than the inputs' old state. */}
      <Form
        method="post"
        ref={formRef}
        className={styles.form}
        noValidate
        key={JSON.stringify(profile.values)}
      >
        <div className={styles.grid}>
          <TextField
            name="first_name"
            label={t`Name`}
            autoComplete="given-name"
            defaultValue={values.first_name}
            error={errorText(errors.first_name)}
          />
          <TextField
            name="last_name"
            label={t`Surname`}
            autoComplete="family-name"
            defaultValue={values.last_name}
            error={errorText(errors.last_name)}
          />
          <TextField
            name="middle_name"
            label={t`Patronymic`}
            autoComplete="additional-name"
            defaultValue={values.middle_name}
            error={errorText(errors.middle_name)}
          />
          <BirthdayField defaultValue={values.birthday} error={errorText(errors.birthday)} />
          <ChoiceField
            name="gender"
            legend={t`Gender`}
            options={[
              { value: 'female', label: t`Female` },
              { value: 'male', label: t`Male` },
            ]}
            defaultValue={values.gender}
            error={errorText(errors.gender)}
          />
          <ChoiceField
            name="kind"
            legend={t`I buy as`}
            options={[
              { value: 'personal', label: t`Individual` },
              { value: 'legal', label: t`Legal entity` },
            ]}
            defaultValue={values.kind}
            error={errorText(errors.kind)}
          />
          <TextField
            name="email"
            type="email"
            label={t`Email`}
            autoComplete="email"
            defaultValue={values.email}
            error={errorText(errors.email)}
            hint={<EmailState email={profile.email} confirmed={profile.emailConfirmed} />}
          />
          <PhoneField phone={profile.phone} />
        </div>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError.code === 'server' ? formError.detail : t`Could not save your data. Please try again.`}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </Button>
          <p role="status" className={styles.status}>
            {notice === 'saved' ? <Trans>Saved</Trans> : null}
            {/* Label and value, not a placeholder: the sentence reads right in every catalogue as it is. */}
            {notice === 'email-sent' ? (
              <>
                <Trans>Saved. Confirmation link sent to:</Trans> {profile.email}
              </>
            ) : null}
          </p>
        </div>
      </Form>
    </section>
  )
}

/** Whether the stored email is confirmed; an unconfirmed one waits for the emailed link. */
function EmailState({ email, confirmed }: { email: string; confirmed: boolean }) {
  if (email === '') return <Trans>We will send a link to confirm the address.</Trans>
  if (confirmed) {
    return (
      <span className={styles.confirmed}>
        <Trans>Confirmed</Trans>
      </span>
    )
  }
  return (
    <>
      <Trans>Not confirmed. Confirmation link sent to:</Trans> {email}
    </>
  )
}
