import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../src/db/client.ts'
import {
  categories,
  navigationItems,
  outlets,
  pages,
  promoCodes,
  promotions,
  pushMessages,
  redirects,
} from '../src/db/schema/index.ts'
import { CATEGORY_TRANSLATIONS } from './catalog-data.ts'
import { seedEvents } from './seed-events.ts'

/** The words of each demo tenant, picked once so the seeding code stays one path. */
const TEXTS = {
  gear: {
    deals: 'Акции',
    myOrders: 'Мои заказы',
    blog: 'Блог',
    promo1: {
      slug: 'winter-sale',
      title: 'Зимняя распродажа',
      description: 'Скидки до 30% на пуховики и ботинки.',
      terms: 'Акция действует до 31 января.',
    },
    promo2: {
      slug: 'new-collection',
      title: 'Новая коллекция',
      description: 'Снаряжение сезона 2026/27.',
      terms: '',
    },
    privacy: ['Политика конфиденциальности', 'Мы храним только необходимые данные.'],
    terms: ['Условия', 'Условия продажи.'],
    courier: ['Доставка курьером', 'Доставим за 1-3 дня.'],
    home: { title: 'Главная', hits: 'Хиты продаж', categories: 'Категории', fresh: 'Новинки' },
    gifts: { title: 'Идеи подарков', picks: 'Выбор редакции' },
    landing: { slug: 'first-hike', title: 'Первый поход', picks: 'Всё для первого похода' },
    returns: [
      'Возврат и обмен',
      'Вернуть товар можно в течение 14 дней.\n\nОформите возврат в разделе «Мои заказы» или в любом магазине сети.',
    ],
    sizeGuideClothes: [
      'Таблица размеров: одежда',
      'Размер подбирайте по обхвату груди, измеренному по самым выступающим точкам.\n\nS: 88–96 см\n\nM: 96–104 см\n\nL: 104–112 см\n\nXL: 112–120 см\n\nXXL: 120–128 см\n\nЕсли вы между размерами и носите куртку поверх флиса, возьмите больший.',
    ],
    sizeGuideFootwear: [
      'Таблица размеров: обувь',
      'Измерьте длину стопы от пятки до кончика большого пальца вечером, когда нога немного отекает.\n\n39: 25 см\n\n40: 25,7 см\n\n41: 26,3 см\n\n42: 27 см\n\n43: 27,7 см\n\n44: 28,3 см\n\n45: 29 см\n\nДля треккинга в толстом носке добавьте полразмера.',
    ],
    codePrefix: '',
  },
  travel: {
    deals: 'Deals',
    myOrders: 'My trips',
    blog: 'Travel blog',
    // The catalogue of the travel shop sells travel goods (tours and hotels live in the tours mode), so its
    // promotions, banner and landing page speak of goods; the slug of the first promotion is kept for links.
    promo1: {
      slug: 'early-bird',
      title: 'Early bird: kit out for next season',
      description: 'Suitcases, travel accessories and guidebooks for next season at pre-season prices.',
      terms: 'Pre-season prices hold until 31 January while stocks last.',
    },
    promo2: {
      slug: 'family-packing',
      title: 'Packed for the whole family',
      description: 'Kids’ backpacks, travel games and family-size luggage.',
      terms: '',
    },
    privacy: ['Privacy policy', 'We keep only the data we need.'],
    terms: ['Terms', 'Terms of sale.'],
    courier: ['Courier delivery', 'Your order is delivered in 1–3 days.'],
    home: {
      title: 'Home',
      hits: 'Travel bestsellers',
      categories: 'Shop for your trip',
      fresh: 'New for the road',
    },
    gifts: { title: 'Gift ideas', picks: 'Editor picks' },
    landing: {
      slug: 'packing-list',
      title: 'Pack with our guides',
      picks: 'What our guides take on the road',
    },
    returns: [
      'Returns and refunds',
      'Travel goods can be returned within 14 days of delivery if unused and in their original packaging.\n\nStart a return in My trips or call us. A tour can be cancelled free of charge up to 14 days before departure.',
    ],
    sizeGuideClothes: [
      'Size guide: clothing',
      'Choose by chest girth, measured around the fullest part.\n\nS: 88–96 cm\n\nM: 96–104 cm\n\nL: 104–112 cm\n\nXL: 112–120 cm\n\nXXL: 120–128 cm\n\nBetween two sizes and wearing it over a fleece? Take the larger one.',
    ],
    sizeGuideFootwear: [
      'Size guide: footwear',
      'Measure your foot from heel to big toe in the evening, when feet are slightly larger.\n\n39: 25 cm\n\n40: 25.7 cm\n\n41: 26.3 cm\n\n42: 27 cm\n\n43: 27.7 cm\n\n44: 28.3 cm\n\n45: 29 cm\n\nFor trekking in thick socks add half a size.',
    ],
    codePrefix: 'TRIP',
  },
} as const

type Texts = (typeof TEXTS)[keyof typeof TEXTS]

/** Menu, promotions, events, pages, redirects and promo codes of one tenant. */
export async function seedContent(db: Database, companyId: number, productIds: number[], isGear: boolean) {
  const t: Texts = isGear ? TEXTS.gear : TEXTS.travel
  const topLevel = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
    })
    .from(categories)
    .where(eq(categories.companyId, companyId))
    .then((rows) => rows.filter((c) => c.parentId === null))
  await seedNavigation(db, companyId, t, topLevel, !isGear)
  await seedPromotionsAndEvents(db, companyId, t, productIds, isGear)
  await seedPages(db, companyId, t, productIds, topLevel)
  await db.insert(redirects).values([
    { companyId, path: '/old-catalog/', target: '/catalog/', permanent: true },
    { companyId, path: '/blog/', target: 'https://example.com/blog', permanent: false },
    // Short links (`/go/{slug}/`, spec §2) printed on flyers and in messages.
    { companyId, path: '/go/sale/', target: `/catalog/promotion/${t.promo1.slug}/`, permanent: false },
    { companyId, path: '/go/blog/', target: 'https://example.com/blog', permanent: false },
  ])
  await db.insert(pushMessages).values([
    { companyId, type: 'PROMOTION', value: t.promo1.slug, title: t.promo1.title, body: t.promo1.description },
    { companyId, type: 'LINK', value: null, title: t.deals, body: t.promo2.description },
  ])
  const p = t.codePrefix
  await db.insert(promoCodes).values([
    { companyId, code: `${p}WELCOME10`, percent: 10 },
    { companyId, code: `${p}SALE500`, amountMinor: 50_000 },
    { companyId, code: `${p}EXPIRED`, percent: 20, activeUntil: new Date(Date.UTC(2025, 0, 1)) },
    { companyId, code: `${p}RUNOUT`, percent: 15, maxUses: 1, usedCount: 1 },
    { companyId, code: `${p}ONLYONE`, percent: 25, productId: productIds[0] ?? null },
  ])
}

/** Menu entries in the other interface language, keyed by the tenant's own name. */
const MENU_TRANSLATIONS: Record<string, Record<string, string>> = {
  Акции: { en: 'Deals' },
  'Мои заказы': { en: 'My orders' },
  Блог: { en: 'Blog' },
  Deals: { ru: 'Акции' },
  'My trips': { ru: 'Мои поездки' },
  'Travel blog': { ru: 'Блог о путешествиях' },
}

/**
 * The travel shop's menu (issue 12): "Tours" and "Hotels" lead to the tours mode, "Travel goods" to the
 * ordinary catalogue (luggage, accessories, guidebooks); its categories are one click further.
 */
const TRAVEL_MENU = [
  { name: 'Tours', translations: { ru: 'Туры' }, value: '/tours/' },
  { name: 'Hotels', translations: { ru: 'Отели' }, value: '/hotel-collections/' },
  { name: 'Travel goods', translations: { ru: 'Товары в дорогу' }, value: '/catalog/' },
]

async function seedNavigation(
  db: Database,
  companyId: number,
  t: Texts,
  topLevel: { id: number; name: string; slug: string }[],
  toursMode: boolean,
) {
  const display = { mode: 'tile', is_desktop: true, is_mobile: true }
  const head = toursMode
    ? TRAVEL_MENU.map((item, n) => ({
        companyId,
        ...item,
        type: 'LINK' as const,
        sort: n,
        displaySettings: display,
      }))
    : topLevel.map((c, n) => ({
        companyId,
        name: c.name,
        translations: CATEGORY_TRANSLATIONS[c.name] ?? {},
        type: 'PRODUCT_CATEGORY' as const,
        slug: c.slug,
        value: String(c.id),
        sort: n,
        displaySettings: display,
      }))
  await db.insert(navigationItems).values([
    ...head,
    {
      companyId,
      name: t.deals,
      translations: MENU_TRANSLATIONS[t.deals] ?? {},
      type: 'PROMOTION' as const,
      slug: t.promo1.slug,
      sort: 10,
      displaySettings: display,
    },
    {
      companyId,
      name: t.myOrders,
      translations: MENU_TRANSLATIONS[t.myOrders] ?? {},
      type: 'LINK' as const,
      value: '/my/orders/',
      sort: 11,
      authenticationRequired: true,
      displaySettings: display,
    },
    {
      companyId,
      name: t.blog,
      translations: MENU_TRANSLATIONS[t.blog] ?? {},
      type: 'LINK' as const,
      value: 'https://example.com/blog',
      sort: 12,
      displaySettings: { ...display, is_mobile: false },
    },
  ])
}

async function seedPromotionsAndEvents(
  db: Database,
  companyId: number,
  t: Texts,
  productIds: number[],
  isGear: boolean,
) {
  // The first promotion runs in the company's first shops and gives a personal 10% code to who takes part.
  const outletIds = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(and(eq(outlets.companyId, companyId), eq(outlets.kind, 'outlet')))
    .orderBy(asc(outlets.id))
    .then((rows) => rows.map((r) => r.id))
  const since = new Date(Date.UTC(2026, 9, 1))
  await db.insert(promotions).values([
    {
      companyId,
      ...t.promo1,
      activeSince: since,
      activeUntil: new Date(Date.UTC(2027, 0, 31)),
      productIds: productIds.slice(0, 24),
      outletIds: outletIds.slice(0, 3),
      isParticipation: true,
      isGetPromocode: true,
      promoCodePercent: 10,
      promoCodeValidDays: 30,
    },
    { companyId, ...t.promo2, activeSince: since, activeUntil: null, productIds: productIds.slice(24, 48) },
  ])
  await seedEvents(db, companyId, isGear)
}

async function seedPages(
  db: Database,
  companyId: number,
  t: Texts,
  productIds: number[],
  topLevel: { id: number }[],
) {
  await db.insert(pages).values([
    { companyId, kind: 'static', slug: 'privacy', title: t.privacy[0], body: t.privacy[1] },
    { companyId, kind: 'static', slug: 'terms', title: t.terms[0], body: t.terms[1] },
    { companyId, kind: 'static', slug: 'delivery/courier', title: t.courier[0], body: t.courier[1] },
    { companyId, kind: 'static', slug: 'returns', title: t.returns[0], body: t.returns[1] },
    // Product pages link their size guide by slug (products.size_guide).
    {
      companyId,
      kind: 'static',
      slug: 'size-guide-clothes',
      title: t.sizeGuideClothes[0],
      body: t.sizeGuideClothes[1],
    },
    {
      companyId,
      kind: 'static',
      slug: 'size-guide-footwear',
      title: t.sizeGuideFootwear[0],
      body: t.sizeGuideFootwear[1],
    },
    {
      companyId,
      kind: 'section',
      slug: 'home',
      title: t.home.title,
      blocks: [
        {
          type: 'banner',
          title: t.promo1.title,
          href: `/promotions/${t.promo1.slug}/`,
          image: `/media/banners/${companyId}-1.svg`,
        },
        { type: 'products', title: t.home.hits, product_ids: productIds.slice(0, 8) },
        { type: 'categories', title: t.home.categories, category_ids: topLevel.map((c) => c.id) },
        { type: 'products', title: t.home.fresh, product_ids: productIds.slice(-8) },
      ],
    },
    // A landing page: a few products and, below them, the company's landing form (settings `landing_form`).
    {
      companyId,
      kind: 'section',
      slug: t.landing.slug,
      title: t.landing.title,
      blocks: [{ type: 'products', title: t.landing.picks, product_ids: productIds.slice(16, 24) }],
    },
    {
      companyId,
      kind: 'section',
      slug: 'gifts',
      title: t.gifts.title,
      blocks: [
        { type: 'products', title: t.gifts.picks, product_ids: productIds.slice(8, 16) },
        { type: 'categories', title: t.home.categories, category_ids: topLevel.map((c) => c.id) },
      ],
    },
  ])
}
