import { index, layout, prefix, type RouteConfig, route } from '@remix-run/route-config'

/**
 * Every route of spec §2, registered explicitly (a table reads better than 80 file names). `routes/shop` is
 * the default layout (header, footer), `routes/bare` the empty one. Every one of them is
 * a real page now (the "coming soon" placeholder they started from is gone).
 */

export const shopRoutes = [
  index('routes/home/route.tsx'),
  route('healthz', 'routes/healthz/route.ts'),
  route('login', 'routes/login/route.tsx'),
  route('logout', 'routes/logout/route.ts'),
  route('sw.js', 'routes/service-worker/route.ts'),
  route('push/device', 'routes/push-device/route.ts'),
  route('push/click/:id', 'routes/push-click/route.ts'),
  route('company', 'routes/company/route.tsx'),
  route('contacts', 'routes/contacts/route.tsx'),
  route('favorites', 'routes/favorites/route.tsx'),
  route('last-viewed', 'routes/last-viewed/route.ts'),
  route('cart', 'routes/cart/route.tsx'),
  route('cart/count', 'routes/cart-count/route.ts'),
  route('cart/direct', 'routes/cart-direct/route.tsx'),
  route('cart/delivery', 'routes/cart-delivery/route.tsx'),
  route('cart/delivery/api/:op', 'routes/cart-delivery-api/route.ts'),
  // Paying and the order-placed page are the customer's own: behind the same sign-in gate as /my.
  layout('routes/account/route.tsx', { id: 'account-checkout' }, [
    route('cart/checkout/:order', 'routes/checkout-payment/route.tsx'),
    route('cart/checkout/:orderId/sberpay', 'routes/checkout-return/route.tsx', { id: 'checkout-sberpay' }),
    route('cart/checkout/:orderId/yookassa', 'routes/checkout-return/route.tsx', { id: 'checkout-yookassa' }),
    route('cart/success/:order', 'routes/checkout-success/route.tsx'),
  ]),
  route('cart/tours', 'routes/cart-tours/route.tsx'),
  route('cart/tours/:productId/:tourId', 'routes/cart-tour-item/route.tsx'),
  route(
    'cart/tours/room/:slug/:from/:dates/:nights/:tourists/:room/:date',
    'routes/cart-tour-room/route.tsx',
  ),
  route('catalog', 'routes/catalog/route.tsx', { id: 'catalog' }),
  route('catalog/all-categories', 'routes/catalog/route.tsx', { id: 'catalog-all' }),
  route('catalog/:c1/:c2?/:c3?/:c4?', 'routes/category/route.tsx'),
  route('catalog/products/:product', 'routes/product/route.tsx'),
  route('catalog/promotion/:promotion', 'routes/promotion-listing/route.tsx'),
  route('catalog/search/:query', 'routes/search/route.tsx'),
  route('catalog/search', 'routes/search/route.tsx', { id: 'search-form' }),
  route('confirm-email', 'routes/confirm-email/route.tsx', { id: 'confirm-email-link' }),
  route('confirm-email/:result', 'routes/confirm-email/route.tsx'),
  route('events', 'routes/events/route.tsx'),
  route('events/:event', 'routes/event/route.tsx'),
  route('promotions', 'routes/promotions/route.tsx'),
  route('promotions/:promotion', 'routes/promotion/route.tsx'),
  route('sections/:slug', 'routes/section/route.tsx'),
  route('go/:slug', 'routes/go/route.ts'),
  route('shops', 'routes/shops/route.tsx', { id: 'shops' }),
  route('shops/places', 'routes/shops-places/route.ts'),
  route('shops/:region', 'routes/shops/route.tsx', { id: 'shops-region' }),
  route('shops/:region/:outlet', 'routes/shops-outlet/route.tsx'),
  // The local ymaps3 stand-in (features/maps/README.md): a 404 in production unless VITRINA_MAPS_STAND_IN=1.
  route('maps/stand-in/v3', 'routes/maps-stand-in/route.ts'),
  route('helpers/search-link', 'routes/helpers-search-link/route.tsx'),
  route('m/catalog', 'routes/catalog/route.tsx', { id: 'm-catalog' }),
  route('tours/go-to-main', 'routes/tours-go-to-main/route.ts'),
  route('tours/search', 'routes/tours-search/route.tsx'),
  route('tours/section', 'routes/tours-section/route.tsx'),
  route('tours', 'routes/tours/route.tsx'),
  // Up to five category segments before a tour's slug (and four before a hotel collection or hotel), each
  // with a /search/ variant: one splat route each, parsed by the page, because optional segments would be
  // exploded by the router into 2^n routes matched on every request (measured: route matching was the
  // largest CPU cost of a page render).
  route('tours/*', 'routes/tour/route.tsx'),
  route('hotel-collections', 'routes/hotel-collections/route.ts'),
  route('hotel-collections/*', 'routes/hotel-collection/route.tsx'),
  route('hotels/*', 'routes/hotel/route.tsx'),
  route('screens/region', 'routes/region/route.tsx'),
  // The mobile app's layout-level screens (spec §2) are the shop's own pages under the app's paths.
  route('screens/catalog', 'routes/catalog/route.tsx', { id: 'screen-catalog' }),
  route('screens/login', 'routes/login/route.tsx', { id: 'screen-login' }),
  route('screens/list', 'routes/contacts/route.tsx', { id: 'screen-list' }),
  // The balance screen is the customer's own: behind the same sign-in gate as /my (any sub-path, spec §2).
  layout('routes/account/route.tsx', { id: 'account-screens' }, [
    route('m/profile', 'routes/m-profile/route.tsx'),
    route('screens/balance/*', 'routes/my-balance/route.tsx', { id: 'screen-balance' }),
  ]),
  layout('routes/account/route.tsx', [
    ...prefix('my', [
      route('', 'routes/account-index/route.tsx', { id: 'my' }),
      route('profile', 'routes/profile/route.tsx'),
      route('orders', 'routes/my-orders/route.tsx'),
      route('orders/:order', 'routes/my-order/route.tsx'),
      route('purchases', 'routes/my-purchases/route.tsx'),
      route('purchases/:sale', 'routes/my-purchase/route.tsx'),
      route('orders/:order/return/:orderItem', 'routes/my-return/route.tsx'),
      route('orders/:order/return/:orderItem/api/:op', 'routes/my-return-api/route.ts'),
      route('reclamations', 'routes/my-reclamations/route.tsx'),
      route('reclamations/:reclamation', 'routes/my-reclamation/route.tsx'),
      route('important-dates', 'routes/my-important-dates/route.tsx'),
      route('last-viewed', 'routes/my-last-viewed/route.tsx'),
      route('subscriptions', 'routes/my-subscriptions/route.tsx'),
      route('balance-actions/*', 'routes/my-balance/route.tsx'),
      route('event-registrations', 'routes/my-event-registrations/route.tsx'),
      route('promo-codes', 'routes/my-promo-codes/route.tsx'),
      route('price-access', 'routes/my-price-access/route.tsx'),
      route('price-access/api/:op', 'routes/my-price-access-api/route.ts'),
      route('customer-documents', 'routes/my-customer-documents/route.tsx'),
      route('customer-documents/:document', 'routes/my-customer-document/route.ts'),
      route('personal-managers', 'routes/my-personal-managers/route.tsx'),
    ]),
  ]),
  route('*', 'routes/fallback/route.tsx'),
]

export const bareRoutes = [
  // The UI kit's component catalogue: a 404 in production unless VITRINA_KIT_CATALOGUE=1 (packages/ui/README.md).
  route('_kit', 'routes/kit/route.tsx'),
  route('catalog/products/:product/reviews', 'routes/product-reviews/route.tsx'),
  route('static/*', 'routes/static-page/route.tsx'),
  route('oauth', 'routes/oauth/route.tsx'),
  ...['sber', 'tbank', 'vk', 'yandex'].map((p) =>
    route(`oauth/callback/${p}`, 'routes/oauth-callback/route.ts', { id: `oauth-callback-${p}` }),
  ),
  // Chat and call embeds (features/channels/README.md): the mobile app's screens and the webviews alike.
  route('webview/chatbot', 'routes/channel-chat/route.tsx', { id: 'webview-chatbot' }),
  route('webview/salebot', 'routes/channel-chat/route.tsx', { id: 'webview-salebot' }),
  route('screens/webchat', 'routes/channel-chat/route.tsx', { id: 'screen-webchat' }),
  route('webview/call', 'routes/channel-call/route.tsx', { id: 'webview-call' }),
  route('screens/call', 'routes/channel-call/route.tsx', { id: 'screen-call' }),
  layout('routes/account/route.tsx', { id: 'account-bare' }, [
    ...prefix('my', [
      route('webview/price-access', 'routes/my-webview-price-access/route.tsx'),
      route('orders/:order/review', 'routes/my-review/route.tsx', { id: 'my-order-review' }),
      route('orders/:order/review/:orderItem', 'routes/my-review/route.tsx', { id: 'my-order-item-review' }),
      route('purchases/:sale/review', 'routes/my-review/route.tsx', { id: 'my-sale-review' }),
      route('purchases/:sale/review/:saleItem', 'routes/my-review/route.tsx', { id: 'my-sale-item-review' }),
    ]),
  ]),
]

export default [
  route('robots.txt', 'routes/robots/route.ts'),
  route('sitemap.xml', 'routes/sitemap/route.ts'),
  route('builds/latest.json', 'routes/build-manifest/route.ts'),
  // The local chat widget stand-ins (features/channels/README.md): 404 in production unless
  // VITRINA_CHANNEL_STAND_INS=1. The SIP stand-in is a WebSocket, attached by server.mjs / the dev server.
  route('chat/stand-in/*', 'routes/chat-stand-in/route.ts'),
  layout('routes/shop/route.tsx', shopRoutes),
  layout('routes/bare/route.tsx', bareRoutes),
] satisfies RouteConfig
