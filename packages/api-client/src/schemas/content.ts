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
