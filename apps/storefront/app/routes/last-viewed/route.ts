import type { ActionFunctionArgs } from '@remix-run/node'
import { recordViewAction } from '../../features/customer-lists/product-lists.server.ts'

/**
 * POST /last-viewed/ (product=<id>): the page script records a guest's product view here after the page has
 * loaded, so the product page itself stays one shared copy in the page cache (a Set-Cookie on it would make
 * every guest's copy private). A customer's views are recorded by the product page's loader.
 */
export const action = ({ request }: ActionFunctionArgs) => recordViewAction(request)
