import * as v from 'valibot'
import { channelSettingsEntries } from './channels.ts'
import { Paginated } from './common.ts'
import { DEFAULT_COMPANY_CURRENCY } from './defaults.ts'

const Nullable = <T extends v.GenericSchema>(s: T) => v.optional(v.nullable(s), null)

/**
 * A decorative setting (popups, footer, seller, app links): missing, null or malformed gives the default, so a
 * tenant's odd value turns one feature off instead of failing every page that reads the company.
 */
const Lenient = <T extends v.GenericSchema>(s: T, fallback: v.InferOutput<T>) => v.fallback(s, fallback)
const Text = Lenient(v.nullable(v.string()), null)
const Flag = Lenient(v.boolean(), false)
const NonNegative = (fallback: number) => Lenient(v.pipe(v.number(), v.minValue(0)), fallback)

const AnalyticsId = Lenient(
  v.nullable(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((id) => String(id).trim() || null),
    ),
  ),
  null,
)

/** §3 promotion_popup, defaults of §9: hidden 3 days after a close, shown after 5 s. */
export const PromotionPopupSettings = v.object({
  enable: Flag,
  timeout: NonNegative(5),
  hidden_days_after_close: NonNegative(3),
  title: Text,
  caption: Text,
  background: Text,
  slug: Text,
  /** A URL, or an image object with `url` (or `image`). */
  image: Lenient(
    v.nullable(
      v.union([
        v.string(),
        v.pipe(
          v.looseObject({ url: v.optional(v.string()), image: v.optional(v.string()) }),
          v.transform((image) => image.url ?? image.image ?? null),
        ),
      ]),
    ),
    null,
  ),
  is_get_promocode: Flag,
  is_float_image: Flag,
})
export type PromotionPopupSettings = v.InferOutput<typeof PromotionPopupSettings>
const PROMOTION_POPUP_DEFAULTS: PromotionPopupSettings = {
  enable: false,
  timeout: 5,
  hidden_days_after_close: 3,
  title: null,
  caption: null,
  background: null,
  slug: null,
  image: null,
  is_get_promocode: false,
  is_float_image: false,
}

/** §3 mobile app links and the "continue in the app" popup (closed-days default 10, §9). */
export const MobileAppLinks = v.object({ apple: Text, google: Text, common: Text })
export type MobileAppLinks = v.InferOutput<typeof MobileAppLinks>
export const MobileAppPopupSettings = v.object({
  app_name: Text,
  install_count: Lenient(v.nullable(v.pipe(v.union([v.string(), v.number()]), v.transform(String))), null),
  on_user_close_disable_days: NonNegative(10),
})
export type MobileAppPopupSettings = v.InferOutput<typeof MobileAppPopupSettings>

/** The legal seller shown in the seller tooltip (spec §2). */
export const SellerInfo = v.object({
  name: Text,
  address: Text,
  email: Text,
  phone: Text,
  registration_number: Text,
})
export type SellerInfo = v.InferOutput<typeof SellerInfo>

/**
 * Company settings (spec §3). Known keys are typed; unknown keys pass through so a tenant's
 * own backend may add settings without breaking the storefront.
 */
export const CompanySettings = v.looseObject({
  id: v.number(),
  name: v.string(),
  language: v.optional(v.string(), 'en'),
  currency: v.optional(v.string(), DEFAULT_COMPANY_CURRENCY),
  brand_name: v.optional(v.string(), ''),
  brand_color: v.optional(v.string(), '#222222'),
  logo: Nullable(v.string()),
  logo_square: Nullable(v.string()),
  site_meta: v.optional(
    v.object({ title: v.optional(v.string(), ''), description: v.optional(v.string(), '') }),
    { title: '', description: '' },
  ),
  /** Yandex Metrika counter and Google Tag Manager container ids; a counter id may come as a number. */
  web_analytics: Lenient(v.object({ ym: AnalyticsId, gtm: AnalyticsId }), { ym: null, gtm: null }),
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
  /**
   * §3 hidden flags: the product page's pickup (availability in outlets), its fast order ("Buy now", the
   * one-item checkout of /cart/direct/) and the listing cards' reviews.
   */
  is_pickup_hidden: v.optional(v.boolean(), false),
  is_fast_order_hidden: v.optional(v.boolean(), false),
  /**
   * The category pages' title for search engines, `{name}` standing for the category (e.g. "{name} — купить
   * в магазине «Тропа»"); null: "{name} — {brand}" like every page. See docs/decisions/020.
   */
  seo_category_name: Lenient(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
  is_listing_reviews_hidden: v.optional(v.boolean(), false),
  footer_text: v.optional(v.string(), ''),
  price_restriction: v.optional(
    v.object({
      is_enabled: v.boolean(),
      guest_message: Nullable(v.string()),
      level_message: Nullable(v.string()),
      no_level_message: Nullable(v.string()),
      /** Ids of the levels that see prices; null (or absent): every level does (issue 14). */
      allowed_level_ids: v.optional(v.nullable(v.array(v.number())), null),
    }),
    {
      is_enabled: false,
      guest_message: null,
      level_message: null,
      no_level_message: null,
      allowed_level_ids: null,
    },
  ),
  /** The public VAPID key browsers subscribe to web push with (spec §3 public settings); null: no push. */
  vapid_public_key: v.optional(v.nullable(v.string()), null),
  oauth_methods: v.optional(v.array(v.object({ slug: v.string() })), []),
  footer: Lenient(v.object({ is_origin_hidden: Flag }), { is_origin_hidden: false }),
  privacy_url: Text,
  terms_url: Text,
  seller: Lenient(v.nullable(SellerInfo), null),
  mobile_app: Lenient(MobileAppLinks, { apple: null, google: null, common: null }),
  mobile_app_popup: Lenient(MobileAppPopupSettings, {
    app_name: null,
    install_count: null,
    on_user_close_disable_days: 10,
  }),
  promotion_popup: Lenient(PromotionPopupSettings, PROMOTION_POPUP_DEFAULTS),
  /** Chat widgets and call from the website (spec §3, issue 16): schemas/channels.ts. */
  ...channelSettingsEntries,
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
