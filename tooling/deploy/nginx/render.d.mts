// Types of render.mjs (plain JavaScript so operators run it with node alone; the e2e fixtures import it).
export function renderTemplate(template: string, values: Record<string, string>): string
export function upstreamServers(list: string): string
export function standaloneConfig(
  dir: string,
  options: {
    shopListen: string
    apiListen: string
    /** `host:port,host:port` */
    storefront: string
    /** `host:port,host:port` */
    api: string
    workers?: string
    /** a file for the access log (format: status method host uri upstream cache-status); none by default */
    accessLog?: string
  },
): string
