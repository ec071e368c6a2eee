import type { LoaderFunctionArgs } from '@remix-run/node'
import { cartCount } from '@vitrina/domain/cart'
import { readCartLines } from '../../features/cart/cart.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'

/**
 * The header's cart count for the page script. A guest's pages are the same for every guest (a shared page cache
 * keeps one copy per tenant, path, locale and region), so the count of this shopper's cart is asked for here,
 * after hydration, and never stored by a cache.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  const count = await readCartLines(context, request).then(cartCount, () => null)
  return Response.json({ count }, { headers: { 'Cache-Control': 'private, no-store' } })
}
