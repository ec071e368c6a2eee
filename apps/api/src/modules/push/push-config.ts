import type { Env } from '../../env.ts'
import { resolveVapidKeys } from './vapid-keys.ts'
import { type PushSender, WebPushSender } from './web-push-sender.ts'

/**
 * The push sender this deployment uses, or undefined when push is off. Plain-HTTP push endpoints (the local
 * stand-in) are accepted outside production only: real push services are HTTPS.
 */
export function pushSenderFromEnv(env: Env): PushSender | undefined {
  const keys = resolveVapidKeys(env)
  if (!keys) return undefined
  return new WebPushSender(keys, { allowHttp: env.NODE_ENV !== 'production' })
}
