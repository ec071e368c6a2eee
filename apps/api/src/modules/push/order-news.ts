import { applySubscriptionChoices } from '@vitrina/domain/subscriptions'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { companies, customerSubscriptions, customers, orders } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'
import type { OutgoingMessage } from './notifier.ts'
import { kickPushDelivery, queuePush, recordPushMessage } from './push-outbox.ts'

/** What the customer reads about each state, in their language or else the shop's (Russian or English). */
const STATE_TEXT: Record<'en' | 'ru', Record<string, string>> = {
  en: {
    new: 'has been received',
    collecting: 'is being put together',
    collected: 'has been put together',
    ready: 'is ready',
    ready_delivery: 'is ready to be delivered',
    ready_pickup: 'is waiting for you at the pickup point',
    ready_pickup_now: 'is waiting for you at the pickup point',
    shipping: 'is on its way',
    done: 'has been completed. Thank you for shopping with us!',
    returned: 'has been returned',
    rejected: 'has been rejected',
    canceled: 'has been cancelled',
    expired: 'has been cancelled: it was not paid in time',
  },
  ru: {
    new: 'принят',
    collecting: 'собирается',
    collected: 'собран',
    ready: 'готов',
    ready_delivery: 'готов к доставке',
    ready_pickup: 'ждёт вас в пункте выдачи',
    ready_pickup_now: 'ждёт вас в пункте выдачи',
    shipping: 'в пути',
    done: 'выполнен. Спасибо за покупку!',
    returned: 'возвращён',
    rejected: 'отклонён',
    canceled: 'отменён',
    expired: 'отменён: он не был оплачен вовремя',
  },
}

export function orderStateText(language: string, number: string, state: string) {
  const lang = language.toLowerCase().startsWith('ru') ? 'ru' : 'en'
  const news = STATE_TEXT[lang][state] ?? (lang === 'ru' ? 'изменил статус' : 'has a new status')
  const title = lang === 'ru' ? `Заказ № ${number}` : `Order No. ${number}`
  return { title, body: lang === 'ru' ? `Заказ ${news}` : `Your order ${news}` }
}

/**
 * Records the news of an order's new state, in the transaction that changed it: one push message per order
 * and state (recorded again it is found, not repeated), queued for the customer's devices when their `orders`
 * subscription has push on. Email (confirmed addresses only) and SMS follow the same switches; they are
 * answered for the caller to send through the Notifier once the transaction has committed.
 */
export async function recordOrderNews(
  tx: Database,
  now: Date,
  order: { id: number; companyId: number; customerId: number; number: string; state: string },
): Promise<OutgoingMessage[]> {
  const [who] = await tx
    .select({
      phone: customers.phone,
      email: customers.email,
      emailConfirmed: customers.emailConfirmed,
      locale: customers.locale,
      settings: companies.settings,
    })
    .from(customers)
    .innerJoin(companies, eq(companies.id, customers.companyId))
    .where(and(eq(customers.id, order.customerId), eq(customers.companyId, order.companyId)))
  if (!who) return []
  const choices = await tx
    .select()
    .from(customerSubscriptions)
    .where(eq(customerSubscriptions.customerId, order.customerId))
  const channels = applySubscriptionChoices(choices).orders
  // The customer's own language when the shop knows it (customer-locale.ts), else the shop's.
  const shopLanguage = typeof who.settings.language === 'string' ? who.settings.language : 'en'
  const language = who.locale ?? shopLanguage
  const text = orderStateText(language, order.number, order.state)
  const messageId = await recordPushMessage(tx, {
    companyId: order.companyId,
    type: 'ORDER',
    value: String(order.id),
    ...text,
    media: null,
    dedupeKey: `order:${order.id}:state:${order.state}`,
  })
  if (messageId === null) return []
  if (channels.push)
    await queuePush(tx, now, {
      companyId: order.companyId,
      messageId,
      customerIds: [order.customerId],
      guests: false,
    })
  const line = `${text.title}. ${text.body}`
  const out: OutgoingMessage[] = []
  if (channels.email && who.email !== '' && who.emailConfirmed)
    out.push({ companyId: order.companyId, channel: 'email', to: who.email, text: line })
  if (channels.sms) out.push({ companyId: order.companyId, channel: 'sms', to: who.phone, text: line })
  return out
}

/**
 * Moves an order to a state (the shop's back office, through the staff endpoint) and tells the customer.
 * Answers null when the order is not the company's. The same state again changes nothing and sends nothing.
 */
export async function moveOrderState(deps: Deps, companyId: number, orderId: number, state: string) {
  const now = deps.clock.now()
  const result = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ state })
      .where(and(eq(orders.id, orderId), eq(orders.companyId, companyId)))
      .returning()
    if (!order) return null
    return { order, messages: await recordOrderNews(tx, now, order) }
  })
  if (!result) return null
  await sendAfterCommit(deps, result.messages)
  return { id: result.order.id, number: result.order.number, state: result.order.state }
}

/** Email and SMS after the commit (a rolled-back change must not be announced); pushes go to their sender. */
export async function sendAfterCommit(deps: Deps, messages: OutgoingMessage[]) {
  for (const message of messages) {
    try {
      await deps.notifier?.send(message)
    } catch (error) {
      deps.logger.warn({ err: error, channel: message.channel }, 'order notification not sent')
    }
  }
  kickPushDelivery(deps)
}
