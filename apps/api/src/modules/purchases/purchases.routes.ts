import { Hono } from 'hono'
import * as v from 'valibot'
import { requireCustomer } from '../../http/auth.middleware.ts'
import type { AppEnv } from '../../http/context.ts'
import { pathId, readQuery } from '../../http/validate.ts'
import { listPurchases, loadPurchase } from './purchases.service.ts'

const ListQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/), v.transform(Number), v.minValue(1)), '1'),
  page_size: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.minValue(1), v.maxValue(50)),
    '10',
  ),
})

/** In-outlet purchases ("sales") of the signed-in customer (spec §2 /my/purchases, §3 "Sale"). */
export const purchaseRoutes = new Hono<AppEnv>()
  .get('/api/sales/', async (c) => {
    const me = requireCustomer(c)
    const q = readQuery(c, ListQuery)
    return c.json(
      await listPurchases(
        c.var.deps,
        { companyId: c.var.company.id, customerId: me.id },
        q.page,
        q.page_size,
      ),
    )
  })
  .get('/api/sales/:id/', async (c) => {
    const me = requireCustomer(c)
    return c.json(
      await loadPurchase(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, pathId(c, 'id')),
    )
  })
