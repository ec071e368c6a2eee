import { CartUpdate } from '@vitrina/api-client/schemas/cart'
import { Hono } from 'hono'
import type { AppEnv } from '../../http/context.ts'
import { readJson } from '../../http/validate.ts'
import { getCart, updateCart } from './cart.service.ts'

export const cartRoutes = new Hono<AppEnv>()
  .get('/api/v2/cart/', async (c) =>
    c.json(
      await getCart(c.var.deps, {
        companyId: c.var.company.id,
        regionId: c.var.region.id,
        customerId: c.var.customer?.id ?? null,
        locale: c.var.locale,
      }),
    ),
  )
  .post('/api/v2/cart/', async (c) => {
    const body = await readJson(c, CartUpdate)
    const ctx = {
      companyId: c.var.company.id,
      regionId: c.var.region.id,
      customerId: c.var.customer?.id ?? null,
      locale: c.var.locale,
    }
    return c.json(
      await updateCart(c.var.deps, ctx, {
        items: body.items,
        promoCodes: body.promo_codes.map((p) => p.code),
        useBonuses: body.use_bonuses,
        save: body.save,
      }),
    )
  })
