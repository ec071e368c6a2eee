import * as v from 'valibot'

export const Promotion = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  terms: v.string(),
  image: v.nullable(v.string()),
  active_since: v.string(),
  active_until: v.nullable(v.string()),
  product_ids: v.array(v.number()),
  /** Outlets where it runs, for the page's list and map (issue 15). */
  outlets: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      address: v.string(),
      latitude: v.number(),
      longitude: v.number(),
    }),
  ),
  /** Hotels in the promotion (travel tenants), linked as `/hotels/{slug}-hotel/`. */
  hotels: v.array(v.object({ id: v.number(), slug: v.string(), name: v.string() })),
  /** Customers can take part ("Take part", spec §2); `is_get_promocode`: taking part issues a personal code. */
  is_participation: v.boolean(),
  is_get_promocode: v.boolean(),
})
export const Event = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  description: v.string(),
  starts_at: v.string(),
  duration_minutes: v.number(),
  organizer: v.string(),
  speaker: v.nullable(v.string()),
  type: v.picklist(['offline', 'online']),
  terms: v.string(),
  /** Places in all (null: unlimited) and places still free. */
  capacity: v.nullable(v.number()),
  places_left: v.nullable(v.number()),
  /** Where an offline event takes place; null for online ones. */
  address: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
})
export const PageContent = v.object({
  slug: v.string(),
  kind: v.picklist(['static', 'section']),
  title: v.string(),
  body: v.string(),
  blocks: v.array(v.looseObject({ type: v.string() })),
})
export const RouteRedirect = v.object({
  redirect: v.nullable(v.object({ target: v.string(), permanent: v.boolean(), absolute: v.boolean() })),
})
