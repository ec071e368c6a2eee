import { createHash, randomUUID } from 'node:crypto'
import { planDeviceRegistration } from '@vitrina/domain/device-registration'
import * as v from 'valibot'
import type { StorefrontContext } from '../../lib/context.server.ts'
import { readCookie } from '../../lib/cookies.server.ts'

/** What the browser posts: its PushSubscription as `toJSON()` gives it. */
export const SubscriptionBody = v.object({
  subscription: v.object({
    endpoint: v.pipe(v.string(), v.url(), v.maxLength(2000)),
    expirationTime: v.optional(v.nullable(v.number())),
    keys: v.object({
      p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,200}$/)),
      auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{10,100}$/)),
    }),
  }),
})

const DeviceCookie = v.object({ id: v.string(), deviceId: v.string() })
/** The application the API records for browsers of this storefront. */
export const WEB_APPLICATION = 'vitrina-web'

/** The device cookie (an object, which `readCookie` does not read); a failed parse when absent or foreign. */
async function storedDevice(context: Pick<StorefrontContext, 'cookies'>, request: Request) {
  const raw: unknown = await context.cookies.pushDevice.parse(request.headers.get('cookie'))
  return v.safeParse(DeviceCookie, raw)
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * Spec §4 device registration, on the server (the device cookies are HttpOnly): with no stored device the
 * device is created, else updated, but only when the token differs from the stored one; a signed-in
 * shopper's device is linked. Answers what was done and the cookies to set.
 */
export async function registerDevice(
  context: Pick<StorefrontContext, 'api' | 'cookies' | 'token'>,
  request: Request,
  subscription: v.InferOutput<typeof SubscriptionBody>['subscription'],
) {
  const stored = await storedDevice(context, request)
  const storedDigest = await readCookie(context.cookies.pushToken, request)
  const token = JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys })
  const plan = planDeviceRegistration({
    storedDeviceId: stored.success ? stored.output.id : null,
    // The plan compares tokens; the cookie keeps a digest, so the digest of the new token is what is compared.
    storedToken: typeof storedDigest === 'string' ? storedDigest : null,
    token: digest(token),
    signedIn: Boolean(context.token),
  })
  const cookies: string[] = []
  const services = context.api.services
  let id = stored.success ? stored.output.id : null
  if (plan.action === 'create') {
    const deviceId = randomUUID()
    const created = await services.createDevice({
      application: WEB_APPLICATION,
      device_id: deviceId,
      registration_id: token,
    })
    id = created.id
    cookies.push(await context.cookies.pushDevice.serialize({ id, deviceId }))
  } else if (plan.action === 'update' && stored.success) {
    await services.updateDevice(plan.id, {
      application: WEB_APPLICATION,
      device_id: stored.output.deviceId,
      registration_id: token,
    })
  }
  if (plan.action === 'create' || plan.action === 'update')
    cookies.push(await context.cookies.pushToken.serialize(digest(token)))
  const link = plan.action === 'link' || (plan.action !== 'none' && plan.link)
  if (link && id) await services.linkDevice(id)
  return { action: plan.action, linked: link, cookies }
}

/** Logout: the device stops receiving the customer's pushes (spec §4); failures are only logged (§8). */
export async function unlinkDevice(
  context: Pick<StorefrontContext, 'api' | 'cookies' | 'token'>,
  request: Request,
) {
  if (!context.token) return
  const stored = await storedDevice(context, request)
  if (!stored.success) return
  await context.api.services.unlinkDevice(stored.output.id).catch((error: unknown) => {
    console.error('sign-out: the push device was not unlinked', error)
  })
}

/** Sign-in: a browser that registered a device before has it linked to the customer now signed in. */
export async function linkDeviceOnSignIn(
  context: Pick<StorefrontContext, 'api' | 'cookies'>,
  request: Request,
) {
  const stored = await storedDevice(context, request)
  if (!stored.success) return
  await context.api.services.linkDevice(stored.output.id).catch((error: unknown) => {
    console.error('sign-in: the push device was not linked', error)
  })
}
