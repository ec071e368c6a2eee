// A real OpenID provider (npm `oidc-provider`) for the e2e journeys, standing in for Yandex ID and the
// others: the API is configured to use it (OAUTH_PROVIDERS in playwright.config.ts) and the browser signs in
// on its development login page (any login, any password; the login becomes the subject). Plain JavaScript:
// Node runs it as is, without a TypeScript loader in the e2e package.
import { createServer } from 'node:http'
import Provider from 'oidc-provider'

const port = Number(process.env.OIDC_PORT ?? 4149)
const issuer = `http://localhost:${port}`
const redirectUris = (process.env.OIDC_REDIRECT_URIS ?? '').split(',').filter(Boolean)
if (redirectUris.length === 0)
  throw new Error('OIDC_REDIRECT_URIS: the storefront callback URLs are required')

const client = { client_id: process.env.OIDC_CLIENT_ID, client_secret: process.env.OIDC_CLIENT_SECRET }
if (!client.client_id || !client.client_secret)
  throw new Error('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required')

const provider = new Provider(issuer, {
  clients: [{ ...client, redirect_uris: redirectUris }],
  pkce: { required: () => true },
  features: { devInteractions: { enabled: true } },
  findAccount: async (_ctx, id) => ({ accountId: id, claims: async () => ({ sub: id }) }),
  // A first-party test client: consent to `openid` is implied, so the journey is login and back.
  async loadExistingGrant(ctx) {
    const { client, session } = ctx.oidc
    const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId)
    if (grantId) return ctx.oidc.provider.Grant.find(grantId)
    const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
    grant.addOIDCScope('openid')
    await grant.save()
    return grant
  },
})

const server = createServer(provider.callback())
server.listen(port, () => console.log(`OpenID provider for e2e on ${issuer}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))
