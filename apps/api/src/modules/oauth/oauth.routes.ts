import { services } from '@vitrina/api-client/operations'
import { OperationRouter } from '../../http/operation.ts'
import { listProviders, oauthLink, oauthSignIn } from './oauth.service.ts'

export const oauthRoutes = new OperationRouter()
  .on(services.listOAuthProviders, async (c) => ({
    results: await listProviders(c.var.deps, c.var.company.id),
  }))
  .on(services.oauthSignIn, (c, { params, body }) =>
    oauthSignIn(c.var.deps, c.var.company.id, params.provider, body),
  )
  .on(services.linkOAuth, (c, { me, params, body }) =>
    oauthLink(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, params.provider, body),
  )
