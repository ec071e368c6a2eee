import { IMPORTANT_DATE_NAME_MAX_LENGTH } from '@vitrina/domain/important-dates'
import { SUBSCRIPTION_CHANNELS, SUBSCRIPTION_TOPICS } from '@vitrina/domain/subscriptions'
import * as v from 'valibot'
import { ProductCard } from './catalog.ts'

/** Favourites or last viewed: products with today's price and stock in the caller's region, in list order. */
export const ProductListAnswer = v.object({ results: v.array(ProductCard) })
export type ProductListAnswer = v.InferOutput<typeof ProductListAnswer>

/** Just the ids of the favourites: what every page's hearts need. */
export const FavouriteIds = v.object({ ids: v.array(v.number()) })
export type FavouriteIds = v.InferOutput<typeof FavouriteIds>

const Channels = v.object({ email: v.boolean(), push: v.boolean(), sms: v.boolean() })
export const SubscriptionSettings = v.object({
  topics: v.array(v.object({ topic: v.picklist(SUBSCRIPTION_TOPICS), channels: Channels })),
  /** Email can be switched on only for a confirmed address (the storefront links to the confirmation). */
  email: v.object({ address: v.string(), confirmed: v.boolean() }),
})
export type SubscriptionSettings = v.InferOutput<typeof SubscriptionSettings>

export const SubscriptionChange = v.object({
  topic: v.picklist(SUBSCRIPTION_TOPICS, 'Unknown topic.'),
  channel: v.picklist(SUBSCRIPTION_CHANNELS, 'Unknown channel.'),
  enabled: v.boolean('enabled must be true or false.'),
})

export const ImportantDate = v.object({
  id: v.number(),
  name: v.string(),
  /** YYYY-MM-DD as entered (with its year). */
  date: v.string(),
  /** The next day it comes round, YYYY-MM-DD, and the days until then (0: today). */
  next_date: v.string(),
  days_until: v.number(),
})
export type ImportantDate = v.InferOutput<typeof ImportantDate>
export const ImportantDateList = v.object({ results: v.array(ImportantDate) })

/**
 * The name's bound is the domain's {@link IMPORTANT_DATE_NAME_MAX_LENGTH}: one number for the wire, the OpenAPI
 * `maxLength`, the API's check and the shopper's message, so none of them can drift from the others.
 */
export const ImportantDateBody = v.object({
  name: v.pipe(
    v.string('name is required.'),
    v.maxLength(IMPORTANT_DATE_NAME_MAX_LENGTH, `At most ${IMPORTANT_DATE_NAME_MAX_LENGTH} characters.`),
  ),
  date: v.pipe(v.string('date is required.'), v.maxLength(20, 'Enter the date as DD.MM.YYYY.')),
})
