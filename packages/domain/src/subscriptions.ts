/**
 * Subscriptions (spec §1: email, push, SMS): per topic, each channel on or off. The topics are ours (the spec
 * names the channels only): what a shop writes about.
 */
export const SUBSCRIPTION_TOPICS = ['orders', 'promotions', 'news'] as const
export const SUBSCRIPTION_CHANNELS = ['email', 'push', 'sms'] as const

export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number]
export type SubscriptionChannel = (typeof SUBSCRIPTION_CHANNELS)[number]
export type SubscriptionMatrix = Record<SubscriptionTopic, Record<SubscriptionChannel, boolean>>

/**
 * What a customer gets before choosing: order news on every channel they can receive (it is about their own
 * purchases), no marketing until they ask for it (opt-in, as Russian advertising law and GDPR want).
 */
export function defaultSubscriptions(): SubscriptionMatrix {
  return {
    orders: { email: true, push: true, sms: true },
    promotions: { email: false, push: false, sms: false },
    news: { email: false, push: false, sms: false },
  }
}

/** The matrix with stored choices applied over the defaults; unknown topics or channels are ignored. */
export function applySubscriptionChoices(
  choices: readonly { topic: string; channel: string; enabled: boolean }[],
): SubscriptionMatrix {
  const matrix = defaultSubscriptions()
  for (const choice of choices) {
    if (!isSubscriptionTopic(choice.topic) || !isSubscriptionChannel(choice.channel)) continue
    matrix[choice.topic][choice.channel] = choice.enabled
  }
  return matrix
}

export const isSubscriptionTopic = (value: string): value is SubscriptionTopic =>
  (SUBSCRIPTION_TOPICS as readonly string[]).includes(value)
export const isSubscriptionChannel = (value: string): value is SubscriptionChannel =>
  (SUBSCRIPTION_CHANNELS as readonly string[]).includes(value)

export type SubscriptionRefusal = 'email_not_confirmed' | 'no_email'

/**
 * Whether a channel may be switched on: email needs a confirmed address (we never mail an address nobody
 * proved is theirs). Switching off is always allowed. null means allowed.
 */
export function subscriptionRefusal(
  channel: SubscriptionChannel,
  enabled: boolean,
  email: { address: string | null; confirmed: boolean },
): SubscriptionRefusal | null {
  if (!enabled || channel !== 'email') return null
  if (!email.address) return 'no_email'
  return email.confirmed ? null : 'email_not_confirmed'
}
