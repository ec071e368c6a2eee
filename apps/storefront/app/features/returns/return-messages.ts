import { useLingui } from '@lingui/react/macro'
import type { ReturnStep } from './returns-form.ts'

/** The shopper's text for each error key of the rulebook, the upload problems and the API's send refusals. */
export function useReturnMessages() {
  const { t } = useLingui()
  const messages: Record<string, string> = {
    required: t`This field is required`,
    email: t`Invalid email address`,
    phone: t`The phone number contains an error`,
    incomplete: t`Enter the date in full`,
    invalid: t`The value contains an error`,
    future: t`The date cannot be in the future`,
    too_old: t`The date is too far in the past`,
    under_18: t`The applicant must be over 18`,
    expired: t`The document has expired`,
    series: t`The series is 4 digits`,
    passport_number: t`The number is 6 digits`,
    division_code: t`The division code is 6 digits, e.g. 770-001`,
    latin: t`Latin letters only`,
    bic: t`The BIC is 9 digits starting with 04`,
    account: t`Bank account number must be valid`,
    correspondent_account: t`Correspondent account must be valid`,
    not_applicant: t`The account must belong to the applicant`,
    too_long: t`The text is too long`,
    items_required: t`Choose at least one item`,
    photos_required: t`Add at least one photo`,
    uploads_pending: t`Wait for uploads to finish`,
    too_large: t`The file is too large: up to 10 MB`,
    wrong_format: t`Wrong file format: JPEG, PNG, WebP or HEIC`,
    failed: t`The file could not be uploaded, try again`,
    send_failed: t`The application could not be sent. Nothing is lost: try again`,
  }
  // An API field error arrives as its English text; it is shown as is rather than lost.
  return (key: string | undefined) => (key === undefined ? undefined : (messages[key] ?? key))
}

export function useStepTitles(): Record<ReturnStep, string> {
  const { t } = useLingui()
  return {
    items: t`Items`,
    reason: t`Reason and photos`,
    applicant: t`Applicant and passport`,
    refund: t`Refund`,
    pickup: t`Handing over`,
    review: t`Check and send`,
  }
}
