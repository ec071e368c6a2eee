import type { ActionFunctionArgs } from '@remix-run/node'
import { checkoutApi } from './checkout-api.server.ts'

/** POST /cart/delivery/api/{op}: the checkout machine's calls with JavaScript (see checkout-api.server.ts). */
export const action = ({ request, params }: ActionFunctionArgs) => checkoutApi(request, params.op)
