import { data, redirect } from '@remix-run/node'
import { safeReturnUrl } from '@vitrina/domain/safe-href'
import * as v from 'valibot'
import { storefrontContext } from '../../lib/context.server.ts'
import { isScriptSubmission } from '../cart/script-marker.tsx'
import { PRIVATE_PAGE_CACHE_CONTROL } from '../catalog/cache-headers.server.ts'
import { cardDisplay, toCardView } from '../catalog/product-cards.ts'
import { heartAnchor } from './favourite-heart.tsx'
import { guestFavouriteCards, setFavourite } from './product-lists.server.ts'

const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }

/** /favorites: the shopper's favourites (the account's or the device's) as cards with today's prices. */
export async function loadFavourites(request: Request) {
  const context = await storefrontContext(request)
  const products = context.token
    ? (await context.api.customerLists.listFavourites()).results
    : await guestFavouriteCards(context, request)
  return data(
    {
      products: products.map(toCardView),
      display: cardDisplay(context.company),
      signedIn: Boolean(context.token),
    },
    { headers: NO_STORE },
  )
}

const Toggle = v.object({
  product: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number), v.minValue(1)),
  on: v.picklist(['0', '1']),
  returnTo: v.optional(v.string(), '/favorites/'),
})

/**
 * A heart's form: with JavaScript (a fetcher, `via=fetcher`) it answers `{ ok }`; without, it goes back to the
 * page the heart was on, at the heart. A malformed post is a 400, never a change.
 */
export async function toggleFavouriteAction(request: Request) {
  const form = Object.fromEntries(await request.formData())
  const parsed = v.safeParse(Toggle, form)
  if (!parsed.success) return data({ ok: false }, { status: 400, headers: NO_STORE })
  const { product, on, returnTo } = parsed.output
  const viaScript = isScriptSubmission(form)
  const context = await storefrontContext(request)
  const headers = new Headers(NO_STORE)
  try {
    const { setCookie } = await setFavourite(context, request, product, on === '1')
    if (setCookie) headers.append('Set-Cookie', setCookie)
  } catch (error) {
    console.error('favourites: the change failed', error)
    if (viaScript) return data({ ok: false }, { status: 502, headers })
    throw error
  }
  if (viaScript) return data({ ok: true }, { headers })
  const back = safeReturnUrl(returnTo, '/favorites/').split('#')[0]
  return redirect(`${back}#${heartAnchor(product)}`, { status: 303, headers })
}
