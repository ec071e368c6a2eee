import { auth } from '@vitrina/api-client/operations'
import { clientIp } from '../../http/client-ip.ts'
import { OperationRouter } from '../../http/operation.ts'
import { revokeToken, sendCode, verifyCode } from './auth.service.ts'
import { verifyLinkCode } from './link-codes.ts'

export const authRoutes = new OperationRouter()
  .on(auth.sendCode, (c, { query }) =>
    sendCode(c.var.deps, {
      companyId: c.var.company.id,
      phone: query.phone,
      method: query.method,
      ip: clientIp(c),
    }),
  )
  .on(auth.verifyCode, async (c, { body }) => {
    const { key } = await verifyCode(c.var.deps, {
      companyId: c.var.company.id,
      phone: body.source,
      code: body.code,
      method: body.method,
      ip: clientIp(c),
    })
    return { key }
  })
  .on(auth.verifyAuthLink, (c, { body }) => verifyLinkCode(c.var.deps, c.var.company.id, body.id, body.code))
  .on(auth.logout, async (c) => {
    const tokenId = c.var.tokenId
    if (tokenId !== null) await revokeToken(c.var.deps, tokenId)
    return null
  })
