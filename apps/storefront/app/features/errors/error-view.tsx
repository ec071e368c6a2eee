import { Trans, useLingui } from '@lingui/react/macro'
import { isRouteErrorResponse, Link, useLocation } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import { useEffect } from 'react'
import { loginHref } from '../../lib/links.ts'
import { reloadOnChunkError } from './chunk-reload.ts'
import * as styles from './error-view.css.ts'

/** What a thrown error means to the shopper: status code and which of the spec's three views. */
export function describeError(error: unknown): { status: number; kind: 'not-found' | 'auth' | 'other' } {
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (status === 404) return { status, kind: 'not-found' }
  if (status === 401 || status === 403) return { status, kind: 'auth' }
  return { status, kind: 'other' }
}

/**
 * The error views of spec §2/§8: 404 "Page Not Found: {fullPath}"; 401 and 403 with code, title, description
 * and a Sign in button to /login (coming back here after); anything else with the code, a generic message
 * and a To catalog button.
 */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useLingui()
  const location = useLocation()
  useEffect(() => reloadOnChunkError(error), [error])
  const { status, kind } = describeError(error)
  const fullPath = `${location.pathname}${location.search}`
  return (
    <section className={styles.box} aria-labelledby="error-title">
      <p className={styles.code}>{status}</p>
      {kind === 'not-found' && (
        <>
          <h1 id="error-title" className={styles.title}>
            <Trans>Page Not Found: {fullPath}</Trans>
          </h1>
          <Link className={buttonClass()} to="/catalog/">
            <Trans>To catalog</Trans>
          </Link>
        </>
      )}
      {kind === 'auth' && (
        <>
          <h1 id="error-title" className={styles.title}>
            {status === 401 ? t`Authorization required` : t`Access restricted`}
          </h1>
          <p>
            {status === 401
              ? t`Sign in to see this page.`
              : t`Your account has no access to this page. Sign in with another account or contact the shop.`}
          </p>
          <Link className={buttonClass()} to={loginHref(fullPath)}>
            <Trans>Sign in</Trans>
          </Link>
        </>
      )}
      {kind === 'other' && (
        <>
          <h1 id="error-title" className={styles.title}>
            <Trans>Something went wrong</Trans>
          </h1>
          <p>
            <Trans>Please try again in a minute.</Trans>
          </p>
          <Link className={buttonClass()} to="/catalog/">
            <Trans>To catalog</Trans>
          </Link>
        </>
      )}
    </section>
  )
}
