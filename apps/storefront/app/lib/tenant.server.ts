/** Which company a request belongs to: by host (white-label domains), else the default company. */
export function parseTenantHosts(value: string): Map<string, number> {
  const map = new Map<string, number>()
  for (const pair of value.split(',')) {
    const [host, id] = pair.split('=').map((part) => part.trim().toLowerCase())
    const company = Number(id)
    if (host && Number.isInteger(company) && company > 0) map.set(host, company)
  }
  return map
}

/** The request's host without the port, lower-cased. */
export function requestHostname(request: Request): string {
  const host = request.headers.get('host') ?? new URL(request.url).host
  return host.replace(/:\d+$/, '').toLowerCase()
}

export function companyForHost(hostname: string, hosts: Map<string, number>, fallback: number): number {
  return hosts.get(hostname) ?? fallback
}
