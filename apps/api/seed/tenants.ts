/** Company settings of spec §3 for the two demo tenants; every key the storefront reads is present. */
function baseSettings(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    chat_link: null,
    seo_category_name: null,
    landing_form: null,
    landing_form_image: null,
    voximplant: null,
    profile_orders_show_orders_tabs: true,
    navigation_goto_catalog_instead_of_modal: false,
    web_analytics: { ym: null, gtm: null },
    cart_checkout_show_bonuses_switcher: true,
    cart_checkout_show_consultant: true,
    product_selectors_auto_select_by_minimal_price: true,
    product_purchase_show_delivery_available_caption: true,
    product_properties_view: 'rows-column',
    phone_field_view: 'ru',
    promotion_popup: {
      enable: true,
      hidden_days_after_close: 3,
      timeout: 5,
      is_get_promocode: true,
      is_float_image: false,
      title: 'Welcome',
      caption: 'WELCOME10 gives 10% off your first order',
      background: '#ffffff',
      slug: 'welcome',
      image: null,
    },
    rocketchat: null,
    footer: { is_origin_hidden: false },
    footer_text: '',
    chat_bot_salebot: { online_chat_id: null, is_enable_on_site: false },
    is_pickup_hidden: false,
    is_fast_order_hidden: false,
    is_listing_reviews_hidden: false,
    product_image_ratio: '1:1',
    product_image_ratio_listing: '1:1',
    is_product_image_cover: false,
    outlet_name: 'shop',
    catalog_navigation_template: 'large',
    price_restriction: {
      is_enabled: false,
      guest_message: null,
      level_message: null,
      no_level_message: null,
    },
    yandex_maps_url: null,
    phone_calls_sip: null,
    schedule: 'Daily 09:00-21:00',
    mobile_app: { apple: null, google: null, common: null },
    mobile_app_popup: { app_name: null, install_count: null, on_user_close_disable_days: 10 },
    oauth_methods: [],
    privacy_url: '/static/privacy/',
    terms_url: '/static/terms/',
    oauth_clients: { yandex: null, tbank: null, sber: null, vk: null },
    yandex_pay: { merchant_id: null },
    images: { map_pins: {} },
    seller: null,
    ...overrides,
  }
}

export const DEMO_COMPANIES = [
  {
    id: 1,
    name: 'Тропа',
    settings: baseSettings({
      language: 'ru',
      currency: 'RUB',
      brand_name: 'Тропа',
      brand_color: '#2f6b3b',
      // Outdoor gear: sturdy condensed headings, square corners, a forest-green header on warm paper.
      theme: { font: 'humanist', heading_font: 'industrial', shape: 'sharp', header: 'brand', tone: 'warm' },
      logo: '/media/brand/1/logo.svg',
      logo_square: '/media/brand/1/logo-square.svg',
      site_meta: {
        title: 'Тропа — снаряжение для походов',
        description: 'Одежда, обувь и снаряжение для активного отдыха.',
      },
      footer_text: '© Тропа. Снаряжение для походов и путешествий.',
      product_image_ratio: '3:4',
      product_image_ratio_listing: '3:4',
      seller: {
        name: 'ООО «Тропа»',
        address: 'Москва, ул. Тверская, 7',
        email: 'shop@tropa.example',
        phone: '+74950000001',
        registration_number: '1157746000001',
      },
    }),
  },
  {
    id: 2,
    name: 'Wayfarer Travel',
    settings: baseSettings({
      language: 'en',
      currency: 'USD',
      brand_name: 'Wayfarer Travel',
      brand_color: '#1f5fa8',
      // Travel: a geometric face with book-like serif headings, pill buttons, a light header on cool white.
      theme: { font: 'geometric', heading_font: 'serif', shape: 'round', header: 'light', tone: 'cool' },
      logo: '/media/brand/2/logo.svg',
      logo_square: '/media/brand/2/logo-square.svg',
      site_meta: {
        title: 'Wayfarer Travel — tours and hotels',
        description: 'Guided tours and handpicked hotels.',
      },
      footer_text: '© Wayfarer Travel.',
      phone_field_view: 'other',
      navigation_goto_catalog_instead_of_modal: true,
      catalog_navigation_template: 'small',
      outlet_name: 'office',
      // Tours are neither delivered nor picked up, and their listings show no ratings: the other branch of
      // each flag the outdoor shop leaves on.
      product_purchase_show_delivery_available_caption: false,
      is_pickup_hidden: true,
      is_listing_reviews_hidden: true,
      product_properties_view: 'rows',
      cart_checkout_show_consultant: false,
      promotion_popup: { enable: false, hidden_days_after_close: 3, timeout: 5 },
      seller: {
        name: 'Wayfarer Travel LLC',
        address: 'St Petersburg, Nevsky pr. 28',
        email: 'hello@wayfarer.example',
        phone: '+78120000002',
        registration_number: '1177847000002',
      },
    }),
  },
] as const

export const DEMO_REGIONS = [
  { name: 'Moscow', nameRu: 'Москва', slug: 'moscow', latitude: 55.7558, longitude: 37.6173, priceFactor: 1 },
  {
    name: 'St Petersburg',
    nameRu: 'Санкт-Петербург',
    slug: 'spb',
    latitude: 59.9343,
    longitude: 30.3351,
    priceFactor: 0.97,
  },
  {
    name: 'Yekaterinburg',
    nameRu: 'Екатеринбург',
    slug: 'ekb',
    latitude: 56.8389,
    longitude: 60.6057,
    priceFactor: 0.95,
  },
] as const

/** Real places in each city, so outlet maps and distance sorting look right. */
export const DEMO_PLACES: Record<
  string,
  { name: string; address: string; mall: string | null; latitude: number; longitude: number }[]
> = {
  moscow: [
    { name: 'Tverskaya', address: 'Tverskaya St, 7', mall: null, latitude: 55.7579, longitude: 37.6133 },
    {
      name: 'Evropeisky',
      address: 'Kievskogo Vokzala Sq, 2',
      mall: 'Evropeisky',
      latitude: 55.7447,
      longitude: 37.5655,
    },
    {
      name: 'Aviapark',
      address: 'Khodynsky Blvd, 4',
      mall: 'Aviapark',
      latitude: 55.7905,
      longitude: 37.5312,
    },
    { name: 'Taganskaya', address: 'Taganskaya Sq, 12', mall: null, latitude: 55.7394, longitude: 37.6536 },
    {
      name: 'Paveletskaya',
      address: 'Paveletskaya Sq, 3',
      mall: null,
      latitude: 55.7306,
      longitude: 37.6383,
    },
  ],
  spb: [
    { name: 'Nevsky', address: 'Nevsky pr, 28', mall: null, latitude: 59.9357, longitude: 30.3256 },
    { name: 'Galeria', address: 'Ligovsky pr, 30A', mall: 'Galeria', latitude: 59.9272, longitude: 30.3603 },
    {
      name: 'Petrogradskaya',
      address: 'Kamennoostrovsky pr, 42',
      mall: null,
      latitude: 59.9663,
      longitude: 30.3114,
    },
    { name: 'Moskovskaya', address: 'Moskovsky pr, 186', mall: null, latitude: 59.8518, longitude: 30.3224 },
    {
      name: 'Vasileostrovskaya',
      address: '7th Line V.O., 40',
      mall: null,
      latitude: 59.9427,
      longitude: 30.2785,
    },
  ],
  ekb: [
    { name: 'Lenina', address: 'Lenina Ave, 25', mall: null, latitude: 56.8389, longitude: 60.6057 },
    { name: 'Grinvich', address: '8 Marta St, 46', mall: 'Grinvich', latitude: 56.8268, longitude: 60.5994 },
    { name: 'Malysheva', address: 'Malysheva St, 53', mall: null, latitude: 56.8363, longitude: 60.6122 },
    { name: 'Uralmash', address: 'Kosmonavtov Ave, 46', mall: null, latitude: 56.8877, longitude: 60.6057 },
    { name: 'Vokzalnaya', address: 'Vokzalnaya St, 22', mall: null, latitude: 56.8581, longitude: 60.6003 },
  ],
}
