import { Hono } from 'hono'
import * as v from 'valibot'
import { requireCustomer } from '../../http/auth.middleware.ts'
import { clientIp } from '../../http/client-ip.ts'
import type { AppEnv } from '../../http/context.ts'
import { readJson, readQuery } from '../../http/validate.ts'
import { revokeToken, sendCode, verifyCode } from './auth.service.ts'
import { verifyLinkCode } from './link-codes.ts'

const Phone = v.pipe(
  v.string('The phone is required.'),
  v.trim(),
  v.minLength(1, 'This field is required.'),
  v.maxLength(32),
)
const Method = v.optional(v.picklist(['sms', 'call'], 'Method must be sms or call.'), 'sms')

const SendCodeQuery = v.object({ phone: Phone, method: Method })
const VerifyCodeBody = v.object({
  source: Phone,
  code: v.pipe(
    v.string('The code is required.'),
    v.trim(),
    v.regex(/^\d{4,6}$/, 'The code must be 4 to 6 digits.'),
  ),
  method: Method,
})

const LinkBody = v.object({
  id: v.pipe(v.number('id must be a customer id.'), v.integer(), v.minValue(1)),
  code: v.pipe(v.string('code is required.'), v.regex(/^[a-f0-9]{40}$/, 'Wrong code.')),
})

export const authRoutes = new Hono<AppEnv>()
  .post('/api/sms/send_code/', async (c) => {
    const query = readQuery(c, SendCodeQuery)
    const result = await sendCode(c.var.deps, {
      companyId: c.var.company.id,
      settings: c.var.company.settings,
      phone: query.phone,
      method: query.method,
      ip: clientIp(c),
    })
    return c.json(result, 201)
  })
  .post('/api/v2/auth/verify_code/', async (c) => {
    const body = await readJson(c, VerifyCodeBody)
    const { key } = await verifyCode(c.var.deps, {
      companyId: c.var.company.id,
      phone: body.source,
      code: body.code,
      method: body.method,
      ip: clientIp(c),
    })
    return c.json({ key })
  })
  .post('/api/auth-codes/verify/', async (c) => {
    const body = await readJson(c, LinkBody)
    return c.json(await verifyLinkCode(c.var.deps, c.var.company.id, body.id, body.code))
  })
  .post('/api/auth/logout/', async (c) => {
    requireCustomer(c)
    const tokenId = c.var.tokenId
    if (tokenId !== null) await revokeToken(c.var.deps, tokenId)
    return c.body(null, 204)
  })
