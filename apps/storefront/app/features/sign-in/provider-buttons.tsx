import { Trans, useLingui } from '@lingui/react/macro'
import type { OAuthProvider } from '@vitrina/api-client/schemas'
import { buttonClass } from '@vitrina/ui/button'
import { useProviderName } from './provider-name.tsx'
import * as styles from './sign-in.css.ts'

/** The /oauth link that starts a provider's sign-in and comes back to `returnUrl`. */
export function oauthStartHref(provider: OAuthProvider, returnUrl: string): string {
  const query = new URLSearchParams({ provider })
  if (returnUrl !== '/') query.set('returnUrl', returnUrl)
  return `/oauth/?${query}`
}

/**
 * "External service login" of the login screen (spec §2): one link per offered provider. Plain links, so
 * they work without JavaScript; /oauth takes the shopper to the provider.
 */
export function ProviderButtons({
  providers,
  returnUrl,
}: {
  providers: readonly OAuthProvider[]
  returnUrl: string
}) {
  const { t } = useLingui()
  const nameOf = useProviderName()
  if (providers.length === 0) return null
  return (
    <nav aria-label={t`Other ways to sign in`} className={styles.providers}>
      <p className={styles.hint}>
        <Trans>Or sign in with</Trans>
      </p>
      <ul className={styles.providerList}>
        {providers.map((provider) => (
          <li key={provider}>
            <a href={oauthStartHref(provider, returnUrl)} className={buttonClass({ variant: 'secondary' })}>
              {nameOf(provider)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
