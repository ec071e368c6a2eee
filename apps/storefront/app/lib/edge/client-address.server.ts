/**
 * The shopper's address as the storefront's own server (server.mjs) saw it: the connection's peer, or what a
 * configured trusted proxy reported. server.mjs removes any incoming copy of these headers and sets them with a
 * per-process token, so a header a shopper sends can never pose as the edge's word (and under a server without
 * the edge, e.g. `remix vite:dev`, there is no token and no address).
 */
export const EDGE_TOKEN_KEY = Symbol.for('vitrina.edge-token')
export const CLIENT_IP_HEADER = 'x-vitrina-client-ip'
export const EDGE_TOKEN_HEADER = 'x-vitrina-edge'

export function edgeClientIp(request: Request): string | undefined {
  const token = (globalThis as Record<symbol, unknown>)[EDGE_TOKEN_KEY]
  if (typeof token !== 'string' || token.length < 16) return undefined
  if (request.headers.get(EDGE_TOKEN_HEADER) !== token) return undefined
  return request.headers.get(CLIENT_IP_HEADER) ?? undefined
}
