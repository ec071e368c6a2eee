import * as v from 'valibot'
import { Paginated } from './common.ts'

const Nullable = <T extends v.GenericSchema>(s: T) => v.optional(v.nullable(s), null)

/**
 * Company settings (spec §3). Known keys are typed; unknown keys pass through so a tenant's
 * own backend may add settings without breaking the storefront.
 */
export const CompanySettings = v.looseObject({
  id: v.number(),
  name: v.string(),
  language: v.optional(v.string(), 'en'),
  currency: v.optional(v.string(), 'USD'),
  brand_name: v.optional(v.string(), ''),
  brand_color: v.optional(v.string(), '#222222'),
  logo: Nullable(v.string()),
  logo_square: Nullable(v.string()),
  site_meta: v.optional(
    v.object({ title: v.optional(v.string(), ''), description: v.optional(v.string(), '') }),
    { title: '', description: '' },
  ),
  web_analytics: v.optional(v.object({ ym: Nullable(v.string()), gtm: Nullable(v.string()) }), {
    ym: null,
    gtm: null,
  }),
  navigation_goto_catalog_instead_of_modal: v.optional(v.boolean(), false),
  profile_orders_show_orders_tabs: v.optional(v.boolean(), false),
  cart_checkout_show_bonuses_switcher: v.optional(v.boolean(), false),
  cart_checkout_show_consultant: v.optional(v.boolean(), false),
  product_selectors_auto_select_by_minimal_price: v.optional(v.boolean(), false),
  product_purchase_show_delivery_available_caption: v.optional(v.boolean(), false),
  product_properties_view: v.optional(v.string(), 'rows-column'),
  phone_field_view: v.optional(v.string(), 'ru'),
  product_image_ratio: v.optional(v.string(), '1:1'),
  product_image_ratio_listing: v.optional(v.string(), '1:1'),
  is_product_image_cover: v.optional(v.boolean(), false),
  outlet_name: v.optional(v.string(), 'shop'),
  catalog_navigation_template: v.optional(v.string(), 'large'),
  footer_text: v.optional(v.string(), ''),
  price_restriction: v.optional(
    v.object({
      is_enabled: v.boolean(),
      guest_message: Nullable(v.string()),
      level_message: Nullable(v.string()),
      no_level_message: Nullable(v.string()),
    }),
    { is_enabled: false, guest_message: null, level_message: null, no_level_message: null },
  ),
  oauth_methods: v.optional(v.array(v.object({ slug: v.string() })), []),
})
export type CompanySettings = v.InferOutput<typeof CompanySettings>

export const Region = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  sort: v.number(),
})
export type Region = v.InferOutput<typeof Region>
export const RegionPage = Paginated(Region)

export const GeoipAnswer = v.object({
  region: v.nullable(
    v.object({
      id: v.number(),
      name: v.string(),
      slug: v.string(),
      latitude: v.number(),
      longitude: v.number(),
    }),
  ),
  determined: v.boolean(),
})
