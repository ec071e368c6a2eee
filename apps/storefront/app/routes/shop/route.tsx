import { data, type LoaderFunctionArgs } from '@remix-run/node'
import { Outlet, useLoaderData, useRouteError } from '@remix-run/react'
import { cartCount } from '@vitrina/domain/cart'
import { userLevelText } from '@vitrina/domain/price-restriction'
import { readCartLines } from '../../features/cart/cart.server.ts'
import { ErrorView } from '../../features/errors/error-view.tsx'
import { SiteFooter } from '../../features/layout/site-footer.tsx'
import { SiteHeader } from '../../features/layout/site-header.tsx'
import * as styles from '../../features/layout/site-layout.css.ts'
import { RegionPrompt } from '../../features/region/region-prompt.tsx'
import { storefrontContext } from '../../lib/context.server.ts'
import { tenantNavigation } from '../../lib/navigation.server.ts'
import { useRootData } from '../../root.tsx'

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  // The badge is decoration: a cart the API cannot read right now must not break the page.
  // The header's data; each part is decoration and must not break the page when the API cannot answer it.
  const [lines, user, navigation] = await Promise.all([
    readCartLines(context, request).catch(() => []),
    context.token ? context.api.auth.getMe().catch(() => null) : null,
    tenantNavigation(context).catch(() => []),
  ])
  return data({
    cartCount: cartCount(lines),
    signedIn: user !== null,
    user: user && {
      firstName: user.first_name,
      lastName: user.last_name,
      state: user.state,
      levelText: userLevelText(user.level),
    },
    navigation,
  })
}

/** The default layout: header, main landmark, footer. Errors render inside it so navigation stays. */
function Frame({
  children,
  cartCount = 0,
  signedIn = false,
}: {
  children: React.ReactNode
  cartCount?: number
  signedIn?: boolean
}) {
  const root = useRootData()
  if (!root) return <main>{children}</main>
  return (
    <>
      <a href="#main" className="visually-hidden">
        Skip to content
      </a>
      <SiteHeader
        company={root.company}
        cartCount={cartCount}
        signedIn={signedIn}
        locale={root.locale}
        region={root.region}
        gotoCatalog={root.company.gotoCatalogInsteadOfModal}
      />
      <RegionPrompt region={root.region} source={root.regionSource} />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <SiteFooter name={root.company.name} text={root.company.footerText} />
    </>
  )
}

export default function ShopLayout() {
  const { cartCount, signedIn } = useLoaderData<typeof loader>()
  return (
    <Frame cartCount={cartCount} signedIn={signedIn}>
      <Outlet />
    </Frame>
  )
}

export function ErrorBoundary() {
  return (
    <Frame>
      <ErrorView error={useRouteError()} />
    </Frame>
  )
}
