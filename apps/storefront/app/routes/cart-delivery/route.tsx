import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { firstInvalidInput, presentErrors } from '../../features/checkout/checkout-field-names.ts'
import { CheckoutForm } from '../../features/checkout/checkout-form.tsx'
import { type CheckoutValues, readCheckoutForm } from '../../features/checkout/checkout-form-data.ts'
import type { LiveCheckout as LiveCheckoutView } from '../../features/checkout/checkout-live.tsx'
import type { CheckoutView } from '../../features/checkout/checkout-view.ts'
import { loadPhoneRules } from '../../features/checkout/phone-rules.ts'
import { afterHydration } from '../../lib/after-hydration.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { checkoutAction, loadCheckoutPage } from './checkout-page.server.ts'

export const meta: MetaFunction = ({ matches }) => titleMeta(matches, 'checkout')

// A document answer of the action (no JavaScript) sends its cookie only through this export: removing a promo
// code rewrites the applied-codes cookie.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })
  const cookie = actionHeaders.get('Set-Cookie')
  if (cookie) headers.set('Set-Cookie', cookie)
  return headers
}

export const loader = ({ request }: LoaderFunctionArgs) => loadCheckoutPage(request)

export const action = ({ request }: ActionFunctionArgs) => checkoutAction(request)

/** /cart/delivery: the checkout (spec §2); sign-in is required (the loader sends guests to /login). */
export default function CheckoutPage() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const navigation = useNavigation()
  const locale = useLocale()
  const currency = useShopCurrency()
  // With the script, the machine takes over from what the server-rendered form holds at that moment.
  const [typed, setTyped] = useState<CheckoutValues | null>(null)
  // The full phone rules load when a phone field takes focus, not with the page (features/checkout/phone-rules.ts).
  useEffect(() => {
    const loadOnPhoneFocus = (event: FocusEvent) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'tel')
        loadPhoneRules().catch(() => {})
    }
    document.addEventListener('focusin', loadOnPhoneFocus)
    return () => document.removeEventListener('focusin', loadOnPhoneFocus)
  }, [])
  // The machine (xstate, ~15 kB gzip) loads once the page has hydrated, not with it (issue 18): until it
  // arrives the server-rendered form is live (it works without JavaScript), and what was typed in it is read
  // at the moment the machine takes over, so nothing is lost. If it cannot load, the form stays.
  const [LiveCheckout, setLiveCheckout] = useState<typeof LiveCheckoutView | null>(null)
  useEffect(() => {
    let current = true
    const cancel = afterHydration(() =>
      import('../../features/checkout/checkout-live.tsx')
        .then((module) => {
          if (!current) return
          const form = document.getElementById('checkout-form')
          const key = page.values.idempotencyKey
          setTyped(
            form instanceof HTMLFormElement ? readCheckoutForm(new FormData(form), () => key) : page.values,
          )
          setLiveCheckout(() => module.LiveCheckout)
        })
        .catch(() => {}),
    )
    return () => {
      current = false
      cancel()
    }
  }, [page.values])
  const settings = {
    ...page.settings,
    currency,
    locale: locale,
  }
  // With JavaScript the checkout machine drives the page; the server-rendered form is the no-script path.
  if (typed && LiveCheckout && !reply)
    return (
      <LiveCheckout
        start={{
          ...page,
          values: { ...typed, lines: page.values.lines, promoCodes: page.values.promoCodes },
        }}
        profile={page.profile}
        phone={page.profile.phone}
        {...settings}
      />
    )
  const state = reply ?? page
  const fieldErrors = presentErrors(state.submission?.error)
  const view: CheckoutView = {
    values: state.values,
    fieldErrors,
    focus: firstInvalidInput(fieldErrors),
    formError: state.formError,
    promoError: state.promoError,
    cardError: state.cardError,
    preview: state.preview,
    points: state.points,
    pointsCount: state.pointsCount,
    phone: page.profile.phone,
    busy: navigation.state !== 'idle',
  }
  return (
    <CheckoutForm
      // A new answer re-renders the uncontrolled fields with the values it carries.
      key={reply ? JSON.stringify(reply.values) : 'page'}
      view={view}
      {...settings}
    />
  )
}
