/**
 * The price-access form's rulebook, shared by the no-JS action and the machine (spec §5 "Files: too large or
 * wrong format; wait for uploads to finish. Documents must be added").
 */

/** What the API accepts as a document (it sniffs the bytes; this only filters the file picker). */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,.pdf,.heic'

/** Why the request cannot be sent yet. */
export type SubmitProblem = 'documents_required' | 'wait_for_uploads'

/** Uploads still running block the send; without a single document there is nothing to verify. */
export function submitProblem(input: { documents: number; uploading: number }): SubmitProblem | null {
  if (input.uploading > 0) return 'wait_for_uploads'
  if (input.documents === 0) return 'documents_required'
  return null
}

/** Why a file was refused: the API's 413 and 415, or anything else. */
export type UploadProblem = 'too_large' | 'wrong_format' | 'failed'

export function uploadProblemOf(status: number | null): UploadProblem {
  if (status === 413) return 'too_large'
  if (status === 415) return 'wrong_format'
  return 'failed'
}

/** Why the API refused a send: not a legal entity, already waiting or granted, or it failed. */
export type SendProblem = 'not_legal' | 'pending' | 'approved' | 'documents_required' | 'failed'

export function sendProblemOf(status: number | null, code: string | null): SendProblem {
  if (status === 409 && (code === 'not_legal' || code === 'pending' || code === 'approved')) return code
  if (status === 400) return 'documents_required'
  return 'failed'
}

/** A document on the form: uploaded (the API's id) and shown by its name. */
export type FormDocument = { id: number; name: string }
