import { Trans } from '@lingui/react/macro'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from '@remix-run/react'
import { LoginPrompt } from '../../features/sign-in/login-prompt.tsx'
import { ProviderButtons } from '../../features/sign-in/provider-buttons.tsx'
import { useProviderName } from '../../features/sign-in/provider-name.tsx'
import * as styles from '../../features/sign-in/sign-in.css.ts'
import { signInInput } from '../../features/sign-in/sign-in-actors.ts'
import { SignInFlow } from '../../features/sign-in/sign-in-flow.tsx'
import type { LoginReply } from '../../features/sign-in/sign-in-rules.ts'
import { useLiveSteps } from '../../features/sign-in/use-live-steps.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { loadLogin, loginAction } from './login.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'signIn')

export const loader = ({ request }: LoaderFunctionArgs) => loadLogin(request)

export const action = ({ request }: ActionFunctionArgs) => loginAction(request)

// The machine's posts answer in place: the page's own data (returnUrl, phone view) never changes with them,
// and reloading it after the last one would race the machine's own redirect.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined ? defaultShouldRevalidate : false

/**
 * /login (issue 5): sign in with a code by SMS or call, or through an external provider, then back to
 * `returnUrl`; with the context prompt (cart, promo, tour) and, after a provider sent the shopper here, the
 * note that the provider's account gets linked.
 */
export default function LoginPage() {
  const { returnUrl, phoneView, providers, prompt, linking, providerFailed } = useLoaderData<typeof loader>()
  const reply: LoginReply | undefined = useActionData<typeof action>()
  const nameOf = useProviderName()
  // Above the keyed flow: a post's answer re-keys the flow, the loaded live steps stay.
  const live = useLiveSteps()
  const input = signInInput(returnUrl, reply)
  const providerName = linking ? nameOf(linking) : ''
  return (
    <section aria-labelledby="login-title" className={styles.page}>
      <h1 id="login-title" className={styles.title}>
        <Trans>Sign in</Trans>
      </h1>
      <LoginPrompt context={prompt} />
      {linking ? (
        <p className={styles.notice}>
          <Trans>
            Sign in with your phone number once: {providerName} will then be linked to your account.
          </Trans>
        </p>
      ) : null}
      <SignInFlow
        // A no-JavaScript post re-renders the page with the next step: the machine starts there.
        key={reply ? JSON.stringify(reply) : 'start'}
        input={!reply && providerFailed ? { ...input, error: 'provider-failed' } : input}
        phoneView={phoneView}
        resendAt={reply && reply.step !== 'done' ? reply.resendAt : null}
        reply={reply && reply.step !== 'done' ? reply.submission : undefined}
        live={live}
      />
      {linking ? null : <ProviderButtons providers={providers} returnUrl={returnUrl} />}
    </section>
  )
}
