import { useLingui } from '@lingui/react/macro'
import { ReturnText, useReturnField } from './return-fields.tsx'
import { ReturnFiles } from './return-files.tsx'
import type { ReturnStepsProps } from './return-step-view.ts'

/** Step 2: the reason, a comment, and the photos of the item and its defect (at least one). */
export function ReasonStep(props: ReturnStepsProps) {
  const { form, errors, live, uploads, focus } = props
  const { t } = useLingui()
  const field = useReturnField(props)
  const f = live?.field
  return (
    <>
      <ReturnText
        field={field('reason', form.reason)}
        label={t`Reason for the return`}
        onChange={f}
        multiline
      />
      <ReturnText
        field={field('comment', form.comment)}
        label={t`Comment (optional)`}
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
        error={errors.photos}
        autoFocus={focus === 'photos'}
        live={live ? { add: live.addFiles, remove: live.removePhoto, dismiss: live.dismissUpload } : null}
      />
    </>
  )
}
