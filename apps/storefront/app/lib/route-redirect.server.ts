import { redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import type { StorefrontContext } from './context.server.ts'

/**
 * The route middleware of spec §2: asks the API whether this path moved. A relative target redirects within
 * the shop; an absolute one leaves it (a full page load). A failed lookup never breaks the page: the path is
 * then served as if nothing moved.
 */
export async function throwIfRedirected(context: StorefrontContext, url: URL): Promise<void> {
  const answer = await context.api.content.getRouteRedirect(url.pathname).catch((error: unknown) => {
    if (error instanceof ApiError && error.status < 500) return { redirect: null }
    return { redirect: null }
  })
  const target = answer.redirect
  if (!target) return
  const status = target.permanent ? 301 : 302
  if (target.absolute) throw redirect(target.target, status)
  if (target.target.startsWith('/') && !target.target.startsWith('//')) throw redirect(target.target, status)
}
