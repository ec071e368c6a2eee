import { data, redirect } from '@remix-run/node'
import { ApiError } from '@vitrina/api-client'
import type { OutletAvailability, ProductDetail } from '@vitrina/api-client/schemas'
import { aspectRatioCss, imageRatio } from '@vitrina/domain/images'
import { addToCart } from '../../features/cart/cart.server.ts'
import { isScriptSubmission } from '../../features/cart/script-marker.tsx'
import { PRIVATE_PAGE_CACHE_CONTROL, pageCacheHeaders } from '../../features/catalog/cache-headers.server.ts'
import { cardDisplay, toCardView } from '../../features/catalog/product-cards.ts'
import { metaDescription, pageTitle } from '../../features/catalog/seo-meta.ts'
import { recordProductView } from '../../features/customer-lists/product-lists.server.ts'
import {
  type AddToCartReply,
  addToCartSubmission,
  type CartRefusal,
  isAddToCartPost,
  postedSku,
} from '../../features/product/add-to-cart-form.ts'
import { galleryBoxes, galleryImages } from '../../features/product/gallery.ts'
import { purchaseFlags } from '../../features/product/product-display.ts'
import { ADDED_PARAM, pageSearch, productPath, sizeGuideHref } from '../../features/product/product-links.ts'
import { parseReviewOrdering, REVIEW_ORDERING_PARAM } from '../../features/product/reviews.ts'
import { selectSku } from '../../features/product/sku-selection.ts'
import { catalogReads } from '../../lib/catalog-cache.server.ts'
import { type StorefrontContext, storefrontContext } from '../../lib/context.server.ts'
import { requestOrigin } from '../../lib/origin.server.ts'

/** An action's answer (it may set the cart cookie, and it is one shopper's) is never stored by a cache. */
const NO_STORE = { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }

/** Reviews on the product page itself; the rest are on `/catalog/products/{slug}/reviews/`. */
const REVIEWS_ON_PAGE = 5

/**
 * The product page: the product is critical (404 when the API does not know it); related products,
 * availability and reviews are streamed after it, and each resolves to null when its call fails, so a
 * broken side panel never breaks the page.
 */
export async function loadProductPage(request: Request, slug: string) {
  const context = await storefrontContext(request)
  const reads = catalogReads(context)
  const url = new URL(request.url)
  const reviewOrdering = parseReviewOrdering(url.searchParams.get(REVIEW_ORDERING_PARAM))
  // Started before the critical call so they run alongside it.
  const related = (kind: 'similar' | 'bought_together' | 'collection') =>
    orNull(reads.getRelatedProducts(slug, kind).then((cards) => cards.map(toCardView)))
  const deferred = {
    similar: related('similar'),
    collection: related('collection'),
    boughtTogether: related('bought_together'),
    availability: orNull(reads.getProductAvailability(slug).then(availabilityView)),
    reviewSummary: orNull(reads.getReviewSummary(slug)),
    reviews: orNull(
      reads
        .listReviews(slug, { ordering: reviewOrdering, page_size: REVIEWS_ON_PAGE })
        .then((page) => ({ count: page.count, results: page.results })),
    ),
  }
  const product = await getProductOr404(context, slug)
  // Issue 14: a customer's view goes to the account (their page is private anyway); a guest's is recorded by
  // the page script (features/customer-lists/record-view), so the shared page carries no cookie.
  if (context.token)
    await recordProductView(context, request, product.id).catch((error: unknown) =>
      console.error('last viewed: recording failed', error),
    )
  return data(
    { ...pageView(product, context, requestOrigin(request)), reviewOrdering, ...deferred },
    { headers: pageCacheHeaders(request) },
  )
}

/** The critical part of the page: the product as shown, the company's display settings and the SEO data. */
function pageView(product: ProductDetail, { company, locale }: StorefrontContext, origin: string) {
  const byMinimalPrice = company.product_selectors_auto_select_by_minimal_price
  const offered = selectSku(product.skus, { byMinimalPrice }).selected
  const siteName = company.brand_name || company.name
  const images = product.images.length > 0 ? product.images : product.image ? [product.image] : []
  return {
    product: productView(product),
    images: galleryImages(images),
    display: {
      ratio: aspectRatioCss(imageRatio(company.product_image_ratio)),
      boxes: galleryBoxes(company.product_image_ratio),
      cover: company.is_product_image_cover,
      byMinimalPrice,
      propertiesView: company.product_properties_view,
      outletName: company.outlet_name,
      card: cardDisplay(company),
      ...purchaseFlags(company, product.kind),
    },
    seo: {
      title: pageTitle(product.name, siteName),
      description: metaDescription(product.description || product.name),
      canonical: new URL(productPath(product.slug), origin).href,
      image: images[0] ? new URL(images[0].url, origin).href : null,
      siteName,
      locale,
    },
    offer: {
      price: offered?.price ?? product.price,
      currency: company.currency,
      inStock: offered !== undefined,
    },
    origin,
  }
}

/**
 * Adds the chosen sku to the cart. A refusal is conform's reply (`submission.reply()`, 400): the choice's
 * reason as a code of the one message map, the values as posted, the choice kept checked; the cart's own
 * refusals (limit, full, failed) are the reply's form error. Success answers the new cart count to the
 * fetcher; a post without JavaScript is redirected back (303, `?added={sku}` shows the message), so a reload
 * does not add another piece and the header's cart count, read from the new cookie, is right.
 */
export async function addToCartAction(request: Request, slug: string) {
  const context = await storefrontContext(request)
  const formData = await request.formData().catch(badRequest)
  const form = Object.fromEntries(formData)
  if (!isAddToCartPost(formData)) throw data(null, { status: 400 })
  const product = await getProductOr404(context, slug)
  const submission = addToCartSubmission(formData, product.skus, product.kind)
  const posted = postedSku(formData, product.skus)
  const refused = (formErrors: CartRefusal[] | undefined, status: number, stock?: number) =>
    data(
      {
        ok: false as const,
        sku: posted,
        submission: submission.reply(formErrors ? { formErrors } : undefined),
        ...(stock === undefined ? {} : { stock }),
      } satisfies AddToCartReply,
      { status, headers: NO_STORE },
    )
  if (submission.status !== 'success') return refused(undefined, 400)
  const { sku, intent } = submission.value
  if (intent === 'buy-now') {
    // Fast order: nothing is added here; /cart/direct/ shows the item alone and its button buys it. A fetcher
    // follows this redirect as a navigation, so JavaScript and plain forms end on the same page.
    if (context.company.is_fast_order_hidden) throw data(null, { status: 400 })
    return redirect(
      `/cart/direct/?${new URLSearchParams({ product: String(product.id), sku: String(sku.id) })}`,
      {
        status: 303,
        headers: NO_STORE,
      },
    )
  }
  try {
    const result = await addToCart(
      context,
      request,
      { product: product.id, sku: sku.id, count: 1 },
      { maxCount: sku.stock },
    )
    if (!result.added) return refused([result.reason], 409, sku.stock)
    const headers = result.setCookie ? { ...NO_STORE, 'Set-Cookie': result.setCookie } : NO_STORE
    if (!isScriptSubmission(form)) {
      const url = new URL(request.url)
      return redirect(`${url.pathname}${pageSearch(url.search, { [ADDED_PARAM]: String(sku.id) })}`, {
        status: 303,
        headers,
      })
    }
    return data({ ok: true as const, sku: sku.id, count: result.count } satisfies AddToCartReply, { headers })
  } catch (error) {
    console.error('product: adding to the cart failed', error)
    return refused(['failed'], 502)
  }
}

async function getProductOr404(context: StorefrontContext, slug: string): Promise<ProductDetail> {
  try {
    return await catalogReads(context).getProduct(slug)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 })
    throw error
  }
}

function productView(product: ProductDetail) {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    kind: product.kind,
    brand: product.brand,
    article: product.article,
    description: product.description,
    properties: product.properties,
    sizeGuide: sizeGuideHref(product.size_guide, productPath(product.slug)),
    collection: product.collection,
    price: product.price,
    oldPrice: product.old_price,
    rating: product.rating,
    reviewsCount: product.reviews_count,
    breadCrumbs: product.bread_crumbs.map(({ name, slug }) => ({ name, slug })),
    skus: product.skus.map(({ id, size, color, price, old_price, in_stock }) => ({
      id,
      size,
      color,
      price,
      old_price,
      in_stock,
    })),
  }
}

function availabilityView(outlets: OutletAvailability[]) {
  return outlets.map(({ outlet, skus }) => ({
    outlet: { id: outlet.id, name: outlet.name, address: outlet.address },
    skus,
  }))
}

// A deferred part that fails is logged and shown as absent; it must not reject the streamed page.
function orNull<T>(promise: Promise<T>): Promise<T | null> {
  return promise.catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404))
      console.error('product: deferred part failed', error)
    return null
  })
}

// A body that is not a form (a forged or broken request) is the client's error, not a 500.
function badRequest(): never {
  throw data(null, { status: 400 })
}
