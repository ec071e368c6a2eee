import { redirect } from '@remix-run/node'

/** /my is the orders list (spec §2). */
export const loader = () => redirect('/my/orders/')
