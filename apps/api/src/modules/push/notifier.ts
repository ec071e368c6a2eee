import type { Database } from '../../db/client.ts'
import { outbox } from '../../db/schema/index.ts'

/** An email or SMS to one customer, in their shop's language. */
export type OutgoingMessage = { companyId: number; channel: 'email' | 'sms'; to: string; text: string }

/**
 * Email and SMS leave the API through this (pushes go through the push outbox). A tenant plugs in a real
 * provider (SMTP, an SMS gateway) by implementing it and passing it as `deps.notifier`; the default records
 * messages in the development outbox (GET /api/dev/outbox/), so a test can see what would have been sent.
 */
export interface Notifier {
  send(message: OutgoingMessage): Promise<void>
}

export class DevOutboxNotifier implements Notifier {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outbox).values({
      companyId: message.companyId,
      channel: message.channel,
      to: message.to,
      text: message.text,
      createdAt: this.now(),
    })
  }
}
