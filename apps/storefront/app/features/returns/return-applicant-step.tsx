import { useLingui } from '@lingui/react/macro'
import { ReturnChoice, ReturnText, useReturnField } from './return-fields.tsx'
import { ReturnFiles } from './return-files.tsx'
import type { ReturnStepsProps } from './return-step-view.ts'

/**
 * Step 3: the applicant and the identity document (a Russian passport's series and division code, or a foreign
 * passport's country, Latin name and expiry: without JavaScript both sets show), and optional scans.
 */
export function ApplicantStep(props: ReturnStepsProps) {
  const { form, errors, live, uploads, focus } = props
  const { t } = useLingui()
  const field = useReturnField(props)
  const f = live?.field
  const a = form.applicant
  const d = form.document
  const showRu = !live || d.type === 'passport_ru'
  const showForeign = !live || d.type === 'passport_foreign'
  return (
    <>
      <ReturnText
        field={field('applicant.full_name', a.full_name)}
        label={t`Full name`}
        onChange={f}
        autoComplete="name"
      />
      <ReturnText
        field={field('applicant.email', a.email)}
        label={t`Email`}
        onChange={f}
        type="email"
        autoComplete="email"
      />
      <ReturnText
        field={field('applicant.phone', a.phone)}
        label={t`Phone`}
        onChange={f}
        type="tel"
        autoComplete="tel"
      />
      <ReturnText
        field={field('applicant.birth_date', a.birth_date)}
        label={t`Date of birth (DD.MM.YYYY)`}
        onChange={f}
        inputMode="numeric"
        placeholder="ДД.ММ.ГГГГ"
      />
      <ReturnText
        field={field('applicant.registration_address', a.registration_address)}
        label={t`Registration address`}
        onChange={f}
      />
      <ReturnChoice
        field={field('document.type', d.type)}
        legend={t`Identity document`}
        options={[
          { value: 'passport_ru', label: t`Russian passport` },
          { value: 'passport_foreign', label: t`Foreign passport` },
        ]}
        onChange={f}
      />
      {showRu ? (
        <ReturnText
          field={field('document.series', d.series)}
          label={t`Series (Russian passport)`}
          onChange={f}
          inputMode="numeric"
        />
      ) : null}
      <ReturnText field={field('document.number', d.number)} label={t`Number`} onChange={f} />
      <ReturnText
        field={field('document.issue_date', d.issue_date)}
        label={t`Issue date (DD.MM.YYYY)`}
        onChange={f}
        inputMode="numeric"
      />
      <ReturnText field={field('document.issuer', d.issuer)} label={t`Issued by`} onChange={f} />
      {showRu ? (
        <ReturnText
          field={field('document.division_code', d.division_code)}
          label={t`Division code (Russian passport)`}
          onChange={f}
        />
      ) : null}
      {showForeign ? (
        <>
          <ReturnText
            field={field('document.issue_country', d.issue_country)}
            label={t`Issuing country (foreign passport)`}
            onChange={f}
          />
          <ReturnText
            field={field('document.latin_name', d.latin_name)}
            label={t`Name in Latin letters (foreign passport)`}
            onChange={f}
          />
          <ReturnText
            field={field('document.expiry_date', d.expiry_date)}
            label={t`Expiry date (foreign passport)`}
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
        error={errors.documents}
        autoFocus={focus === 'documents'}
        live={
          live ? { add: live.addDocuments, remove: live.removeDocument, dismiss: live.dismissUpload } : null
        }
      />
    </>
  )
}
