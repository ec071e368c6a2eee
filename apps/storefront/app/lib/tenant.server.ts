/** The request's host without the port, lower-cased: which company it is comes from `@vitrina/domain/tenant-hosts`. */
export function requestHostname(request: Request): string {
  const host = request.headers.get('host') ?? new URL(request.url).host
  return host.replace(/:\d+$/, '').toLowerCase()
}
