import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { CheckoutForm } from '../../features/checkout/checkout-form.tsx'
import { LiveCheckout } from '../../features/checkout/checkout-live.tsx'
import type { CheckoutView } from '../../features/checkout/checkout-view.ts'
import { useHydrated } from '../../features/sign-in/use-countdown.ts'
import { useRootData } from '../../root.tsx'
import { checkoutAction, loadCheckoutPage } from './checkout-page.server.ts'

export const meta: MetaFunction = () => [{ title: 'Checkout' }, { name: 'robots', content: 'noindex' }]

export const headers: HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL })

export const loader = ({ request }: LoaderFunctionArgs) => loadCheckoutPage(request)

export const action = ({ request }: ActionFunctionArgs) => checkoutAction(request)

/** /cart/delivery: the checkout (spec §2); sign-in is required (the loader sends guests to /login). */
export default function CheckoutPage() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const navigation = useNavigation()
  const root = useRootData()
  const hydrated = useHydrated()
  const settings = {
    ...page.settings,
    currency: root?.company.currency ?? 'USD',
    locale: root?.locale ?? 'en',
  }
  // With JavaScript the checkout machine drives the page; the server-rendered form is the no-script path.
  if (hydrated && !reply)
    return <LiveCheckout start={page} profile={page.profile} phone={page.profile.phone} {...settings} />
  const state = reply ?? page
  const view: CheckoutView = {
    values: state.values,
    errors: state.errors,
    formError: state.formError,
    preview: state.preview,
    points: state.points,
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
