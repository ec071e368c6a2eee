/**
 * The shop's public origin for absolute links (canonical, sitemap, Open Graph): the request's own host, since
 * each tenant is served on its own domain. Behind a TLS-terminating proxy, X-Forwarded-Proto says https.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url)
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const host = request.headers.get('host') ?? url.host
  return `${proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '')}://${host}`
}
