import { useLingui } from '@lingui/react/macro'
import { data, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from '@remix-run/react'
import { DEFAULT_LOCALE } from '@vitrina/domain/locale'
import { themeStyle, themeTokens } from '@vitrina/ui/theme'
import { lazy, type ReactNode, useEffect } from 'react'
import { ErrorView } from './features/errors/error-view.tsx'
import { useChunkReload } from './features/errors/use-chunk-reload.ts'
import { AfterHydration } from './features/layout/after-hydration.tsx'
import { LoadingBar } from './features/layout/loading-bar.tsx'
import { mapSettings } from './features/maps/map-settings.server.ts'
import { PushPermission } from './features/push/push-permission.tsx'
import { Toaster } from './features/toasts/toaster.tsx'
import { storefrontContext } from './lib/context.server.ts'
import { useNonce } from './lib/edge/nonce.tsx'
import { createServerI18n } from './lib/i18n/messages.server.ts'
import { metaTitles } from './lib/i18n/meta-titles.ts'
import { useRootData } from './lib/root-data.ts'
import { throwIfRedirected } from './lib/route-redirect.server.ts'
import { rejectedTokenCookie, signInByLink } from './lib/session.server.ts'
import './styles/global.css.ts'

/** Renders nothing until a deploy is noticed: its code (and valibot's) loads after hydration (issue 18). */
const NewVersionNotice = lazy(() =>
  import('./features/build-version/new-version-notice.tsx').then((m) => ({ default: m.NewVersionNotice })),
)

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const context = await storefrontContext(request)
  // Spec §2: the route middleware asks the API for a redirect for every path (answers cached per path).
  await throwIfRedirected(context, new URL(request.url))
  // Spec §2: `auth_customer_id` + `auth_code` sign in on any page, then leave the URL.
  const signedInByLink = await signInByLink(context, request)
  if (signedInByLink) throw signedInByLink
  // Spec §7: a token the API refused (401) logs the shopper out; the cookie goes with this response.
  const clearToken = await rejectedTokenCookie(context)
  const { company, locale, region, regionSource } = context
  const i18n = await createServerI18n(locale)
  return data(
    {
      locale,
      // Translated here because `meta` runs outside React (see lib/i18n/meta-titles.ts).
      titles: metaTitles(i18n),
      theme: themeStyle(themeTokens(company)),
      company: {
        id: company.id,
        name: company.brand_name || company.name,
        // The header shows the square mark at 32 px: the wide logo squeezed into it was unreadable.
        logo: company.logo_square ?? company.logo,
        currency: company.currency,
        footerText: company.footer_text,
        gotoCatalogInsteadOfModal: company.navigation_goto_catalog_instead_of_modal,
        meta: company.site_meta,
      },
      region: region
        ? { slug: region.slug, name: region.name, lat: region.latitude, lon: region.longitude }
        : null,
      // The maps script and pins (null: no maps, every map view shows its list); see features/maps/README.md.
      maps: mapSettings(company, context.api.options.baseUrl),
      // Web push (spec §3 public settings): browsers subscribe with this key; null when the API sends none.
      vapidKey: company.vapid_public_key,
      regionSource,
    },
    clearToken ? { headers: { 'Set-Cookie': clearToken } } : undefined,
  )
}

export { useRootData } from './lib/root-data.ts'

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData()
  const nonce = useNonce()
  return (
    <html lang={root?.locale ?? DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body style={root?.theme}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  useChunkReload()
  const root = useRootData()
  useEffect(() => {
    // A public hook for tests and monitoring: the page's script has taken over (enhanced controls are live).
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <>
      <LoadingBar />
      <Outlet />
      <Toaster />
      <AfterHydration>
        <NewVersionNotice />
      </AfterHydration>
      <PushPermission vapidKey={root?.vapidKey ?? null} />
    </>
  )
}

/** Last resort (the API is down, or the root loader failed): no header, just the error. */
export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useLingui()
  return (
    <main>
      <title>{t`Something went wrong`}</title>
      <ErrorView error={error} />
    </main>
  )
}
