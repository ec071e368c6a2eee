import type { MetaFunction } from '@remix-run/node'
import { Outlet, useRouteError } from '@remix-run/react'
import { ErrorView } from '../../features/errors/error-view.tsx'
import * as layout from '../../features/layout/site-layout.css.ts'
import { errorTitleMeta } from '../../lib/i18n/title-meta.ts'

/** A page that failed renders this layout's boundary: its error view gets a title (a 404 has no page meta). */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorTitleMeta(matches, error) : [])

/**
 * The empty layout of spec §2 (reviews, static pages, oauth, webview embeds): no header or footer, but the
 * same page margins as the shop (a phone must not put text against the screen's edge).
 */
export default function BareLayout() {
  return (
    <main id="main" className={layout.main}>
      <Outlet />
    </main>
  )
}

export function ErrorBoundary() {
  return (
    <main id="main" className={layout.main}>
      <ErrorView error={useRouteError()} />
    </main>
  )
}
