import { auth } from '@vitrina/api-client/operations'
import { OperationRouter } from '../../http/operation.ts'
import { requestStorefrontOrigin } from '../../http/storefront-origin.ts'
import { confirmEmail, customerProfile, updateProfile } from './customers.service.ts'

export const customerRoutes = new OperationRouter()
  .on(auth.getMe, (c, { me }) => customerProfile(c.var.deps, c.var.company.id, me.id))
  .on(auth.updateCustomer, (c, { me, params, body }) =>
    updateProfile(
      c.var.deps,
      {
        companyId: c.var.company.id,
        customerId: me.id,
        targetId: params.id,
        linkOrigin: requestStorefrontOrigin(c),
      },
      body,
    ),
  )
  .on(auth.confirmEmail, (c, { body }) => confirmEmail(c.var.deps, c.var.company.id, body.token))
