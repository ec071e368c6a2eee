import { Hono } from 'hono'
import * as v from 'valibot'
import { requireCustomer } from '../../http/auth.middleware.ts'
import type { AppEnv } from '../../http/context.ts'
import { requestStorefrontOrigin } from '../../http/storefront-origin.ts'
import { pathId, readJson } from '../../http/validate.ts'
import { confirmEmail, customerProfile, updateProfile } from './customers.service.ts'

const Name = v.optional(v.pipe(v.string(), v.maxLength(100, 'At most 100 characters.')))
const ProfilePatch = v.strictObject(
  {
    first_name: Name,
    last_name: Name,
    middle_name: Name,
    gender: v.optional(v.nullable(v.picklist(['female', 'male'], 'Gender must be female or male.'))),
    birthday: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
    email: v.optional(v.pipe(v.string(), v.maxLength(254, 'At most 254 characters.'))),
    kind: v.optional(v.picklist(['personal', 'legal'], 'Kind must be personal or legal.')),
    phone: v.optional(v.pipe(v.string(), v.maxLength(32))),
  },
  'Unknown field.',
)

export const customerRoutes = new Hono<AppEnv>()
  .get('/api/customers/me/', async (c) => {
    const me = requireCustomer(c)
    return c.json(await customerProfile(c.var.deps, c.var.company.id, me.id))
  })
  .patch('/api/customers/:id/', async (c) => {
    const me = requireCustomer(c)
    const targetId = pathId(c, 'id')
    const patch = await readJson(c, ProfilePatch)
    return c.json(
      await updateProfile(
        c.var.deps,
        { companyId: c.var.company.id, customerId: me.id, targetId, linkOrigin: requestStorefrontOrigin(c) },
        patch,
      ),
    )
  })
  .post('/api/customers/confirm-email/', async (c) => {
    const body = await readJson(
      c,
      v.object({ token: v.pipe(v.string(), v.regex(/^[a-f0-9]{40}$/, 'Invalid token.')) }),
    )
    return c.json(await confirmEmail(c.var.deps, c.var.company.id, body.token))
  })
