import { Trans, useLingui } from '@lingui/react/macro'
import { Form, useNavigation, useSearchParams } from '@remix-run/react'
import type { PriceAccessStatus } from '@vitrina/api-client/schemas/legal'
import { userLevelText } from '@vitrina/domain/price-restriction'
import { Button, buttonClass } from '@vitrina/ui/button'
import { useEffect, useRef, useState } from 'react'
import * as styles from './legal.css.ts'
import type { PriceAccessReply } from './price-access.server.ts'
import {
  DOCUMENT_ACCEPT,
  type FormDocument,
  type SendProblem,
  type SubmitProblem,
  type UploadProblem,
} from './price-access-rules.ts'
import { usePriceAccessForm } from './use-price-access-form.ts'

type Props = {
  status: PriceAccessStatus
  level: { name: string; description?: string | null } | null
  reply: PriceAccessReply | undefined
  /** The page's own path: the shop's /my/price-access/ or the webview's /my/webview/price-access/. */
  path: string
}

function useProblemText() {
  const { t } = useLingui()
  return (problem: SubmitProblem | SendProblem | UploadProblem): string => {
    switch (problem) {
      case 'documents_required':
        return t`Documents must be added`
      case 'wait_for_uploads':
        return t`Wait for the uploads to finish`
      case 'too_large':
        return t`The file is too large: up to 15 MB`
      case 'wrong_format':
        return t`Wrong file format: PDF, JPEG, PNG, WebP or HEIC`
      case 'not_legal':
        return t`Price access is for legal entities: choose "Legal entity" in your profile first`
      case 'pending':
        return t`Your request is already being verified`
      case 'approved':
        return t`Price access is already granted`
      case 'failed':
        return t`Something went wrong. Please try again.`
    }
  }
}

/**
 * Price access (spec §1, §6): the state of the latest request (on approval, approved, rejected with the
 * manager's reason) and, when allowed, the request form with documents. Shared by the shop page and the webview.
 */
export function PriceAccessView({ status, level, reply, path }: Props) {
  const [params] = useSearchParams()
  const latest = status.latest
  return (
    <article className={styles.page} aria-labelledby="price-access-title">
      <h1 id="price-access-title" className={styles.title} tabIndex={-1}>
        <Trans>Price access</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>
          Wholesale prices are shown to verified legal entities. Send your company documents (charter, INN
          certificate, a signed card of the company), and a manager will check them.
        </Trans>
      </p>
      {latest?.state === 'on_approval' ? (
        <div className={styles.notice} role="status">
          <p className={styles.strong}>
            {params.get('sent') ? <Trans>Request sent.</Trans> : null}{' '}
            <Trans>Price access is being verified</Trans>
          </p>
          <p className={styles.muted}>
            <Trans>
              A manager checks the documents in business hours; prices appear once access is approved.
            </Trans>
          </p>
        </div>
      ) : null}
      {latest?.state === 'approved' ? (
        <div className={styles.success} role="status">
          <p className={styles.strong}>
            <Trans>Price access approved</Trans>
          </p>
          {level ? (
            <p className={styles.muted}>
              <Trans>Your level:</Trans> {userLevelText(level)}
            </p>
          ) : null}
        </div>
      ) : null}
      {latest?.state === 'rejected' ? (
        <div className={styles.problem} role="status">
          <p className={styles.strong}>
            <Trans>Price access was refused</Trans>
          </p>
          <p>
            <Trans>Reason:</Trans> {latest.reason}
          </p>
          <p className={styles.muted}>
            <Trans>Fix the documents and send a new request.</Trans>
          </p>
        </div>
      ) : null}
      {status.blocked_by === 'not_legal' ? (
        <div className={styles.notice}>
          <p>
            <Trans>Price access is for legal entities: choose "Legal entity" in your profile first.</Trans>
          </p>
          <a className={buttonClass({ variant: 'secondary' })} href="/my/profile/">
            <Trans>Go to the profile</Trans>
          </a>
        </div>
      ) : null}
      {status.can_request ? <RequestForm reply={reply} path={path} /> : null}
    </article>
  )
}

function RequestForm({ reply, path }: { reply: PriceAccessReply | undefined; path: string }) {
  const [scripted, setScripted] = useState(false)
  useEffect(() => setScripted(true), [])
  return scripted ? <LiveForm initial={reply?.documents ?? []} path={path} /> : <PlainForm reply={reply} />
}

/** Without JavaScript: pick files and upload them with the form, then send (or both at once). */
function PlainForm({ reply }: { reply: PriceAccessReply | undefined }) {
  const { t } = useLingui()
  const text = useProblemText()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={styles.section}
      aria-labelledby="request-title"
    >
      <h2 id="request-title" className={styles.subtitle}>
        <Trans>Request for price access</Trans>
      </h2>
      {(reply?.documents ?? []).map((d) => (
        <input key={d.id} type="hidden" name="document" value={`${d.id}:${d.name}`} />
      ))}
      <FileInput error={reply?.problem ? text(reply.problem) : null} />
      <button type="submit" name="intent" value="upload" className={buttonClass({ variant: 'secondary' })}>
        <Trans>Upload documents</Trans>
      </button>
      <DocumentList documents={reply?.documents ?? []} refused={reply?.refused ?? []} label={t`Documents`} />
      <div className={styles.actions}>
        <Button type="submit" name="intent" value="send" disabled={busy}>
          <Trans>Send for verification</Trans>
        </Button>
      </div>
    </Form>
  )
}

/** With JavaScript: files upload as soon as they are picked (the machine), the send waits for them. */
function LiveForm({ initial, path }: { initial: FormDocument[]; path: string }) {
  const { t } = useLingui()
  const text = useProblemText()
  const { snapshot, send } = usePriceAccessForm(initial, path)
  const { documents, uploading, refused, problem } = snapshot.context
  const problemRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (problem) problemRef.current?.focus()
  }, [problem])
  return (
    <form
      className={styles.section}
      aria-labelledby="request-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'submit' })
      }}
    >
      <h2 id="request-title" className={styles.subtitle}>
        <Trans>Request for price access</Trans>
      </h2>
      <FileInput error={null} onFiles={(files) => send({ type: 'files.add', files })} />
      {uploading.length > 0 ? (
        <p className={styles.muted} role="status">
          <Trans>Uploading:</Trans> {uploading.join(', ')}
        </p>
      ) : null}
      <DocumentList
        documents={documents}
        refused={refused}
        label={t`Documents`}
        onRemove={(id) => send({ type: 'document.remove', id })}
      />
      {problem ? (
        <p ref={problemRef} tabIndex={-1} className={styles.error} role="alert">
          {text(problem)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={snapshot.matches('sending')}>
          {snapshot.matches('sending') ? <Trans>Sending…</Trans> : <Trans>Send for verification</Trans>}
        </Button>
      </div>
    </form>
  )
}

function FileInput({ error, onFiles }: { error: string | null; onFiles?: (files: File[]) => void }) {
  return (
    <div className={styles.fileField}>
      <label htmlFor="price-access-file" className={styles.label}>
        <Trans>Company documents (PDF, JPEG, PNG, WebP or HEIC, up to 15 MB each)</Trans>
      </label>
      <input
        id="price-access-file"
        type="file"
        name="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        aria-describedby={error ? 'price-access-file-error' : undefined}
        aria-invalid={error ? true : undefined}
        onChange={
          onFiles
            ? (event) => {
                onFiles([...(event.currentTarget.files ?? [])])
                event.currentTarget.value = ''
              }
            : undefined
        }
      />
      {error ? (
        <p id="price-access-file-error" className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function DocumentList({
  documents,
  refused,
  label,
  onRemove,
}: {
  documents: FormDocument[]
  refused: { name: string; problem: UploadProblem }[]
  label: string
  onRemove?: (id: number) => void
}) {
  const text = useProblemText()
  return (
    <ul className={styles.list} aria-label={label}>
      {documents.map((d) => (
        <li key={d.id} className={styles.row}>
          <span>{d.name}</span>
          {onRemove ? (
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => onRemove(d.id)}
            >
              <Trans>Remove</Trans> <span className="visually-hidden">{d.name}</span>
            </button>
          ) : null}
        </li>
      ))}
      {refused.map((r) => (
        <li key={r.name} className={styles.row}>
          <span>{r.name}</span>
          <span className={styles.error} role="alert">
            {text(r.problem)}
          </span>
        </li>
      ))}
    </ul>
  )
}
