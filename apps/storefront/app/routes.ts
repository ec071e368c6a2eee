import { index, layout, prefix, type RouteConfig, route } from '@remix-run/route-config'

/**
 * Every route of spec §2, registered explicitly (a table reads better than 80 file names). `routes/shop` is
 * the default layout (header, footer), `routes/bare` the empty one. Pages that later work fills render the
 * "coming soon" view from `routes/coming-soon`, registered under their own ids so each can be replaced alone.
 */
const soon = (path: string, id: string) => route(path, 'routes/coming-soon/route.tsx', { id: `soon:${id}` })

export const shopRoutes = [
  index('routes/home/route.tsx'),
  route('healthz', 'routes/healthz/route.ts'),
  route('login', 'routes/login/route.tsx'),
  route('logout', 'routes/logout/route.ts'),
  soon('company', 'company'),
  soon('contacts', 'contacts'),
  soon('favorites', 'favorites'),
  route('cart', 'routes/cart/route.tsx'),
  soon('cart/direct', 'cart-direct'),
  route('cart/delivery', 'routes/cart-delivery/route.tsx'),
  route('cart/delivery/api/:op', 'routes/cart-delivery-api/route.ts'),
  soon('cart/checkout/:order', 'checkout'),
  soon('cart/checkout/:orderId/sberpay', 'checkout-sberpay'),
  soon('cart/checkout/:orderId/yookassa', 'checkout-yookassa'),
  soon('cart/success/:order', 'cart-success'),
  soon('cart/tours', 'cart-tours'),
  soon('cart/tours/:productId/:tourId', 'cart-tour-item'),
  soon('cart/tours/room/:slug/:from/:dates/:nights/:tourists/:room/:date', 'cart-tour-room'),
  route('catalog', 'routes/catalog/route.tsx', { id: 'catalog' }),
  route('catalog/all-categories', 'routes/catalog/route.tsx', { id: 'catalog-all' }),
  route('catalog/:c1/:c2?/:c3?/:c4?', 'routes/category/route.tsx'),
  route('catalog/products/:product', 'routes/product/route.tsx'),
  soon('catalog/promotion/:promotion', 'promotion-listing'),
  route('catalog/search/:query', 'routes/search/route.tsx'),
  route('catalog/search', 'routes/search/route.tsx', { id: 'search-form' }),
  route('confirm-email', 'routes/confirm-email/route.tsx', { id: 'confirm-email-link' }),
  route('confirm-email/:result', 'routes/confirm-email/route.tsx'),
  soon('events', 'events'),
  soon('events/:event', 'event'),
  soon('promotions', 'promotions'),
  soon('promotions/:promotion', 'promotion'),
  soon('sections/:slug', 'section'),
  soon('go/:slug', 'go'),
  soon('shops', 'shops'),
  soon('shops/:region', 'shops-region'),
  soon('shops/:region/:outlet', 'shop'),
  soon('helpers/search-link', 'search-link'),
  route('m/catalog', 'routes/catalog/route.tsx', { id: 'm-catalog' }),
  soon('m/profile', 'm-profile'),
  soon('tours/go-to-main', 'tours-go-to-main'),
  soon('tours/search', 'tours-search'),
  soon('tours/section', 'tours-section'),
  soon('tours', 'tours'),
  // Up to five category segments before a tour's slug (and four before a hotel collection or hotel), each
  // with a /search/ variant: one splat route each, parsed by the page, because optional segments would be
  // exploded by the router into 2^n routes matched on every request (measured: route matching was the
  // largest CPU cost of a page render).
  soon('tours/*', 'tour'),
  soon('hotel-collections', 'hotel-collections'),
  soon('hotel-collections/*', 'hotel-collection'),
  soon('hotels/*', 'hotel'),
  route('screens/region', 'routes/region/route.tsx'),
  ...['webchat', 'catalog', 'login', 'call', 'list', 'balance'].map((s) =>
    soon(`screens/${s}`, `screen-${s}`),
  ),
  layout('routes/account/route.tsx', [
    ...prefix('my', [
      route('', 'routes/account-index/route.tsx', { id: 'my' }),
      route('profile', 'routes/profile/route.tsx'),
      ...[
        'balance-actions',
        'customer-documents',
        'event-registrations',
        'important-dates',
        'last-viewed',
        'orders',
        'orders/:order',
        'orders/:order/return/:orderItem',
        'personal-managers',
        'price-access',
        'purchases',
        'purchases/:sale',
        'reclamations',
        'reclamations/:reclamation',
        'subscriptions',
      ].map((path) => soon(path, `my-${path.replaceAll('/:', '-').replaceAll('/', '-')}`)),
    ]),
  ]),
  route('*', 'routes/fallback/route.tsx'),
]

export const bareRoutes = [
  soon('catalog/products/:product/reviews', 'product-reviews'),
  soon('static/*', 'static'),
  soon('oauth', 'oauth'),
  ...['sber', 'tbank', 'vk', 'yandex'].map((p) => soon(`oauth/callback/${p}`, `oauth-callback-${p}`)),
  ...['call', 'chatbot', 'salebot'].map((w) => soon(`webview/${w}`, `webview-${w}`)),
  layout('routes/account/route.tsx', { id: 'account-bare' }, [
    ...prefix('my', [
      soon('webview/price-access', 'my-webview-price-access'),
      soon('orders/:order/review', 'my-order-review'),
      soon('orders/:order/review/:orderItem', 'my-order-item-review'),
      soon('purchases/:sale/review', 'my-sale-review'),
      soon('purchases/:sale/review/:saleItem', 'my-sale-item-review'),
    ]),
  ]),
]

export default [
  route('robots.txt', 'routes/robots/route.ts'),
  route('sitemap.xml', 'routes/sitemap/route.ts'),
  layout('routes/shop/route.tsx', shopRoutes),
  layout('routes/bare/route.tsx', bareRoutes),
] satisfies RouteConfig
