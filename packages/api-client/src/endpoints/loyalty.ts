import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/loyalty.ts'

/** GET /api/loyalty/account/ — the signed-in customer's bonus card, level, balance and upcoming events. */
export const getLoyaltyAccount = (o: ApiClientOptions) => call(o, op.getLoyaltyAccount, {})

/** GET /api/loyalty/operations/ — the history of the bonus account, newest first. */
export const listLoyaltyOperations = (
  o: ApiClientOptions,
  query: { page?: number; page_size?: number } = {},
) => call(o, op.listLoyaltyOperations, { query })

/** GET /api/loyalty/operations/{id}/ — one operation; 404 when it is not the customer's. */
export const getLoyaltyOperation = (o: ApiClientOptions, id: number) =>
  call(o, op.getLoyaltyOperation, { params: { id } })

/** POST /api/loyalty/cards/check/ — what a card typed at checkout is and what it holds (400 with a `code`). */
export const checkLoyaltyCard = (o: ApiClientOptions, barcode: string) =>
  call(o, op.checkLoyaltyCard, { body: { barcode } })
