import { Outlet, useRouteError } from '@remix-run/react'
import { ErrorView } from '../../features/errors/error-view.tsx'

/** The empty layout of spec §2 (reviews, static pages, oauth, webview embeds): no header or footer. */
export default function BareLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  )
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <ErrorView error={useRouteError()} />
    </main>
  )
}
