import { Trans, useLingui } from '@lingui/react/macro'
import { buttonClass } from '@vitrina/ui/button'
import { useReturnMessages } from './return-messages.ts'
import * as styles from './returns.css.ts'
import type { PendingUpload, UploadKind } from './returns.machine.ts'
import type { ReturnFile } from './returns-form.ts'

/** The file inputs' ids by the form field their files join. */
export const FILE_INPUT_ID = { photos: 'return-photo', documents: 'return-document' } as const

/** What differs between the photo and the document inputs; the markup and behaviour are the same. */
const KINDS = {
  photo: {
    id: FILE_INPUT_ID.photos,
    input: 'photo',
    remove: 'remove_photo',
    accept: 'image/jpeg,image/png,image/webp,image/heic,.heic',
  },
  document: {
    id: FILE_INPUT_ID.documents,
    input: 'document_file',
    remove: 'remove_document',
    accept: 'application/pdf,.pdf,image/jpeg,image/png',
  },
} as const

export type ReturnFilesProps = {
  kind: UploadKind
  label: string
  listLabel: string
  uploadLabel: string
  files: ReturnFile[]
  /** The running and refused uploads of this kind (with JavaScript only). */
  uploads: PendingUpload[]
  error: string | undefined
  /** A refused post without JavaScript focuses the input when the files are what is wrong. */
  autoFocus?: boolean
  live: { add: (files: File[]) => void; remove: (id: number) => void; dismiss: (key: string) => void } | null
}

/**
 * A file input of the return form with its files: with JavaScript each chosen file uploads at once (with
 * progress, a refusal said in the shopper's language, dismissable); without, the "upload" button posts them.
 * Each stored file has a Remove button (a submit naming the file without JavaScript).
 */
export function ReturnFiles(props: ReturnFilesProps) {
  const { t } = useLingui()
  const message = useReturnMessages()
  const k = KINDS[props.kind]
  const { live } = props
  // A document's limits differ from a photo's: its refusals have their own texts.
  const problemText = (problem: string) =>
    message(props.kind === 'document' && problem !== 'failed' ? `document_${problem}` : problem)
  return (
    <div className={styles.field}>
      <label htmlFor={k.id} className={styles.label}>
        {props.label}
      </label>
      <input
        id={k.id}
        type="file"
        name={k.input}
        multiple
        accept={k.accept}
        // biome-ignore lint/a11y/noAutofocus: only after a refused post without JavaScript, on the wrong input (conform focuses it live).
        autoFocus={props.autoFocus}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${k.id}-error` : undefined}
        onChange={
          live
            ? (event) => {
                live.add([...(event.currentTarget.files ?? [])])
                event.currentTarget.value = ''
              }
            : undefined
        }
      />
      {live ? null : (
        <button
          type="submit"
          name="intent"
          value="upload"
          className={buttonClass({ variant: 'secondary' })}
          formNoValidate
        >
          {props.uploadLabel}
        </button>
      )}
      {props.error ? (
        <p id={`${k.id}-error`} className={styles.error} role="alert">
          {message(props.error)}
        </p>
      ) : null}
      <ul className={styles.files} aria-label={props.listLabel}>
        {props.files.map((file) => (
          <li key={file.id} className={styles.check}>
            <span>{file.name || props.listLabel}</span>
            <button
              type={live ? 'button' : 'submit'}
              name={k.remove}
              value={file.id}
              formNoValidate
              className={buttonClass({ variant: 'secondary' })}
              onClick={live ? () => live.remove(file.id) : undefined}
            >
              <Trans>Remove</Trans> <span className="visually-hidden">{file.name}</span>
            </button>
          </li>
        ))}
        {props.uploads.map((upload) => (
          <li key={upload.key} className={styles.field}>
            <span>{upload.name}</span>
            {upload.problem ? (
              <>
                <span className={styles.error} role="alert">
                  {problemText(upload.problem)}
                </span>
                <button
                  type="button"
                  className={buttonClass({ variant: 'secondary' })}
                  onClick={() => live?.dismiss(upload.key)}
                >
                  <Trans>Dismiss</Trans>
                </button>
              </>
            ) : (
              <progress
                className={styles.progress}
                max={upload.total || 1}
                value={upload.loaded}
                aria-label={t`Uploading ${upload.name}`}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
