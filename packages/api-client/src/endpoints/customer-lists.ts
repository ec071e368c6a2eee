import { type ApiClientOptions, call } from '../http.ts'
import * as op from '../operations/customer-lists.ts'

/** GET /api/favorites/ — the favourite products, newest first, with today's price and stock. */
export const listFavourites = (o: ApiClientOptions) => call(o, op.listFavourites, {})
/** GET /api/favorites/ids/ — the favourite product ids (the hearts). */
export const listFavouriteIds = (o: ApiClientOptions) => call(o, op.listFavouriteIds, {})
/** PUT /api/favorites/{id}/ — 404 for a product of another company. */
export const addFavourite = (o: ApiClientOptions, id: number) => call(o, op.addFavourite, { params: { id } })
/** DELETE /api/favorites/{id}/ — 404 when it is not a favourite. */
export const removeFavourite = (o: ApiClientOptions, id: number) =>
  call(o, op.removeFavourite, { params: { id } })
/** POST /api/favorites/merge/ — a guest's device favourites into the account (sign-in). */
export const mergeFavourites = (o: ApiClientOptions, productIds: readonly number[]) =>
  call(o, op.mergeFavourites, { body: { product_ids: [...productIds] } })

/** GET /api/last-viewed/ */
export const listLastViewed = (o: ApiClientOptions) => call(o, op.listLastViewed, {})
/** POST /api/last-viewed/ — records a product view. */
export const recordLastViewed = (o: ApiClientOptions, productId: number) =>
  call(o, op.recordLastViewed, { body: { product_id: productId } })
/** POST /api/last-viewed/merge/ — a guest's device views (newest first) into the account. */
export const mergeLastViewed = (o: ApiClientOptions, productIds: readonly number[]) =>
  call(o, op.mergeLastViewed, { body: { product_ids: [...productIds] } })
/** DELETE /api/last-viewed/ */
export const clearLastViewed = (o: ApiClientOptions) => call(o, op.clearLastViewed, {})

/** GET /api/subscriptions/ */
export const getSubscriptions = (o: ApiClientOptions) => call(o, op.getSubscriptions, {})
/** PATCH /api/subscriptions/ — 400 `email_not_confirmed` when email is switched on unconfirmed. */
export const changeSubscription = (
  o: ApiClientOptions,
  change: { topic: 'orders' | 'promotions' | 'news'; channel: 'email' | 'push' | 'sms'; enabled: boolean },
) => call(o, op.changeSubscription, { body: change })

/** GET /api/important-dates/ — sorted by the next occurrence. */
export const listImportantDates = (o: ApiClientOptions) => call(o, op.listImportantDates, {})
/** POST /api/important-dates/ */
export const createImportantDate = (o: ApiClientOptions, body: { name: string; date: string }) =>
  call(o, op.createImportantDate, { body })
/** PATCH /api/important-dates/{id}/ — 404 when it is not the customer's. */
export const updateImportantDate = (o: ApiClientOptions, id: number, body: { name: string; date: string }) =>
  call(o, op.updateImportantDate, { params: { id }, body })
/** DELETE /api/important-dates/{id}/ — 404 when it is not the customer's. */
export const deleteImportantDate = (o: ApiClientOptions, id: number) =>
  call(o, op.deleteImportantDate, { params: { id } })
