import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Outlet, useRouteError, useRouteLoaderData } from '@remix-run/react'
import { cartCount } from '@vitrina/domain/cart'
import { userLevelText } from '@vitrina/domain/price-restriction'
import { useReportError } from '../../features/analytics/use-report-error.ts'
import { readCartLines } from '../../features/cart/cart.server.ts'
import { useCartCount } from '../../features/cart/use-cart-count.ts'
import { hasTokenCookie } from '../../features/catalog/cache-headers.server.ts'
import { ChatLauncher } from '../../features/channels/chat-launcher.tsx'
import { favouriteIds } from '../../features/customer-lists/product-lists.server.ts'
import { ErrorView } from '../../features/errors/error-view.tsx'
import {
  AfterHydration,
  LazyAnalytics,
  LazyCartSync,
  LazyPopups,
} from '../../features/layout/after-hydration.tsx'
import { shopFrame } from '../../features/layout/frame-settings.server.ts'
import { readFrameSettings } from '../../features/layout/frame-settings.ts'
import { MainMenu } from '../../features/layout/main-menu.tsx'
import { SiteFooter } from '../../features/layout/site-footer.tsx'
import { PhoneTools, SITE_MENU_ID, SiteHeader } from '../../features/layout/site-header.tsx'
import * as styles from '../../features/layout/site-layout.css.ts'
import { SkipLinks } from '../../features/layout/skip-links.tsx'
import { useFocusAfterNavigation } from '../../features/layout/use-focus-after-navigation.ts'
import { priceAccessFor } from '../../features/pricing/price-access.ts'
import { RegionPrompt } from '../../features/region/region-prompt.tsx'
import { storefrontContext } from '../../lib/context.server.ts'
import { errorTitleMeta } from '../../lib/i18n/title-meta.ts'
import { tenantNavigation } from '../../lib/navigation.server.ts'
import { currentCustomer } from '../../lib/session.server.ts'
import { useRootData } from '../../root.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  // A guest's page is shared through the page cache (one copy per tenant, path, locale and region), so it must not
  // carry this guest's cart: the header asks for the count after hydration (features/cart/use-cart-count).
  const personal = hasTokenCookie(request)
  // The header's data; each part is decoration and must not break the page when the API cannot answer it.
  const [lines, user, navigation, favourites] = await Promise.all([
    personal ? readCartLines(context, request).catch(() => []) : null,
    currentCustomer(context),
    tenantNavigation(context).catch(() => []),
    // The hearts' state: a guest's come from the device's cookie (which makes the page personal, see
    // features/catalog/cache-headers), a customer's from the account.
    favouriteIds(context, request),
  ])
  return data({
    cartCount: lines && cartCount(lines),
    signedIn: user !== null,
    user: user && {
      firstName: user.first_name,
      lastName: user.last_name,
      state: user.state,
      levelText: userLevelText(user.level),
    },
    navigation,
    favourites,
    // Same for every visitor of the company (shared caches stay valid), and only what the frame shows.
    frame: shopFrame(context.company),
    priceAccess: priceAccessFor(context.company.price_restriction, user),
  })
}

/** A page that failed renders this layout's boundary: its error view gets a title (a 404 has no page meta). */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorTitleMeta(matches, error) : [])

/** The id of this layout route: its data (header, menu, frame settings) is read by id in the frame. */
const SHOP_ROUTE_ID = 'routes/shop/route'

/**
 * The default layout: header, menu, main landmark, footer, and the frame's client parts (popups, analytics).
 * Errors render inside it so navigation stays: the frame reads the layout's data by route id, which an error
 * boundary also has when a page below failed.
 */
function Frame({ children }: { children: React.ReactNode }) {
  const root = useRootData()
  const shop = useRouteLoaderData<typeof loader>(SHOP_ROUTE_ID)
  const settings = readFrameSettings(shop)
  const count = useCartCount(shop ? shop.cartCount : 0)
  if (!root) return <main>{children}</main>
  const signedIn = shop?.signedIn ?? false
  return (
    <>
      <div className={styles.frame}>
        <SkipLinks />
        <SiteHeader
          company={root.company}
          cartCount={count}
          signedIn={signedIn}
          locale={root.locale}
          region={root.region}
          gotoCatalog={root.company.gotoCatalogInsteadOfModal}
          phoneMenu={
            <>
              <MainMenu entries={shop?.navigation ?? []} signedIn={signedIn} />
              <PhoneTools signedIn={signedIn} locale={root.locale} region={root.region} inSheet />
            </>
          }
        />
        <main id="main" tabIndex={-1} className={`${styles.main} ${styles.mainOrder}`}>
          {children}
        </main>
        {/* After the content in the document (phones show it there; wide screens under the header). */}
        <div id={SITE_MENU_ID} className={styles.menuArea}>
          <MainMenu entries={shop?.navigation ?? []} signedIn={signedIn} />
          <PhoneTools signedIn={signedIn} locale={root.locale} region={root.region} />
          <RegionPrompt region={root.region} source={root.regionSource} />
        </div>
        <div className={styles.footerOrder}>
          <SiteFooter name={root.company.name} text={root.company.footerText} settings={settings} />
        </div>
        {settings?.chat ? <ChatLauncher chat={settings.chat} language={root.locale} /> : null}
      </div>
      <AfterHydration>
        <LazyPopups settings={settings} signedIn={signedIn} />
        <LazyAnalytics settings={settings?.analytics ?? null} />
        {/* The tab's one cart sync: every page keeps its header count in step with other tabs, the cart page its
            lines and codes too. Mounted once the count is known, so a guest's first count does not announce a
            change to the other tabs. */}
        {count === null ? null : <LazyCartSync count={count} />}
      </AfterHydration>
    </>
  )
}

export default function ShopLayout() {
  useFocusAfterNavigation()
  return (
    <Frame>
      <Outlet />
    </Frame>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  // Spec §8: page errors go to analytics (a no-op unless the frame's <Analytics> started the counters).
  useReportError(error)
  return (
    <Frame>
      <ErrorView error={error} />
    </Frame>
  )
}
