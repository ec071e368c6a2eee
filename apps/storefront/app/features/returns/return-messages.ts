import { useLingui } from '@lingui/react/macro'
import { useFormMessage } from '../../lib/forms/form-messages.tsx'
import type { ReturnStep } from './returns-form.ts'

/**
 * The shopper's text for each error key of the rulebook (the one message map of lib/forms), and the wizard's own
 * upload and send states. An API field error arrives as its English text; it is shown as is rather than lost.
 */
export function useReturnMessages() {
  const { t } = useLingui()
  const message = useFormMessage()
  const states: Record<string, string> = {
    uploads_pending: t`Wait for uploads to finish`,
    too_large: t`The file is too large: up to 10 MB`,
    wrong_format: t`Wrong file format: JPEG, PNG, WebP or HEIC`,
    failed: t`The file could not be uploaded, try again`,
    document_too_large: t`The file is too large: up to 15 MB`,
    document_wrong_format: t`Wrong file format: PDF, JPEG or PNG`,
    send_failed: t`The application could not be sent. Nothing is lost: try again`,
  }
  return (key: string | undefined) => (key === undefined ? undefined : (states[key] ?? message(key) ?? key))
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
