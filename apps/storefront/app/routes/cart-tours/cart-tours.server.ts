import { msg } from '@lingui/core/macro'
import { data, redirect } from '@remix-run/node'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../../features/catalog/cache-headers.server.ts'
import { siteName } from '../../features/catalog/listing.server.ts'
import { type PageSeo, pageTitle } from '../../features/catalog/seo-meta.ts'
import { lineInput } from '../../features/tours/tour-cart.server.ts'
import { cartItemHref, TOUR_CART_PATH } from '../../features/tours/tour-links.ts'
import { tourLineFacts } from '../../features/tours/tour-views.server.ts'
import { type StorefrontContext, storefrontContext } from '../../lib/context.server.ts'
import { createServerI18n } from '../../lib/i18n/messages.server.ts'
import { loginHref } from '../../lib/links.ts'

const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }

/** The tour cart is the customer's (spec §6: tour booking needs sign-in): a guest is sent to sign in first. */
export async function signedInContext(request: Request): Promise<StorefrontContext> {
  const context = await storefrontContext(request)
  if (!context.token) {
    const url = new URL(request.url)
    throw redirect(loginHref(`${url.pathname}${url.search}`), { headers: NO_STORE })
  }
  return context
}

/** `/cart/tours/`: the saved tour cart, re-priced and re-checked by the API on every visit. */
export async function loadTourCart(request: Request) {
  const context = await signedInContext(request)
  const [i18n, cart] = await Promise.all([createServerI18n(context.locale), context.api.tours.getTourCart()])
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(i18n._(msg`Tour cart`), site),
    description: '',
    canonical: null,
    image: null,
    siteName: site,
    locale: context.locale,
    noindex: true,
  }
  return data(
    {
      seo,
      total: cart.total,
      changed: cart.changed,
      lines: cart.lines.map((line) => ({
        key: line.key,
        facts: tourLineFacts(line),
        status: line.status,
        problem: line.problem,
        total: line.total,
        previousTotal: line.previous_total,
        href: cartItemHref(line.tour?.id ?? null, line.departure?.id ?? null, line.key),
      })),
    },
    { headers: NO_STORE },
  )
}

/** "Remove": the line leaves the cart; the others are stored again as they are. */
export async function tourCartAction(request: Request) {
  const context = await signedInContext(request)
  const form = await request.formData()
  const key = form.get('key')
  const cart = await context.api.tours.getTourCart()
  const lines = cart.lines.filter((line) => line.key !== key).map(lineInput)
  await context.api.tours.updateTourCart({ lines, save: true })
  throw redirect(`${TOUR_CART_PATH}?removed=1`, { status: 303, headers: NO_STORE })
}
