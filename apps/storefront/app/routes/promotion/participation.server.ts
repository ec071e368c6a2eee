import { data, redirect } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { ApiError } from '@vitrina/api-client'
import * as v from 'valibot'
import { notFound } from '../../features/catalog/listing.server.ts'
import { promotionHref } from '../../features/content/content-links.ts'
import { NO_STORE } from '../../features/orders/orders.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { loginHref } from '../../lib/links.ts'

const Slug = v.pipe(v.string(), v.minLength(1), v.maxLength(200))
/** Back from signing in to take part: the page puts the focus on "Take part". */
export const JOIN_PARAM = 'join'
/** After taking part: the page says so (and shows the personal code) where the focus lands. */
export const JOINED_PARAM = 'joined'
export const PARTICIPATION_ID = 'participation'

export type ParticipationReply = { error: 'ended' | 'failed' }

/** A hotel page (spec §2 `/hotels/{product}-hotel`, no category segments needed). */
export function hotelHref(slug: string): string {
  return `/hotels/${encodeURIComponent(slug)}-hotel/`
}

export function searchFlags(search: URLSearchParams) {
  return { join: search.has(JOIN_PARAM), joined: search.has(JOINED_PARAM) }
}

/**
 * "Take part" (spec §2, §6: participation requires sign-in). A guest goes to sign in with the promotion's
 * prompt and comes back to the promotion; a customer takes part (idempotent in the API) and is sent back to
 * the page with 303, so a reload does not post again.
 */
export async function participationAction(request: Request, params: Params) {
  const slug = v.safeParse(Slug, params.promotion)
  if (!slug.success) notFound()
  const back = promotionHref(slug.output)
  const context = await storefrontContext(request)
  const toLogin = () => redirect(loginHref(`${back}?${JOIN_PARAM}`), { status: 303 })
  if (!context.token) throw toLogin()
  try {
    await context.api.promotions.joinPromotion(slug.output)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw toLogin()
    if (error instanceof ApiError && error.status === 404) notFound()
    if (!(error instanceof ApiError && error.status === 409)) console.error('promotion: join failed', error)
    const reply: ParticipationReply = {
      error: error instanceof ApiError && error.status === 409 ? 'ended' : 'failed',
    }
    return data(reply, { status: 409, headers: NO_STORE })
  }
  return redirect(`${back}?${JOINED_PARAM}#${PARTICIPATION_ID}`, { status: 303, headers: NO_STORE })
}
