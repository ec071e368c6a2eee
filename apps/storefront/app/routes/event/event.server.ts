import { data, redirect } from '@remix-run/node'
import type { Params } from '@remix-run/react'
import { ApiError } from '@vitrina/api-client'
import { registrationRefusal } from '@vitrina/domain/event-registration'
import * as v from 'valibot'
import { notFound, nullWhenNotFound, siteName } from '../../features/catalog/listing.server.ts'
import { metaDescription, type PageSeo, pageTitle } from '../../features/catalog/seo-meta.ts'
import { eventHref } from '../../features/events/event-filters.ts'
import {
  type EventRefusal,
  type EventReply,
  REGISTERED_NOTICE_ID,
  REGISTERED_PARAM,
} from '../../features/events/event-registration-view.ts'
import { NO_STORE, readForm } from '../../features/orders/orders.server.ts'
import { storefrontContext } from '../../lib/context.server.ts'
import { parseForm } from '../../lib/forms/form-issues.ts'
import { loginHref } from '../../lib/links.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

const Slug = v.pipe(v.string(), v.minLength(1), v.maxLength(200))

function slugOf(params: Params): string {
  const slug = v.safeParse(Slug, params.event)
  if (!slug.success) notFound()
  return slug.output
}

/**
 * An event (spec §2 `/events/{event}`): its facts, and for a signed-in customer their registration for it. The
 * registration is the customer's own, so it is read only with a token (the page is then private, never cached).
 */
export async function loadEvent(request: Request, params: Params, now: Date) {
  const slug = slugOf(params)
  const context = await storefrontContext(request)
  const [event, mine] = await Promise.all([
    nullWhenNotFound(context.api.content.getEvent(slug)),
    context.token
      ? context.api.events.listEventRegistrations({ event: slug, page_size: 5 }).catch(() => null)
      : Promise.resolve(null),
  ])
  if (!event) notFound()
  const active = mine?.results.find((r) => r.state === 'new' || r.state === 'approved') ?? null
  const latest = active ?? mine?.results[0] ?? null
  const refusal = registrationRefusal(
    {
      startsAt: new Date(event.starts_at),
      durationMinutes: event.duration_minutes,
      capacity: event.capacity,
      taken: event.capacity === null ? 0 : event.capacity - (event.places_left ?? 0),
    },
    now,
  )
  const origin = requestOrigin(request)
  const site = siteName(context.company)
  const seo: PageSeo = {
    title: pageTitle(event.title, site),
    description: metaDescription(event.description),
    canonical: `${origin}${eventHref(event.slug)}`,
    image: null,
    siteName: site,
    locale: context.locale,
  }
  return {
    event,
    registration: latest,
    hasActive: active !== null,
    refusal,
    signedIn: Boolean(context.token),
    justRegistered: new URL(request.url).searchParams.has(REGISTERED_PARAM),
    origin,
    seo,
  }
}

const REFUSALS: Record<string, EventRefusal> = {
  event_full: 'full',
  event_past: 'past',
  already_registered: 'already',
}

/** The API's 409 code as the page says it; anything else is a failure to try again. */
function refusalOf(error: unknown): EventRefusal {
  const code = error instanceof ApiError && error.status === 409 ? error.code : undefined
  return (code && REFUSALS[code]) || 'failed'
}

/**
 * The registration form: only the pressed button (the API's operation takes no body; the event is the page's).
 * Parsed by conform like every form of the shop, so a refusal is conform's reply.
 */
export const EventRegistrationForm = v.object({ intent: v.literal('register') })

/**
 * "Register": a guest is sent to sign in and back here (spec §6, with the event's login prompt); a customer is
 * registered and sees their registration (303, so a reload does not post twice), or the reason it failed.
 */
export async function registerAction(request: Request, params: Params) {
  const slug = slugOf(params)
  const context = await storefrontContext(request)
  const submission = parseForm(await readForm(request), EventRegistrationForm)
  if (submission.status !== 'success') return data(null, { status: 400, headers: NO_STORE })
  if (!context.token) throw redirect(loginHref(eventHref(slug)), { status: 303 })
  try {
    await context.api.events.registerForEvent(slug)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      throw redirect(loginHref(eventHref(slug)), { status: 303 })
    if (error instanceof ApiError && error.status === 404) notFound()
    const refusal = refusalOf(error)
    if (refusal === 'failed') console.error('event: registration failed', error)
    const reply: EventReply = submission.reply({ formErrors: [refusal] })
    return data(reply, { status: 409, headers: NO_STORE })
  }
  return redirect(`${eventHref(slug)}?${REGISTERED_PARAM}#${REGISTERED_NOTICE_ID}`, {
    status: 303,
    headers: NO_STORE,
  })
}
