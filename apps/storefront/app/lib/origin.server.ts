/**
 * The shop's public origin for absolute links (canonical, sitemap, Open Graph): the request's own host, since
 * each tenant is served on its own domain. The scheme is the request URL's: server.mjs builds it from the
 * connection, or from X-Forwarded-Proto only when the proxy that sent it is trusted (TRUSTED_PROXIES).
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url)
  const host = request.headers.get('host') ?? url.host
  return `${url.protocol}//${host}`
}
