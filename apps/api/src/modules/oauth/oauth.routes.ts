import { Hono } from 'hono'
import * as v from 'valibot'
import { requireCustomer } from '../../http/auth.middleware.ts'
import type { AppEnv } from '../../http/context.ts'
import { notFound } from '../../http/errors.ts'
import { readJson } from '../../http/validate.ts'
import {
  listProviders,
  OAUTH_PROVIDERS,
  type OAuthProvider,
  oauthLink,
  oauthSignIn,
} from './oauth.service.ts'

const ProviderData = v.object({
  code: v.pipe(v.string('code is required.'), v.minLength(1), v.maxLength(2048)),
  code_verifier: v.pipe(
    v.string('code_verifier is required.'),
    v.regex(/^[A-Za-z0-9._~-]{43,128}$/, 'Invalid PKCE code verifier.'),
  ),
  redirect_uri: v.pipe(v.string('redirect_uri is required.'), v.url(), v.maxLength(2048)),
})
const LinkBody = v.union(
  [v.object({ ticket: v.pipe(v.string(), v.regex(/^[a-f0-9]{40}$/, 'Invalid ticket.')) }), ProviderData],
  'Send a ticket or provider data.',
)

function providerOf(value: string | undefined): OAuthProvider {
  const provider = OAUTH_PROVIDERS.find((p) => p === value)
  if (!provider) throw notFound('Unknown sign-in provider.')
  return provider
}

export const oauthRoutes = new Hono<AppEnv>()
  .get('/api/v2/oauth/providers/', async (c) =>
    c.json({ results: await listProviders(c.var.deps, c.var.company.id) }),
  )
  .post('/api/v2/oauth/:provider/auth/', async (c) => {
    const provider = providerOf(c.req.param('provider'))
    const body = await readJson(c, ProviderData)
    return c.json(await oauthSignIn(c.var.deps, c.var.company.id, provider, body))
  })
  .post('/api/v2/oauth/:provider/link/', async (c) => {
    const me = requireCustomer(c)
    const provider = providerOf(c.req.param('provider'))
    const body = await readJson(c, LinkBody)
    return c.json(
      await oauthLink(c.var.deps, { companyId: c.var.company.id, customerId: me.id }, provider, body),
    )
  })
