import { Trans } from '@lingui/react/macro'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  type ShouldRevalidateFunction,
  useActionData,
  useFetcher,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
} from '@remix-run/react'
import { useEffect, useState } from 'react'
import {
  forwardCacheHeaders,
  PRIVATE_PAGE_CACHE_CONTROL,
} from '../../features/catalog/cache-headers.server.ts'
import { CatalogBreadcrumbs } from '../../features/catalog/catalog-breadcrumbs.tsx'
import * as listStyles from '../../features/customer-lists/customer-lists.css.ts'
import { FavouriteHeart } from '../../features/customer-lists/favourite-heart.tsx'
import { RecordGuestView } from '../../features/customer-lists/record-view.tsx'
import { offerFor, readPriceAccess, SHOP_ROUTE_ID } from '../../features/pricing/price-access.ts'
import { usePriceAccess } from '../../features/pricing/use-price-access.ts'
import * as styles from '../../features/product/product.css.ts'
import { ProductDetails } from '../../features/product/product-details.tsx'
import { ProductExtras } from '../../features/product/product-extras.tsx'
import { ProductGallery } from '../../features/product/product-gallery.tsx'
import { ProductJsonLd } from '../../features/product/product-json-ld.tsx'
import { ADDED_PARAM, COLOUR_PARAM, productCrumbs } from '../../features/product/product-links.ts'
import { productMeta } from '../../features/product/product-meta.ts'
import { shouldRevalidateProductPage } from '../../features/product/product-revalidation.ts'
import {
  LazyRefusal,
  PURCHASE_FORM_ID,
  PurchaseForm,
  replyErrors,
} from '../../features/product/purchase-form.tsx'
import type { LivePurchase as LivePurchaseView } from '../../features/product/purchase-live.tsx'
import { selectSku } from '../../features/product/sku-selection.ts'
import { afterHydration } from '../../lib/after-hydration.ts'
import { titleMeta } from '../../lib/i18n/title-meta.ts'
import { useLocale, useShopCurrency } from '../../lib/root-data.ts'
import { addToCartAction, loadProductPage } from './product.server.ts'

// A hidden price (spec §6) is left out of the link-preview tags and the structured data too.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? productMeta(
        data.seo,
        offerFor(data.offer, readPriceAccess(matches.find((m) => m.id === SHOP_ROUTE_ID)?.data)),
      )
    : titleMeta(matches, 'notFound')

/** The loader's public/private cache headers; an action's answer (always marked no-store) stays private. */
export const headers: HeadersFunction = (args) =>
  args.actionHeaders.has('Cache-Control')
    ? { 'Cache-Control': PRIVATE_PAGE_CACHE_CONTROL }
    : forwardCacheHeaders(args)

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  loadProductPage(request, params.product ?? '')

export const action = ({ request, params }: ActionFunctionArgs) =>
  addToCartAction(request, params.product ?? '')

/** A skip link past the header, breadcrumbs and gallery to the size and "Add to cart" (features/layout/skip-links). */
export const handle = { skipTo: ['purchase'] }

export const shouldRevalidate: ShouldRevalidateFunction = (args) => shouldRevalidateProductPage(args)

export default function ProductPage() {
  const page = useLoaderData<typeof loader>()
  const { product, display } = page
  const signedIn = useRouteLoaderData<{ signedIn?: boolean }>(SHOP_ROUTE_ID)?.signedIn ?? false
  const locale = useLocale()
  const currency = useShopCurrency()
  const [searchParams] = useSearchParams()
  const fetcher = useFetcher<typeof action>()
  const priceAccess = usePriceAccess()
  const actionData = useActionData<typeof action>()
  // The answer: the fetcher's (JavaScript), the re-rendered post's (refused, no JavaScript), or the redirect's.
  const added = Number(searchParams.get(ADDED_PARAM)) || null
  const reply =
    fetcher.data ?? actionData ?? (added ? { ok: true as const, sku: added, count: 0 } : undefined)
  const [chosen, setChosen] = useState<number | null>(null)
  const selection = selectSku(product.skus, {
    colour: searchParams.get(COLOUR_PARAM),
    sku: chosen ?? reply?.sku ?? null,
    byMinimalPrice: display.byMinimalPrice,
  })
  const LivePurchase = useLivePurchase()
  const purchase = {
    kind: product.kind,
    fallbackPrice: { price: product.price, oldPrice: product.oldPrice },
    selection,
    onChoose: setChosen,
    fetcher,
    reply,
    currency,
    locale,
    deliveryCaption: display.deliveryCaption,
    fastOrder: display.fastOrder,
  }
  return (
    <article className={styles.page}>
      <ProductJsonLd
        product={product}
        images={page.images.map((image) => image.full)}
        canonical={page.seo.canonical}
        origin={page.origin}
        offer={offerFor(page.offer, priceAccess)}
      />
      <CatalogBreadcrumbs crumbs={productCrumbs(product)} origin={page.origin} />
      <div className={styles.top}>
        <ProductGallery
          images={page.images}
          name={product.name}
          ratio={display.ratio}
          boxes={display.boxes}
          cover={display.cover}
        />
        <div>
          <div className={listStyles.productHeading}>
            <h1 className={styles.heading}>{product.name}</h1>
            <FavouriteHeart productId={product.id} productName={product.name} />
          </div>
          <RecordGuestView productId={product.id} signedIn={signedIn} />
          {product.brand ? <p className={styles.meta}>{product.brand}</p> : null}
          <p className={styles.meta}>
            <Trans>Article: {product.article}</Trans>
          </p>
          {LivePurchase ? (
            <LivePurchase formId={PURCHASE_FORM_ID} skus={product.skus} kind={product.kind} reply={reply}>
              {(live) => <PurchaseForm {...purchase} {...live} />}
            </LivePurchase>
          ) : (
            <PurchaseForm
              {...purchase}
              errors={replyErrors(reply)}
              Refusal={LazyRefusal}
              // A refused post re-rendered as a document: the HTML focuses the refused choice.
              focusRefusedChoice={fetcher.data === undefined && actionData !== undefined}
            />
          )}
          <ProductDetails
            properties={product.properties}
            description={product.description}
            sizeGuide={product.sizeGuide}
            view={display.propertiesView}
          />
        </div>
      </div>
      <ProductExtras
        data={page}
        product={product}
        sku={selection.selected?.id ?? null}
        outletName={display.outletName}
        pickup={display.pickup}
        card={display.card}
        locale={locale}
      />
    </article>
  )
}

/**
 * The conform-driven add-to-cart form (`purchase-live.tsx`: conform's `useForm` and the parser, about 12 kB
 * gzip) loads once the page has hydrated, not with it: the product page's first load has a budget (e2e
 * budgets.json). Until it arrives, and without JavaScript, the server-rendered form is live (a fetcher form,
 * checked by the action). If it cannot load, that form stays.
 */
function useLivePurchase() {
  const [LivePurchase, setLivePurchase] = useState<typeof LivePurchaseView | null>(null)
  // The answer's cancel is the effect's cleanup; a chunk arriving after the page left sets unused state.
  useEffect(
    () =>
      afterHydration(() => {
        import('../../features/product/purchase-live.tsx').then(
          (module) => setLivePurchase(() => module.LivePurchase),
          () => {},
        )
      }),
    [],
  )
  return LivePurchase
}
