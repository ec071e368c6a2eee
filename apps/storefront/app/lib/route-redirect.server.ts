import { redirect } from '@remix-run/node'
import type { RouteRedirect } from '@vitrina/api-client'
import type * as v from 'valibot'
import type { StorefrontContext } from './context.server.ts'
import { SharedLoads } from './shared-loads.server.ts'

type Target = v.InferOutput<typeof RouteRedirect>['redirect']

/**
 * Redirect answers per company and path. The root loader asks for every page (spec §2: the route middleware
 * asks per path), so a busy page costs one lookup per minute instead of one per view; a moved path takes at
 * most that long to start redirecting. Keys come from URLs, hence the bound.
 */
const REDIRECT_TTL_MS = 60_000
const answers = new SharedLoads<string, Target>(REDIRECT_TTL_MS, 5_000)

/** The redirect the API has for this path, or null. A failed lookup counts as "not moved", uncached. */
export async function routeRedirectFor(context: StorefrontContext, pathname: string): Promise<Target> {
  try {
    return await answers.get(`${context.company.id}:${pathname}`, async () => {
      return (await context.api.content.getRouteRedirect(pathname)).redirect
    })
  } catch {
    return null
  }
}

/**
 * The route middleware of spec §2: asks the API whether this path moved. A relative target redirects within
 * the shop; an absolute one leaves it (a full page load). A failed lookup never breaks the page: the path is
 * then served as if nothing moved.
 */
export async function throwIfRedirected(context: StorefrontContext, url: URL): Promise<void> {
  const target = await routeRedirectFor(context, url.pathname)
  if (!target) return
  const status = target.permanent ? 301 : 302
  if (target.absolute) throw redirect(target.target, status)
  if (target.target.startsWith('/') && !target.target.startsWith('//')) throw redirect(target.target, status)
}
