import { customerLists as op } from '@vitrina/api-client/operations'
import type { Context } from 'hono'
import type { AppEnv, Customer } from '../../http/context.ts'
import { OperationRouter } from '../../http/operation.ts'
import {
  createImportantDate,
  deleteImportantDate,
  listImportantDates,
  updateImportantDate,
} from './important-dates.service.ts'
import {
  addFavourite,
  clearViews,
  favouriteIds,
  type ListCaller,
  listFavourites,
  listLastViewed,
  mergeFavourites,
  mergeViews,
  recordView,
  removeFavourite,
} from './product-lists.service.ts'
import { changeSubscription, getSubscriptions } from './subscriptions.service.ts'

const caller = (c: Context<AppEnv>, me: Customer): ListCaller => ({
  companyId: c.var.company.id,
  customerId: me.id,
  regionId: c.var.region.id,
})

/** The customer's own lists (issue 14): favourites, last viewed, subscriptions, important dates. */
export const customerListRoutes = new OperationRouter()
  .on(op.listFavourites, (c, { me }) => listFavourites(c.var.deps, caller(c, me)))
  .on(op.listFavouriteIds, async (c, { me }) => ({ ids: await favouriteIds(c.var.deps, caller(c, me)) }))
  .on(op.addFavourite, (c, { me, params }) => addFavourite(c.var.deps, caller(c, me), params.id))
  .on(op.removeFavourite, (c, { me, params }) => removeFavourite(c.var.deps, caller(c, me), params.id))
  .on(op.mergeFavourites, (c, { me, body }) => mergeFavourites(c.var.deps, caller(c, me), body.product_ids))
  .on(op.listLastViewed, (c, { me }) => listLastViewed(c.var.deps, caller(c, me)))
  .on(op.recordLastViewed, async (c, { me, body }) => {
    await recordView(c.var.deps, caller(c, me), body.product_id)
    return null
  })
  .on(op.mergeLastViewed, async (c, { me, body }) => {
    await mergeViews(c.var.deps, caller(c, me), body.product_ids)
    return null
  })
  .on(op.clearLastViewed, async (c, { me }) => {
    await clearViews(c.var.deps, caller(c, me))
    return null
  })
  .on(op.getSubscriptions, (c, { me }) => getSubscriptions(c.var.deps, caller(c, me)))
  .on(op.changeSubscription, (c, { me, body }) => changeSubscription(c.var.deps, caller(c, me), body))
  .on(op.listImportantDates, (c, { me }) => listImportantDates(c.var.deps, caller(c, me)))
  .on(op.createImportantDate, (c, { me, body }) => createImportantDate(c.var.deps, caller(c, me), body))
  .on(op.updateImportantDate, (c, { me, params, body }) =>
    updateImportantDate(c.var.deps, caller(c, me), params.id, body),
  )
  .on(op.deleteImportantDate, async (c, { me, params }) => {
    await deleteImportantDate(c.var.deps, caller(c, me), params.id)
    return null
  })
