// The storefront's HTTP server (replaces `remix-serve`, whose behaviour it keeps: compression, immutable
// assets, public files, a request log). What it adds runs before Remix for every request — pages, resource
// routes and data requests alike, see app/lib/edge/:
//   - the shopper's address and the scheme from the connection, or from a proxy listed in TRUSTED_PROXIES;
//   - 400 for a path or query with NUL / control characters / invalid UTF-8, 403 for a cross-origin mutation,
//     415 for a non-JSON body to a JSON endpoint, each as a small translated page;
//   - the security headers of every answer (the document's CSP with its nonce comes from entry.server.tsx).
import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { createRequestHandler } from '@remix-run/express'
import { installGlobals } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import morgan from 'morgan'

const buildPath = new URL('./build/server/index.js', import.meta.url)
const build = await import(buildPath.href)
installGlobals({ nativeFetch: build.future.v3_singleFetch })
const { edge } = build.entry.module
edge.checkConfiguration()

// A per-process token: only headers this server sets carry it, so a shopper cannot forge the client address.
const edgeToken = randomBytes(24).toString('hex')
globalThis[edge.EDGE_TOKEN_KEY] = edgeToken

const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'
const app = express()
app.disable('x-powered-by')
// Express's own syntax: a hop count or a list of addresses/CIDRs; nobody by default.
const trusted = (process.env.TRUSTED_PROXIES ?? '').trim()
app.set('trust proxy', trusted === '' ? false : /^\d+$/.test(trusted) ? Number(trusted) : trusted.split(','))

app.use((req, res, next) => {
  for (const [name, value] of Object.entries(edge.baseSecurityHeaders(req.secure))) res.setHeader(name, value)
  next()
})
app.use(compression())
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: '1y' }))
// The public files are listed once at start: express.static would otherwise stat the disk before every page
// (issue 18: a file-system call per render). A file added to public/ needs a restart, as a deploy does anyway.
const publicDir = new URL('./public', import.meta.url).pathname
const publicFiles = new Set(
  readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${relative(publicDir, join(entry.parentPath ?? entry.path, entry.name))
          .split(sep)
          .join('/')}`,
    ),
)
const publicStatic = express.static(publicDir, { maxAge: '1h' })
app.use((req, res, next) => (publicFiles.has(decodedPath(req.path)) ? publicStatic(req, res, next) : next()))

function decodedPath(path) {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
app.use(morgan('tiny'))

/** A web Request with the incoming headers, for the pure checks and the translated edge pages. */
function webRequest(req) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
  }
  return new Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, { headers })
}

app.use(async (req, res, next) => {
  try {
    const request = webRequest(req)
    const verdict = edge.guardRequest(req.method, request.url, request.headers)
    if (!verdict.ok) {
      res.status(verdict.status)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Content-Security-Policy', edge.EDGE_PAGE_CSP)
      res.setHeader('Cache-Control', 'no-store')
      res.send(await edge.edgePage(verdict.reason, request))
      return
    }
  } catch {
    // An URL even `new URL` refuses is hostile too.
    res.status(400).type('text/plain').send('Bad request')
    return
  }
  for (const name of [edge.CLIENT_IP_HEADER, edge.EDGE_TOKEN_HEADER]) delete req.headers[name]
  req.headers[edge.CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? ''
  req.headers[edge.EDGE_TOKEN_HEADER] = edgeToken
  next()
})

// One fresh object per request: entry.server.tsx notes on it what its loaders ran into (see handleError).
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV, getLoadContext: () => ({}) }))

const server = app.listen(port, host, () => {
  console.log(`[storefront] http://localhost:${port} (listening on ${host})`)
})
// The local SIP stand-in for calls from the website (development and e2e only; see features/channels).
const { channelStandIns } = build.entry.module
if (channelStandIns?.enabled(process.env)) channelStandIns.attach(server)
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(console.error))
