export type PushSubscriptionJson = {
  endpoint: string
  expirationTime: null
  keys: { p256dh: string; auth: string }
}
export type ReceivedPush = {
  subscription: string
  payload: unknown
  text: string
  ttl: string | undefined
  urgency: string | undefined
  jwt: Record<string, unknown>
}
export type PushService = {
  url: string
  received: ReceivedPush[]
  refused: { subscription: string; status: number; reason: string }[]
  failNext: (...statuses: number[]) => void
  subscribe: (keys?: { id?: string; privateKey?: string; auth?: string }) => {
    id: string
    privateKey: string
    subscription: PushSubscriptionJson
  }
  expire: (id: string) => boolean
  waitFor: (subscription: string, timeoutMs?: number) => Promise<ReceivedPush>
  close: () => Promise<void>
}
export function startPushService(options?: {
  port?: number
  host?: string
  vapidPublicKey?: string
}): Promise<PushService>
