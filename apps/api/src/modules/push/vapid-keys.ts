import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import webpush from 'web-push'
import { type Env, isWebPushEnabled } from '../../env.ts'
import type { VapidKeys } from './web-push-sender.ts'

/**
 * The VAPID key pair the API signs pushes with (one per deployment: every tenant's browsers subscribe with
 * its public half, which the company settings carry). From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set
 * (required in production, see env.ts); otherwise, in development, generated once and kept in
 * `<DATA_DIR>/vapid.json` so subscriptions survive restarts. null when push is off.
 */
export function resolveVapidKeys(env: Env): VapidKeys | null {
  if (!isWebPushEnabled(env)) return null
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
  if (env.NODE_ENV === 'production') return null
  const file = join(env.DATA_DIR, 'vapid.json')
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
    return { ...stored, subject: env.VAPID_SUBJECT }
  }
  const keys = webpush.generateVAPIDKeys()
  mkdirSync(dirname(file), { recursive: true })
  // Readable by the API's user only: it is a signing key.
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 })
  return { ...keys, subject: env.VAPID_SUBJECT }
}
