import { getFormProps, useForm } from '@conform-to/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Form, useLocation, useNavigation, useSearchParams } from '@remix-run/react'
import { Button } from '@vitrina/ui/button'
import { useEffect, useRef } from 'react'
import { kitField } from '../../lib/forms/conform-field.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import * as styles from './profile.css.ts'
import { BirthdayField, ChoiceField, PhoneField, TextField } from './profile-fields.tsx'
import {
  PROFILE_SAVE_FAILED,
  type ProfileReply,
  type ProfileValues,
  profileFormSchema,
  readSavedNotice,
  SAVED_PARAM,
} from './profile-form.ts'

export type ProfileData = { values: ProfileValues; phone: string; email: string; emailConfirmed: boolean }

type PersonalDataProps = { profile: ProfileData; reply: ProfileReply | undefined }

/**
 * The personal data form (spec §3): name, surname, patronymic, birthday, gender, email with confirmation by
 * link, the phone (read-only) and the personal or legal switch. A plain post works without JavaScript; a
 * refused form shows what was typed with each field's problem, and the first wrong field takes the focus.
 * After a save the fields show what the API stored (trimmed, say), never what was typed.
 */
export function PersonalDataForm(props: PersonalDataProps) {
  // The saved profile's version: the stored values, and each save's own landing (the action's redirect to
  // `?saved=` is a new location). A save that the API normalised back to the values already shown changes
  // nothing else, yet the inputs and conform's state must start again from the stored values; a refused save
  // (no redirect) keeps its version, so what was typed stays with its reasons.
  const location = useLocation()
  const saved = new URLSearchParams(location.search).has(SAVED_PARAM)
  const version = `${JSON.stringify(props.profile.values)}|${saved ? location.key : ''}`
  // The first location is 'default': a page opened at `?saved=` was not just saved here.
  return <ProfileForm key={version} {...props} justSaved={saved && location.key !== 'default'} />
}

function ProfileForm({ profile, reply, justSaved }: PersonalDataProps & { justSaved: boolean }) {
  const { t } = useLingui()
  const message = useFormMessage()
  const navigation = useNavigation()
  const [params] = useSearchParams()
  const busy = navigation.state === 'submitting'
  // conform: the same schema the action parses with checks the form before it is sent (JS); a refused form
  // (either side) shows each field's code in words, keeps what was typed and focuses the first wrong field.
  const [form, fields] = useForm({
    id: 'profile',
    lastResult: reply,
    defaultValue: profile.values,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, profileFormSchema(new Date())),
  })
  const notice = reply || busy ? null : readSavedNotice(params)
  const field = (name: keyof typeof fields) => kitField(fields[name], message)
  const formError = form.errors?.[0]
  // The new form replaced the Save button that had the focus: it goes back there, next to the status.
  const saveButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const active = document.activeElement
    if (justSaved && (!active || active === document.body || !active.isConnected)) saveButton.current?.focus()
  }, [justSaved])
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <h1 id="profile-title" className={styles.title}>
        <Trans>Personal data</Trans>
      </h1>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <div className={styles.grid}>
          <TextField field={field('first_name')} label={t`Name`} autoComplete="given-name" />
          <TextField field={field('last_name')} label={t`Surname`} autoComplete="family-name" />
          <TextField field={field('middle_name')} label={t`Patronymic`} autoComplete="additional-name" />
          <BirthdayField field={field('birthday')} />
          <ChoiceField
            field={field('gender')}
            legend={t`Gender`}
            options={[
              { value: 'female', label: t`Female` },
              { value: 'male', label: t`Male` },
            ]}
          />
          <ChoiceField
            field={field('kind')}
            legend={t`I buy as`}
            options={[
              { value: 'personal', label: t`Individual` },
              { value: 'legal', label: t`Legal entity` },
            ]}
          />
          <TextField
            field={field('email')}
            type="email"
            label={t`Email`}
            autoComplete="email"
            hint={<EmailState email={profile.email} confirmed={profile.emailConfirmed} />}
          />
          <PhoneField phone={profile.phone} />
        </div>
        {formError ? (
          <p className={styles.formError} role="alert">
            {formError === PROFILE_SAVE_FAILED ? t`Could not save your data. Please try again.` : formError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button ref={saveButton} type="submit" disabled={busy}>
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
