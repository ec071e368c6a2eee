import { Trans } from '@lingui/react/macro'
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { buttonClass } from '@vitrina/ui/button'
import { useProviderName } from '../../features/sign-in/provider-name.tsx'
import * as styles from '../../features/sign-in/sign-in.css.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { loginHref } from '../../lib/links.ts'
import { loadOAuth } from './oauth.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'signIn')

export const loader = ({ request }: LoaderFunctionArgs) => loadOAuth(request)

/** /oauth (empty layout): starts an external sign-in, and tells a signed-in shopper how linking went. */
export default function OAuthPage() {
  const page = useLoaderData<typeof loader>()
  const nameOf = useProviderName()
  return (
    <section aria-labelledby="oauth-title" className={styles.page}>
      {page.view === 'unavailable' ? (
        <>
          <h1 id="oauth-title" className={styles.title}>
            <Trans>This sign-in method is not available</Trans>
          </h1>
          <Link to={loginHref(page.returnUrl)} className={buttonClass()}>
            <Trans>Sign in with your phone number</Trans>
          </Link>
        </>
      ) : (
        <ResultView view={page.view} providerName={nameOf(page.provider)} returnUrl={page.returnUrl} />
      )}
    </section>
  )
}

function ResultView({
  view,
  providerName,
  returnUrl,
}: {
  view: 'linked' | 'link-failed'
  providerName: string
  returnUrl: string
}) {
  return (
    <>
      <h1 id="oauth-title" className={styles.title}>
        {view === 'linked' ? <Trans>Account linked</Trans> : <Trans>Could not link the account</Trans>}
      </h1>
      {view === 'linked' ? (
        <p role="status" className={styles.lead}>
          <Trans>{providerName} is now linked to your account: you can sign in with it.</Trans>
        </p>
      ) : (
        <p role="alert" className={styles.error}>
          <Trans>
            Could not link {providerName} to your account. It may be linked to another account already.
          </Trans>
        </p>
      )}
      <Link to={returnUrl} className={buttonClass()}>
        {returnUrl.startsWith('/my/profile') ? <Trans>Back to profile</Trans> : <Trans>Continue</Trans>}
      </Link>
    </>
  )
}
